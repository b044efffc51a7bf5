"""The records `scopes` reads a dimension's mentions into, and the value names it finds
beside the catalogue's phrases: a capitalised name before a list word ("Team and Business
plans"), an elided list item ("a standard or express parcel"), a name written as a proper
noun ("Business goes to $24"); and why a group of mentions scopes a claim (`because`).

Separate from `scopes`, which decides which mentions scope a claim and where to look for
them: this module only says what counts as a mention and how a group is reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from guard.extract.local.cues import Because
from guard.extract.local.elided import elided_item
from guard.extract.local.scopelist import (
    LIST_GAP,
)
from guard.extract.local.vocab import Dimension
from guard.kb.catalogue import SCOPE_ANY
from guard.kb.phrasematch import classify
from guard.kb.phrases import phrase_pattern

_I: Final = re.IGNORECASE

# Between two items of a list (`scopelist.LIST_GAP`).
_LIST_GAP: Final = LIST_GAP


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    value: str
    rule: str  # scope, any or name


@dataclass(frozen=True)
class Group:
    """Mentions of one dimension next to each other: one value, a list, or a compound."""

    start: int
    end: int
    values: tuple[str, ...]
    #: Two different values side by side with no list word between them.
    compound: bool
    mentions: tuple[Mention, ...]


_LIST_GAP_END_RE: Final = re.compile(rf"(?:{_LIST_GAP})$", _I)


@lru_cache(maxsize=1024)
def _name_at_end(name: str) -> re.Pattern[str]:
    return re.compile(phrase_pattern(name) + r"$", _I)


def name_before(dim: Dimension, text: str, later: tuple[str, int, int]) -> Mention | None:
    """A value named at the end of `text` before a list word: a capitalised name ("Team" in
    "Team and "), or words that name a value with the head noun of the later item (at
    `later`: the text, its start and end) put back ("standard" in "a standard or express
    parcel", `elided`)."""
    base = max(0, len(text) - 60)
    gap = _LIST_GAP_END_RE.search(text, base)
    if gap is None or gap.start() == 0:
        return None
    head = text[: gap.start()]
    values = tuple((v, p) for v, p in dim.options if v != SCOPE_ANY)
    said = elided_item(values, head, *later)
    if said is not None:
        return Mention(said[0], len(head), said[1], "scope")
    for value, (name,) in dim.names:
        m = _name_at_end(name).search(head, max(0, len(head) - 60))
        if m and m.group()[0].isupper():
            return Mention(m.start(), m.end(), value, "name")
    return None


# A word that starts a sentence, or markup and punctuation before one.
_SENTENCE_START_RE: Final = re.compile(r"(?:^|[.!?:;]\s*)[\W_]*$")
# The words right next to a name, with only spaces between: a Title Case run.
_WORD_BEFORE_RE: Final = re.compile(r"([\w'’]+)[ \t]+$")
_WORD_AFTER_RE: Final = re.compile(r"[ \t]+([\w'’]+)")


def proper_names(dim: Dimension, text: str, sentence: str, base: int) -> list[Mention]:
    """A value's own name written as a proper noun inside a sentence ("Business goes to $24",
    "bump Team trials"): capitalised, not the sentence's first word, and not part of a Title
    Case run ("Start Your Free Trial"), where a capital says nothing."""
    out: list[Mention] = []
    for s, e, v in classify(dim.names, text):
        word = text[s:e]
        if not word[0].isupper():
            continue
        at = base + s
        before = sentence[:at]
        if _SENTENCE_START_RE.search(before):
            continue
        prev = _WORD_BEFORE_RE.search(before)
        nxt = _WORD_AFTER_RE.match(sentence[base + e :])
        if (prev and prev.group(1)[0].isupper()) or (nxt and nxt.group(1)[0].isupper()):
            continue
        out.append(Mention(s, e, v, "name"))
    return out


def because(dim: Dimension, where: str, text: str, g: Group, note: str = "") -> Because:
    """Why a group scopes a claim: its words and the phrases of its first value."""
    m = g.mentions[0]
    options = dict(dim.options)
    phrases = dim.spec.any if m.value == SCOPE_ANY else options.get(m.value, ())
    if m.rule == "name":
        phrases = dict(dim.names).get(m.value, ())
    if not note and g.values == (SCOPE_ANY,) and m.value != SCOPE_ANY:
        note = "a list naming every value"
    if not note and len(g.values) > 1:
        note = "a list: one claim per value"
    return Because(where, text[g.start : g.end], m.rule, m.value, phrases, note)


def from_group(dim: Dimension, where: str, text: str, g: Group) -> tuple[tuple[str, ...], Because]:
    if g.compound:
        note = "ambiguous: one value qualifies another, so no single one is read"
        return (SCOPE_ANY,), because(dim, where, text, g, note)
    return g.values, because(dim, where, text, g)
