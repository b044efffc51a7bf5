"""A partitive count ("20 of those") counts the noun of the count it refers back to.

"A big flat fills around 60 crates, and 20 of those come free": "20 of those" is 20 crates.
English leaves the noun out of a partitive ("N of those", "N of these", "N of them", "N of
which") because the pronoun points back to a noun phrase just said, here "60 crates"; the
number counts the same things. A count reader that looks for what a count topic counts right
after the number finds only "of those" and reads nothing, so the number stays unread. So a
number followed by a partitive pronoun is read as if the noun the previous number in the
sentence counted (its next one to three words) were written in the pronoun's place: what
that makes a count of, it is, and its text is the number with its partitive ("20 of
those"), verbatim in the sentence.

Pure grammar (a partitive's elided head noun); what the noun counts comes only from the
catalogue's count phrases, read by the caller's count reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guard.extract.local.found import Found

# A number, then "of" and a pronoun pointing back: "20 of those", "two of them".
_NUM: Final = (
    r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"thirty|forty|fifty"
)
_PARTITIVE_RE: Final = re.compile(
    rf"\b(?P<num>{_NUM})(?P<of>\s+of\s+(?:those|these|them|which))\b", re.IGNORECASE
)
# The previous number and the words after it (its noun: "60 crates", "around 60 big crates").
_EARLIER_RE: Final = re.compile(
    rf"\b(?:{_NUM})\s+(?P<noun>[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){{0,2}})", re.IGNORECASE
)
# Where the antecedent noun phrase ends: a list word, punctuation or a verb-like stop word.
_NOUN_END_RE: Final = re.compile(
    r"\s+(?:and|or|but|so|is|are|was|were|a|an|the|to|for|with|in|on|at|of|per|each|every)\b.*$",
    re.IGNORECASE,
)


def _antecedent_noun(sentence: str, before: int) -> str | None:
    """The noun the last number before `before` counts: up to three words after it, cut at
    a list word, a preposition or an article."""
    last = None
    for m in _EARLIER_RE.finditer(sentence, 0, before):
        last = m
    if last is None:
        return None
    noun = _NOUN_END_RE.sub("", last.group("noun"))
    return noun or None


def partitive_counts(sentence: str, read: Callable[[str], list[Found]]) -> list[Found]:
    """The counts `read` (a count reader over one sentence) finds in each partitive of the
    sentence ("20 of those") once the noun it points back to is put in its place, placed
    back on the partitive's own words."""
    out: list[Found] = []
    for m in _PARTITIVE_RE.finditer(sentence):
        noun = _antecedent_noun(sentence, m.start())
        if noun is None:
            continue
        said = f"{sentence[: m.end('num')]} {noun}{sentence[m.end() :]}"
        shift = len(noun) + 1 - len(m.group("of"))
        for f in read(said):
            if f.start != m.start() or f.end - shift < m.end("num"):
                continue
            end = max(m.end(), f.end - shift)
            out.append(Found(m.start(), end, sentence[m.start() : end], f.value, topic=f.topic))
    return out
