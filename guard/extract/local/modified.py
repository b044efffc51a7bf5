"""A loose match whose first word modifies another noun is not the phrase.

Some catalogue phrases join their first word to the next one with a linking function word:
"ready to collect", "free for members", "access to your unit". The linker completes the
word right before it. A loose match (`loose`) keeps the phrase's words in order with other
words between, so it also finds them where the first word opens a noun phrase of its own
and the linker completes that noun phrase's head: "from our ready text to collect it" says
what the text is for, not that anything is ready; "the access code to your unit" is about a
code. The sign is grammatical, no catalogue's words: the first word comes straight after a
determiner ("our", "the", "a"), so it is inside a noun phrase, not a verb taking an object
("we hold £250 on your card" keeps its match); the word straight after it is another
content word, the head that noun phrase goes on to; and the phrase's own linker comes only
after that word. Where the word after the first is a function word ("ready for you to
collect", "the fee we charge to restore") the linker still completes the phrase's words
and the match stands.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES, QUANTIFIERS, one_of
from guard.kb.catalogue import Catalogue
from guard.kb.phrases import FUNCTION_WORDS, loose_pattern

_I: Final = re.IGNORECASE

#: Words that open a noun phrase (articles, possessives, demonstratives, quantifiers, "no"):
#: a word right after one is inside a noun phrase, not a verb. Not "that", which also opens
#: a clause ("so that payments arrive").
_DETERMINERS: Final = one_of(
    ARTICLES, POSSESSIVES, DEMONSTRATIVES, QUANTIFIERS, ("no",), without=("that",)
)
_DETERMINER_BEFORE: Final = re.compile(rf"(?<![\w'’])(?:{_DETERMINERS})\s+$", _I)
_SEP: Final = r"[\s\-/]+"


def _word(token: str) -> str:
    """A phrase word's pattern: its letters and any ending (`*`, plural, -ed)."""
    forms = [t.rstrip("*") for t in token.split("|") if t.rstrip("*")]
    return "(?:" + "|".join(re.escape(f) for f in forms) + r")[\w'’]*"


@lru_cache(maxsize=64)
def _linked(cat: Catalogue, key: str) -> tuple[re.Pattern[str], ...]:
    """For `key`'s phrases whose first content word is joined to the next by function words
    ("ready to collect"): a pattern for a loose match that starts with that word, has a
    word (group `next`) straight after it and the phrase's first linking word only later,
    before the next content word."""
    spec = cat.topic(key)
    out: list[re.Pattern[str]] = []
    for phrase in spec.about if spec is not None else ():
        if not loose_pattern(phrase):
            continue
        tokens = [t for t in re.split(r"[\s\-]+", phrase.lstrip("=")) if t]
        content = [i for i, t in enumerate(tokens) if t.lower() not in FUNCTION_WORDS]
        if len(content) < 2 or content[0] != 0 or content[1] == 1:
            continue
        first, linker, then = tokens[0], tokens[1], tokens[content[1]]
        out.append(
            re.compile(
                rf"{_word(first)}{_SEP}(?P<next>[^\s\-/]+)(?:{_SEP}[^\s\-/]+)*?"
                rf"{_SEP}{re.escape(linker)}{_SEP}(?:[^\s\-/]+{_SEP})*?{_word(then)}",
                _I,
            )
        )
    return tuple(out)


def modifies_another(cat: Catalogue, key: str, text: str, start: int, end: int) -> bool:
    """Whether the loose match `text[start:end]` of `key`'s phrases starts with a word that
    modifies another noun, so that the phrase's linker completes that noun (see the module
    docstring)."""
    if not _DETERMINER_BEFORE.search(text[:start]):
        return False
    matched = text[start:end]
    for rx in _linked(cat, key):
        m = rx.match(matched)
        if m is not None and m.group("next").lower() not in FUNCTION_WORDS:
            return True
    return False
