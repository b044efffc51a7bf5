"""A bracket right after a value that gives another number for a narrower case, its unit
left out: "up to two lessons a week (three on the premium plan)", "within 14 days (30 for members)".

English says the unit once and leaves it out of the bracket: the bracket's number counts
the same thing in the same unit, for the case the bracket names. Read without it, the
bracket's number is no value, and the sentence's one value takes the bracket's case as its
own scope: the general value looks like the narrower case's, and the narrower value is lost.
So the bracket's number is read as a value of the same kind, unit and topic as the value
right before the bracket; the scope reader then gives each value its own case, as it does
when the bracket repeats the unit ("(or 3 lessons a week on the premium plan)").

The bracket follows the value, or the rest of its phrase within three words ("two guests a
visit (four on a family plan)"). Only when the bracket opens with the number (or "or" and the number) and a word that
introduces a case follows it ("in", "for", "with", "on", "at", "if", "when", "during"):
"(3 of them)" or "(3 max)" say something else. Only a count or a duration, whose unit the
number leaves out; a money amount states its currency.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.numerals import _WORD_NUMBER, number

_I: Final = re.IGNORECASE

_BRACKET_RE: Final = re.compile(
    # up to three words of the value's own phrase may stand between ("two guests a visit (four
    # on a family plan)")
    rf"(?:\s+[\w'’-]+){{0,3}}?\s*\(\s*(?:or\s+)?(?P<num>\d+(?:\.\d+)?|{_WORD_NUMBER})\s+"
    r"(?:in|for|with|on|at|if|when|during)\b[^()]{0,60}\)",
    _I,
)

_KINDS: Final = frozenset({"count", "duration"})


def with_bracket_values(sentence: str, found: list[Found]) -> list[Found]:
    """`found` (left to right, not overlapping) with each elided bracket's number read as a
    value like the one before it (the module docstring); a reading already at that number
    (a bare number, no unit) gives way."""
    out = list(found)
    for f in found:
        if f.value.kind not in _KINDS or f.value.amount is None:
            continue
        m = _BRACKET_RE.match(sentence, f.end)
        if m is None:
            continue
        start, end = m.span("num")
        if any(g.start < end and start < g.end and g.value.unit for g in out if g is not f):
            continue  # the bracket's number was read with a unit of its own
        value = f.value.model_copy(update={"amount": number(m["num"]), "amount_max": None})
        new = replace(f, start=start, end=end, text=sentence[start:end], value=value)
        out = [g for g in out if not (g.start < end and start < g.end)] + [new]
    out.sort(key=lambda g: g.start)
    return out
