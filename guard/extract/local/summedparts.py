"""Parts a sentence adds up to a total it states are no values of the total's topic.

"Every booking includes 45 minutes on the lanes and 15 minutes in the café, so a booking
lasts an hour in total." The sentence lists the parts of a thing and then says what they
come to: the total (an hour) is what the thing measures; each part (45 minutes, 15 minutes)
measures a piece of it, not the whole. Read on the whole's topic, each part would be a
second value of it and contradict the total in the same sentence: every reply on the
topic would escalate (D7), or a draft that repeats a part would be held against the total.

Read by arithmetic and by the words that call a number a sum, never by a team's words: a
value is a part when a later value of the same kind in its sentence is called a total ("in
total", "altogether", "in all", "all told", "combined", "a total of", "overall"), and the
earlier values of that kind, two or more, add up exactly to it (durations in one base unit,
money in one currency). The words are closed by grammar: English's ways of saying that a
number is the sum of others. The total itself stays a claim, decided as any other.

Pure: a sentence's values in, a yes or no for one of them out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.difference import DIFFERENCE_AFTER
from guard.extract.local.found import Found
from guard.models import Value
from guard.units import UNIT_BASE

#: The reason `dropped.why_not_a_claim` gives.
PART_OF_TOTAL: Final = "a part of a total the sentence states"

_I: Final = re.IGNORECASE
_TOTAL_AFTER_RE: Final = re.compile(
    r"[\s,]*(?:in\s+total|in\s+all|altogether|all\s+told|combined|overall)\b", _I
)
_TOTAL_BEFORE_RE: Final = re.compile(
    r"\b(?:(?:a|the)\s+)?(?:total|combined|overall)\s+(?:of\s+)?$|\bin\s+total,?\s*$", _I
)
_SUMMED_KINDS: Final = frozenset({"duration", "money"})
_EPSILON: Final = 1e-6


def _base(v: Value) -> tuple[str, float] | None:
    """The value's amount in its base unit, with that unit; None for a range or no amount."""
    if v.amount is None or v.amount_max is not None:
        return None
    unit = v.unit or ""
    if v.kind == "duration":
        base = UNIT_BASE.get(unit)
        return (base[0], v.amount * base[1]) if base is not None else None
    return unit, v.amount


def _called_a_total(sentence: str, f: Found) -> bool:
    return bool(
        _TOTAL_AFTER_RE.match(sentence, f.end) or _TOTAL_BEFORE_RE.search(sentence[: f.start])
    )


def part_of_a_total(sentence: str, found: list[Found], i: int) -> bool:
    """Whether `found[i]` is one of two or more values that a later value of the same kind,
    called a total, adds up (see the module docstring)."""
    d = found[i]
    if d.value.kind not in _SUMMED_KINDS or _base(d.value) is None:
        return False
    for j in range(i + 1, len(found)):
        total = found[j]
        if total.value.kind != d.value.kind or not _called_a_total(sentence, total):
            continue
        whole = _base(total.value)
        parts = [
            _base(f.value)
            for f in found[:j]
            if f.value.kind == d.value.kind and not DIFFERENCE_AFTER.match(sentence[f.end :])
        ]  # "£35, and £8 more than that, £43 all told": a difference adds to a price, no part
        if whole is None or len(parts) < 2 or any(p is None or p[0] != whole[0] for p in parts):
            return False
        return abs(sum(p[1] for p in parts if p is not None) - whole[1]) < _EPSILON
    return False
