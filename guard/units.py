"""Value kinds and units of measure for durations: the vocabulary the data contract
(guard/models.py), the catalogue and the engine's value maths all speak. It sits below all
three, so none of them imports another to learn what a unit is."""

from __future__ import annotations

from typing import Literal

ValueKind = Literal["duration", "money", "percent", "count", "choice"]

#: A scope value nobody knows (the customer's plan, not yet asked).
UNKNOWN = "unknown"

#: The seed's four units first (the order the model's schema lists them in), then what a
#: team's own knowledge base also writes: response times in minutes; notice periods,
#: contracts, warranties, retention and trials in months and years.
DURATION_UNITS: tuple[str, ...] = (
    "business_days",
    "calendar_days",
    "hours",
    "weeks",
    "minutes",
    "months",
    "years",
)

#: Exact conversions: each duration unit as a multiple of a base unit. Two values whose
#: units share a base compare after conversion ("12 months" is "1 year", "2 hours" is "120
#: minutes", "2 weeks" is "14 days"); units with different bases never compare, because no
#: conversion between them is exact: a month is not 30 days, an hour is not a day's 24th
#: (a "1 day" promise is not "24 hours"), a business day is not a calendar day. That
#: difference is D8's unit mismatch.
UNIT_BASE: dict[str, tuple[str, int]] = {
    "minutes": ("minutes", 1),
    "hours": ("minutes", 60),
    "business_days": ("business_days", 1),
    "calendar_days": ("calendar_days", 1),
    "weeks": ("calendar_days", 7),
    "months": ("months", 1),
    "years": ("months", 12),
}

#: Base units that are the same kind of quantity and differ only in how they count. The
#: D11b change signal compares these by amount ("1 day" in an announcement is not evidence
#: of another unit); D8 still treats them as a mismatch.
UNIT_FAMILY: dict[str, str] = {
    "business_days": "days",
    "calendar_days": "days",
    "minutes": "minutes",
    "months": "months",
}
