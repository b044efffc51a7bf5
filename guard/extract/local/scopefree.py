"""A predicate "free for" one of the catalogue's scope values is a price of zero for that scope.

"Helmets are free for club riders", "free for 3 days": a predicate "free" followed by whom or
how long it is free for says no price of zero (`money`): a trial's length, or a group's
condition the catalogue cannot place. But when the words after "for" are a value of one of
the catalogue's scope dimensions ("lockers are free for gold members", "the fitting's free
for trade customers" where gold members and trade customers are scope values), the group is
the scope the price holds for, exactly as "£4 for walk-in riders" prices the thing at £4 for
them: the zero is the thing's price, and the scope reader places it (the scope value is in
its clause). A determiner or "all" before the group ("free for our gold members", "free for
all gold members") changes nothing; a scope's "any" phrase is "free for everyone", already a zero.

English grammar and the catalogue's own scope phrases only: no group is listed here.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import compile_phrases
from guard.models import Value

#: A copula (or its contraction), an optional adverb, "free for" and an optional determiner:
#: what follows is whom the thing is free for.
_FREE_FOR_RE: Final = re.compile(
    r"(?P<free>(?:\b(?:is|are|be|was|were|stays?|remains?)|['’](?:s|re))\s+"
    r"(?:always\s+|still\s+|\w+ly\s+)?free)\s+for\s+(?:(?:all|our|the|any|every)\s+)?",
    re.IGNORECASE,
)


def scope_zeros(sentence: str, vocab: Vocabulary) -> list[Found]:
    """Each predicate "free for" a scope value of the catalogue, as a price of zero whose
    words are the copula and "free" (see the module docstring)."""
    if "free" not in sentence.casefold() or not vocab.catalogue.scopes:
        return []
    phrases = tuple(p for d in vocab.catalogue.scopes for _, ph in d.values for p in ph)
    rx = compile_phrases(phrases)
    if rx is None:
        return []
    out: list[Found] = []
    for m in _FREE_FOR_RE.finditer(sentence):
        if rx.match(sentence, m.end()) is None:
            continue
        start = m.start("free")
        value = Value(amount=0, unit="XXX", kind="money")
        out.append(Found(start, m.end("free"), sentence[start : m.end("free")], value, free=True))
    return out
