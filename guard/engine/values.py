"""Value comparison. Units never convert: 1 business day and 1 calendar day are different
promises, and hours never equal days."""

from __future__ import annotations

from guard.models import Value
from guard.taxonomy import UNIT_FAMILY, UNIT_WORDS


def same_value(a: Value, b: Value) -> bool:
    return a.unit == b.unit and a.low == b.low and a.high == b.high


def within(draft: Value, governing: Value) -> bool:
    """The draft's range lies inside the governing range, in the same unit.

    A shorter promise is *not* within a longer window: "within 2 business days" against a
    governing 4 business days over-promises, so it is outside V too.
    """
    return (
        draft.unit == governing.unit and governing.low <= draft.low and draft.high <= governing.high
    )


def within_by_amount(value: Value, governing: Value) -> bool:
    """`within`, but business and calendar days compare by amount (for change signals only).

    An announcement's unqualified "1 day" is not evidence of a different unit, so SRC-202's
    "1 day" agrees with a governing 1 business day. Hours still never equal days.
    """
    if UNIT_FAMILY[value.unit] != UNIT_FAMILY[governing.unit]:
        return False
    return governing.low <= value.low and value.high <= governing.high


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def format_value(value: Value | None) -> str:
    """Human wording: "1 business day", "5–7 days", "24 hours"."""
    if value is None:
        return "no stated value"
    singular, plural = UNIT_WORDS[value.unit]
    if value.amount_max is not None and value.amount_max != value.amount:
        return f"{_num(value.amount)}–{_num(value.amount_max)} {plural}"
    return f"{_num(value.amount)} {singular if value.amount == 1 else plural}"
