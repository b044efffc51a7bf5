"""Value comparison over the five value kinds. Units convert only where the conversion is
exact (`UNIT_BASE`): minutes and hours (x60), calendar days and weeks (x7), months and years
(x12). Nothing else converts: 1 business day and 1 calendar day are different promises,
hours never equal days, a month is never 30 days, euros never equal dollars.

"Within V" is range containment for numbers (a shorter promise is *not* within a longer
window: "within 2 business days" against a governing 4 over-promises) and equality for a
choice.
"""

from __future__ import annotations

import re

from guard.engine.businessdays import business_day_span
from guard.models import Value
from guard.units import UNIT_BASE, UNIT_FAMILY

#: ISO 4217's code for "no currency": what "free" is, in any currency.
NO_CURRENCY = "XXX"

_DURATION_WORDS: dict[str, tuple[str, str]] = {
    "business_days": ("business day", "business days"),
    "calendar_days": ("day", "days"),
    "hours": ("hour", "hours"),
    "weeks": ("week", "weeks"),
    "minutes": ("minute", "minutes"),
    "months": ("month", "months"),
    "years": ("year", "years"),
}
_CURRENCY_SYMBOLS: dict[str, str] = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥"}
_KIND_NOUNS: dict[str, str] = {
    "duration": "a timing",
    "money": "an amount",
    "percent": "a percentage",
    "count": "a number",
    "choice": "a policy statement",
}


def kind_noun(kind: str) -> str:
    """How a headline names a claim of this kind: "a timing", "an amount"."""
    return _KIND_NOUNS.get(kind, "a claim")


def _base(value: Value) -> tuple[str, float, float]:
    """A number's unit and range in the unit's exact base (a duration in minutes, calendar
    days, business days or months); any other unit is its own base. Rounded so that
    0.1 hours and 6 minutes are the same amount."""
    unit = value.unit or ""
    base, factor = UNIT_BASE.get(unit, (unit, 1)) if value.kind == "duration" else (unit, 1)
    return base, round(value.low * factor, 6), round(value.high * factor, 6)


def converts(a: Value, b: Value) -> bool:
    """Two durations in different units that convert exactly ("12 months" and "1 year")."""
    return a.kind == b.kind == "duration" and a.unit != b.unit and same_unit(a, b)


def same_unit(a: Value, b: Value) -> bool:
    """Same kind and the same unit, or units that convert exactly; "free" (no currency)
    matches any currency."""
    if a.kind != b.kind:
        return False
    if a.kind == "money" and NO_CURRENCY in (a.unit, b.unit):
        return (a.unit == NO_CURRENCY and a.high == 0) or (b.unit == NO_CURRENCY and b.high == 0)
    return a.kind == "choice" or _base(a)[0] == _base(b)[0]


def same_value(a: Value, b: Value) -> bool:
    if a.kind == "choice" or b.kind == "choice":
        return a.kind == b.kind and a.option == b.option
    return same_unit(a, b) and _base(a)[1:] == _base(b)[1:]


def not_above(a: Value, b: Value) -> bool:
    """Whether `a` reaches no higher than `b`'s top, in the same unit or after an exact
    conversion ("18 months" is not above "5 years")."""
    return a.kind != "choice" and same_unit(a, b) and _base(a)[2] <= _base(b)[2]


def within(draft: Value, governing: Value) -> bool:
    """The draft's range lies inside the governing range, in the same unit (after an exact
    conversion); or the same option of a choice."""
    if draft.kind == "choice" or governing.kind == "choice":
        return draft.kind == governing.kind and draft.option == governing.option
    if not same_unit(draft, governing):
        return False
    _, low, high = _base(draft)
    _, gov_low, gov_high = _base(governing)
    return gov_low <= low and high <= gov_high


#: The fewest and most calendar days a calendar month can hold: how far apart a number of
#: days and a number of months can be said to be whatever month is meant.
MONTH_DAYS: tuple[int, int] = (28, 31)


def _day_span(value: Value) -> tuple[float, float] | None:
    """The calendar days a duration can span: exact for days and weeks, every length its
    months could have for months and years, at least as many for business days
    (`businessdays`), None for any other unit."""
    base, low, high = _base(value)
    if base == "calendar_days":
        return low, high
    if base == "months":
        return low * MONTH_DAYS[0], high * MONTH_DAYS[1]
    if base == "business_days":
        return business_day_span(low, high)
    return None


def apart(draft: Value, governing: Value) -> bool:
    """Days against months: no exact conversion (a month is never 30 days), yet a number of
    days that no month length could make equal to the governing months ("14 days" against
    "1 month": a month has at least 28 days) is a different value, not a different unit."""
    if not (draft.kind == governing.kind == "duration") or same_unit(draft, governing):
        return False
    ours, theirs = _day_span(draft), _day_span(governing)
    if ours is None or theirs is None:
        return False
    return ours[1] < theirs[0] or ours[0] > theirs[1]


_PERIOD_RE = re.compile(r"\b(?:a|an|per|each|every)\s+(day|week|fortnight|month|year)s?\b", re.I)


def per_period_unit(said: str, unit: str | None) -> str | None:
    """A count topic's `unit` for a bare count said per period ("2 a month"), when the unit
    counts per the same period ("guest passes a month", "guests per month"); None when the
    periods differ or only one of them has one: "2 a month" is never 2 a year."""
    ours, theirs = _PERIOD_RE.search(said), _PERIOD_RE.search(unit or "")
    if unit is None or ours is None or theirs is None:
        return None
    return unit if ours.group(1).lower() == theirs.group(1).lower() else None


def within_by_amount(value: Value, governing: Value) -> bool:
    """`within`, but units of one family compare by amount (for change signals only).

    An announcement's unqualified "1 day" is not evidence of a different unit, so SRC-202's
    "1 day" agrees with a governing 1 business day. Hours still never equal days, nor
    months days."""
    if value.kind != governing.kind:
        return False
    if value.kind == "choice":
        return value.option == governing.option
    if value.kind == "duration":
        base, low, high = _base(value)
        gov_base, gov_low, gov_high = _base(governing)
        if UNIT_FAMILY.get(base) != UNIT_FAMILY.get(gov_base):
            return False
        return gov_low <= low and high <= gov_high
    if not same_unit(value, governing):
        return False
    return governing.low <= value.low and value.high <= governing.high


def unit_words(value: Value) -> str:
    """What a value counts, for the trace: "business days", "EUR", "percent"."""
    if value.kind == "duration":
        return _DURATION_WORDS.get(value.unit or "", ("", value.unit or ""))[1]
    if value.kind == "choice":
        return "options"
    return value.unit or value.kind


def _num(x: float, cents: bool = False, grouped: bool = False) -> str:
    """A number as written: whole numbers without a point, money with cents; `grouped`
    puts in the thousands separator an English reader expects of an amount ("£1,800")."""
    sep = "," if grouped else ""
    if float(x).is_integer():
        return f"{int(x):{sep}d}"
    if cents and round(x, 2) != x:
        # a fraction of a cent or penny ("53.68p" is £0.5368): every digit, never rounded
        return f"{x:{sep}.8f}".rstrip("0")
    return f"{x:{sep}.2f}" if cents else f"{x:{sep}g}"


def _span(value: Value) -> str:
    money = value.kind == "money"
    low = _num(value.low, money, grouped=money)
    if value.amount_max is not None and value.amount_max != value.amount:
        return f"{low}–{_num(value.amount_max, money, grouped=money)}"
    return low


def format_value(value: Value | None) -> str:
    """Human wording: "1 business day", "5–7 days", "€1.50", "1.5%", "3 free withdrawals"."""
    if value is None:
        return "no stated value"
    match value.kind:
        case "choice":
            return (value.option or "").replace("_", " ")
        case "percent":
            return f"{_span(value)}%"
        case "money":
            if value.high == 0:
                return "free"
            unit = value.unit or ""
            symbol = _CURRENCY_SYMBOLS.get(unit)
            return f"{symbol}{_span(value)}" if symbol else f"{_span(value)} {unit}"
        case "count":
            noun = "" if value.unit in (None, "count") else f" {value.unit}"
            return f"{_span(value)}{noun}"
    singular, plural = _DURATION_WORDS.get(value.unit or "", (value.unit or "", value.unit or ""))
    if value.amount_max is not None and value.amount_max != value.amount:
        return f"{_span(value)} {plural}"
    return f"{_num(value.low)} {singular if value.low == 1 else plural}"
