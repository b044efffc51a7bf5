"""A bound the other way from the topic's: "at least 2" is no value of "most recipes in a box".

A topic whose own label says it is a maximum ("most guests per room", "maximum parcel
weight", "largest party we seat") or a minimum ("minimum age to join", "fewest nights", "the
age from which a pass is free": the point something starts from) measures one end of a range. A value written as a
bound says which end it is: "at least", "no fewer than", "or more", "+", "over 70" give the
lower end; "up to", "at most", "no more than", "or fewer", "under 12", "children under 5"
the upper (a bound word inside the value's own words counts as one before it). So "kids
under 5 ride free" names the group below an age, never the age from which travel is free.
A sentence that states both ends ("Up to 5 per box, and at least 2") gives the maximum topic
its upper end only: the lower one is the minimum, another quantity, and read as the maximum it
would set a false conflict. So a value whose bound runs against its topic's is on no topic of the
catalogue (a bare "at least 2" is then no claim at all, as a bare number on no topic is).

A value with no bound word, or a topic whose label says neither (or both), is unaffected.
English words for the two ends of a range only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from guard.english import AT_LEAST, AT_MOST, LESS_THAN, MORE_THAN, one_of
from guard.extract.local.vocab import Vocabulary

Direction = Literal["upper", "lower"]

_I: Final = re.IGNORECASE
# A superlative of size says which end too: "largest group we take" is a maximum, "youngest
# age we take" a minimum (English's superlatives of size and extent, no catalogue's words).
_UPPER_LABEL: Final = re.compile(
    r"\b(?:most|maximum|max|at\s+most|largest|biggest|greatest|highest|longest)\b", _I
)
_LOWER_LABEL: Final = re.compile(
    r"\b(?:least|minimum|min|fewest|from\s+which|smallest|lowest|shortest|youngest)\b", _I
)
# A bound before the number: guard.english's classes, less "more than", "less than" and
# "fewer than", which after "no" or "not" bound the other way ("no more than 5" is a most).
_ABOVE: Final = one_of(MORE_THAN, without=(r"more\s+than",))
_BELOW: Final = one_of(LESS_THAN, without=(r"less\s+than", r"fewer\s+than"))
_LOWER_BEFORE: Final = re.compile(
    rf"\b(?:{one_of(AT_LEAST)}|no\s+(?:less|fewer)\s+than|not\s+(?:less|fewer)\s+than|"
    rf"(?:a\s+)?minimum\s+of|min\.?|{_ABOVE}|"
    r"older\s+than)[\s-]*$",
    _I,
)
_UPPER_BEFORE: Final = re.compile(
    rf"\b(?:{one_of(AT_MOST)}|no\s+more\s+than|not\s+more\s+than|(?:a\s+)?maximum\s+of|"
    rf"max\.?|{_BELOW}|"
    r"younger\s+than)[\s-]*$",
    _I,
)
_LOWER_AFTER: Final = re.compile(r"\s*(?:\+(?!\d)|(?:or|and)\s+(?:more|over|above|up)\b)", _I)
_UPPER_AFTER: Final = re.compile(r"\s*(?:or|and)\s+(?:fewer|less|under|below)\b", _I)
#: Why a value is on no topic: its bound runs against the topic its sentence names. A
#: draft's such value is no claim either (its number is left unread: D0b), for the
#: sentence is about a covered topic, only not about its value.
OTHER_WAY: Final = "a bound the other way"
_NUMBER: Final = re.compile(r"[\w.,]+")
_DIGIT: Final = re.compile(r"\d")


def topic_direction(vocab: Vocabulary, topic: str) -> Direction | None:
    """Which end of a range the topic measures, by its own label, or None."""
    spec = vocab.topic(topic)
    if spec is None:
        return None
    upper = bool(_UPPER_LABEL.search(spec.label))
    lower = bool(_LOWER_LABEL.search(spec.label))
    if upper == lower:
        return None
    return "upper" if upper else "lower"


def value_direction(sentence: str, start: int, end: int) -> Direction | None:
    """Which end of a range the value at sentence[start:end] is written as, or None."""
    digit = _DIGIT.search(sentence, start, end)
    start = digit.start() if digit else start  # "children under 5": the words before its number
    before = sentence[:start]
    number = _NUMBER.match(sentence, start)
    after_number = number.end() if number else end
    lower = bool(_LOWER_BEFORE.search(before)) or any(
        _LOWER_AFTER.match(sentence, at) for at in (after_number, end)
    )
    upper = bool(_UPPER_BEFORE.search(before)) or any(
        _UPPER_AFTER.match(sentence, at) for at in (after_number, end)
    )
    if upper == lower:
        return None
    return "upper" if upper else "lower"


def against_topic(vocab: Vocabulary, topic: str, sentence: str, start: int, end: int) -> bool:
    """Whether the value is a bound the other way from what its topic measures."""
    want = topic_direction(vocab, topic)
    if want is None:
        return False
    got = value_direction(sentence, start, end)
    return got is not None and got != want


# The noun of a bound said with the value: after it ("3 hours minimum", "a 3-hour minimum",
# "6 guests max") or before it with no "of" ("minimum 3 hours", "min. 3 hours"; "a minimum of"
# is `_LOWER_BEFORE`'s). English words for the two ends of a range only.
_LOWER_NOUN_AFTER: Final = re.compile(r"[\s-]*(?P<w>minimum|min)\b(?!\s+of\b)", _I)
_UPPER_NOUN_AFTER: Final = re.compile(r"[\s-]*(?P<w>maximum|max)\b(?!\s+of\b)", _I)
_LOWER_NOUN_BEFORE: Final = re.compile(r"\b(?P<w>minimum|min\.?)[\s:]*$", _I)
_UPPER_NOUN_BEFORE: Final = re.compile(r"\b(?P<w>maximum|max\.?)[\s:]*$", _I)
#: Why a value its words name no topic for is the one topic labelled its end of a range.
BOUND_NOUN: Final = "said as a minimum or maximum: the one topic of its kind labelled so"


def bound_noun_topic(
    vocab: Vocabulary, kind: str, sentence: str, start: int, end: int
) -> tuple[str, str] | None:
    """(the topic, the bound noun's words) for a value its clause names no topic for, said
    with the noun of a bound ("3 hours minimum", "minimum 3 hours", "a 3-hour minimum"), where
    exactly one topic of the value's `kind` is labelled that end of a range ("minimum booking
    length"); else None.

    Why: "minimum" said with a value calls it the least of something, as "a minimum of 3
    hours" does; where the value's own words name no topic, the catalogue's one topic of that
    kind whose own label says it is a minimum is what the value is the minimum of (a "(3 hours
    minimum)" bracket after an hourly price is the minimum booking, not the price). With two
    such topics, or none, nothing is read (`topic_direction` for what a label says)."""
    before = sentence[:start]
    for after_rx, before_rx, direction in (
        (_LOWER_NOUN_AFTER, _LOWER_NOUN_BEFORE, "lower"),
        (_UPPER_NOUN_AFTER, _UPPER_NOUN_BEFORE, "upper"),
    ):
        m = after_rx.match(sentence, end) or before_rx.search(before)
        if m is None:
            continue
        keys = [
            t.key
            for t in vocab.catalogue.topics
            if t.kind == kind and topic_direction(vocab, t.key) == direction
        ]
        return (keys[0], m["w"]) if len(keys) == 1 else None
    return None
