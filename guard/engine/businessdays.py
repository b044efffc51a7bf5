"""The calendar days a number of business days can span: never fewer, possibly many more.

A business day is a calendar day that is not a weekend or a holiday, so N business days always
take at least N calendar days, and a weekend or a run of holidays can stretch them by any
number. "Same day" or "2 days" against a policy's "5 business days" is therefore no unit
mismatch to check by hand: whatever days are meant, 2 calendar days end before 5 business
days can, so it is a different, shorter value (`values.apart`), as "14 days" is against "1
month". The other way round ("7 days" against "5 business days") stays a mismatch: 5
business days can be 7 calendar days.
"""

from __future__ import annotations

import math


def business_day_span(low: float, high: float) -> tuple[float, float]:
    """The calendar days `low`..`high` business days can span: from `low`, with no top."""
    del high  # a weekend or holidays can stretch any number of business days
    return low, math.inf
