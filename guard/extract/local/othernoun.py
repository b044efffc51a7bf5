"""A count whose own noun is not what its topic counts: "One boat per mooring" on a topic of
people per mooring.

A count topic's phrase is often only the denominator of what it counts ("per mooring", "per
room", "each order"), so the count reader takes any number a few words before it: "Up to 6
people per mooring", but also "One boat per mooring" and "one dinghy per mooring". The number
says what it counts right after it, and the catalogue says what the topic counts (its
`unit`, "people per mooring"). When the number's own words name another noun, it counts that
noun, not the topic's: read as the topic's value it makes a false conflict (1 against 6
people) in one document. Such a count is on `other`.

What counts as the same noun, by English only: the unit's counted noun in either number
("person"/"people" too), a word of the topic's own phrases or label, or, when the unit
counts people, any noun for people ("guests", "adults", "campers"): a team writes its
people in many words. Anything else ("boat", "dinghy", "trailer", "canopy") is another
thing.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.patterns import counted_noun
from guard.english import PERSON_WORDS
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import find_all
from guard.wordforms import noun_forms

_I: Final = re.IGNORECASE

#: A phrase that only says what the count is per: "per mooring", "each order", "a room".
_DENOMINATOR_RE: Final = re.compile(r"^(?:per|each|every|a|an|for\s+each)\s", _I)
_NUMBER_RE: Final = re.compile(
    r"^\s*(?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]\w+|\w+)\s*", _I
)
_WORD_RE: Final = re.compile(r"[^\W\d_]+")
#: Words that qualify a count without naming what it counts ("6 more per mooring").
QUALIFIERS: Final = frozenset(
    [
        "more",
        "extra",
        "additional",
        "further",
        "other",
        "max",
        "maximum",
        "min",
        "minimum",
        "only",
        "just",
        "total",
        "in",
        "all",
        "up",
        "to",
        "at",
        "least",
        "most",
        "the",
        "a",
        "an",
        "of",
    ]
)
#: Nouns for people: a unit counting people is said in any of them.
_PEOPLE: Final = PERSON_WORDS


def counts_another_noun(vocab: Vocabulary, topic: str, text: str) -> str | None:
    """The noun a count's own words (`text`, "One boat per mooring") name when it is not what
    `topic` counts, or None when it is the topic's (or names no noun: "up to 6 per mooring").
    Only for a count placed by a denominator phrase ("per mooring"): a phrase that names the
    counted thing itself ("dogs per booking") already says what it counts."""
    spec = vocab.topic(topic)
    if spec is None or spec.kind != "count":
        return None
    hits = find_all(spec.about, text)
    if not hits:
        return None
    start, _ = hits[-1]
    if not _DENOMINATOR_RE.match(text[start:]):
        return None
    number = _NUMBER_RE.match(text[:start])
    words = [w.lower() for w in _WORD_RE.findall(text[number.end() if number else 0 : start])]
    words = [w for w in words if w not in QUALIFIERS]
    if not words:
        return None
    own = {
        f
        for w in _WORD_RE.findall(" ".join((spec.label or "", *spec.about)))
        for f in noun_forms(w)
    }
    noun_rx = counted_noun(spec.unit)
    if any(w in own or (noun_rx and re.fullmatch(noun_rx, w, _I)) for w in words):
        return None
    unit_noun = noun_rx is not None and any(re.fullmatch(noun_rx, p, _I) for p in _PEOPLE)
    if unit_noun and any(w in _PEOPLE for w in words):
        return None
    return " ".join(words)


#: What a unit counts per: "children per member of staff" → "member of staff".
_PER_RE: Final = re.compile(r"\bper\s+(.+)$", _I)


def counts_the_denominator(vocab: Vocabulary, topic: str, text: str) -> bool:
    """Whether a count's own words (`text`, "one member of staff for every") count what
    `topic`'s unit is counted per ("children per member of staff"), not what it counts.

    A ratio is said either way round: "8 children per member of staff", or "one member of
    staff for every 8 children". In the second, the number before the unit's denominator is
    the ratio's "one" (or a multiple of it), which says nothing of how many the unit counts;
    read as the topic's value it is 1 where every source means 8. The number that is the
    value is the one said of the counted noun ("8 children"), which its own reading takes.
    English only: the words between the number and the topic's phrase, less qualifiers, are
    the unit's words after "per" in either number."""
    spec = vocab.topic(topic)
    per = _PER_RE.search(spec.unit or "") if spec is not None and spec.kind == "count" else None
    if spec is None or per is None:
        return False
    hits = find_all(spec.about, text)
    if not hits:
        return False
    start, _ = hits[-1]
    number = _NUMBER_RE.match(text[:start])
    said = [w.lower() for w in _WORD_RE.findall(text[number.end() if number else 0 : start])]
    said = [w for w in said if w not in QUALIFIERS]
    unit = [w.lower() for w in _WORD_RE.findall(per.group(1)) if w.lower() not in QUALIFIERS]
    return (
        bool(said)
        and len(said) == len(unit)
        and all(s in noun_forms(u) for s, u in zip(said, unit, strict=True))
    )
