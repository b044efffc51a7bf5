"""A bare price in the second half of a coordination that sets two scope values side by side is
on the first half's topic: "On Basic it's £15 a month, and Premium is £25".

Why: English leaves out of a second conjunct what it shares with the first (gapping): "and
Premium is £25" means "and Premium is £25 a month", the same thing priced for another scope
value. The first price names its topic in its own words ("a month", "the monthly fee") and is
said for one scope value (`draftscope`); the second is said for another value of the same
dimension, with no words of its own that name a topic, so it was read on no topic (`other`):
CAUTION OUTSIDE_COVERAGE on a reply that only compares the two plans the sources price. So
the second price takes the first's topic, and is decided against its own scope's value like
any scoped claim (`engine.scopedclaims`): a wrong "Premium is £35" HOLDs.

Only in that shape, all in one sentence: the earlier claim is a money value on a topic (not
`other` nor unattributed) said for one scope value; the later one is a money value in the
same currency on no topic, said for another value of the same dimension, whose words are the
amount alone (a price with a period or a unit of its own, "£25 a year", is its own claim);
between them stand only a coordinating conjunction ("and", "while", "whereas", "but"), the
later scope's words, and grammar words (a copula, "it's", a preposition, a determiner: the
closed class below). Any other word there (a noun: "and Premium gets a car mat for £25")
may name another thing priced, and the claim stays as it was. English grammar only: the
scope words come from the catalogue.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.groupexception import group_named
from guard.english import ARTICLES, word_set
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from guard.models import DraftClaim

_CONJUNCTION_RE: Final = re.compile(r"^[\s,;–—-]*(?:and|while|whereas|but)\b", re.IGNORECASE)
#: The words that may stand beside the later scope's words before its price. Narrower on
#: purpose than guard.english's classes: only what links a scope to a price ("on weekends
#: it's", "for members it costs just"), so a scope with any other word is no bare scope.
_GRAMMAR: Final = word_set(
    ARTICLES,
    ("on", "for", "with", "at", "to"),
    ("it", "it's", "it’s", "is", "are", "'s", "’s", "costs", "cost", "comes", "come"),
    ("just", "only", "then"),
)
_WORD_RE: Final = re.compile(r"[\w'’]+")
_AMOUNT_ONLY_RE: Final = re.compile(r"^\W*[\d.,]+\W*$|^[£$€¥]\s*[\d.,]+$")


def _between_is_grammar(between: str, scope_words: str) -> bool:
    m = _CONJUNCTION_RE.match(between)
    if m is None:
        return False
    rest = between[m.end() :]
    at = rest.casefold().find(scope_words.casefold())
    if at < 0:
        return False
    rest = rest[:at] + " " + rest[at + len(scope_words) :]
    return all(w.casefold() in _GRAMMAR for w in _WORD_RE.findall(rest))


def carried_topics(text: str, claims: list[DraftClaim], cat: Catalogue) -> list[DraftClaim]:
    """The claims, each bare price of a coordinated second scope value on the topic of the
    first (see the module docstring)."""
    out = list(claims)
    for i, b in enumerate(claims):
        if (
            b.topic not in (OTHER, UNATTRIBUTED)
            or b.value is None
            or b.value.kind != "money"
            or not b.condition
            or not _AMOUNT_ONLY_RE.match(b.value_text.strip())
        ):
            continue
        scope_b = group_named(cat, b.condition)
        if scope_b is None or text.find(b.span) < 0:
            continue
        for a in claims[:i]:
            if a.span != b.span or a.value is None or a.value.kind != "money" or not a.condition:
                continue
            if a.topic in (OTHER, UNATTRIBUTED) or a.value.unit != b.value.unit:
                continue
            scope_a = group_named(cat, a.condition)
            a_at = a.span.find(a.value_text)
            if scope_a is None or scope_a[0] != scope_b[0] or scope_a[1] == scope_b[1] or a_at < 0:
                continue
            b_at = b.span.find(b.value_text, a_at + len(a.value_text))
            if b_at < 0:
                continue
            between = b.span[a_at + len(a.value_text) : b_at]
            if _between_is_grammar(between, b.condition):
                out[i] = b.model_copy(update={"topic": a.topic})
                break
    return out
