"""A total is not a rate.

"Economy hires include 200 miles per day, added up over the whole rental. So a 3-day Economy
hire includes 600 miles in total." A topic measured per period (its unit or label says so:
"miles a day", "GB of data a month", "daily roaming charge") has a rate as its value. An
amount the text itself calls a total ("600 miles in total", "a total of £42", "altogether")
is the rate multiplied out over some stretch, a worked example, not a second rate: it is
`other`, so it neither supports nor contradicts the rate.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
_PERIOD: Final = r"(?:day|night|week|month|year|hour|annum)"
# A per-period measure: "a day", "per month", "each week", "/month", "daily", "monthly".
_PER_PERIOD_RE: Final = re.compile(
    rf"\b(?:per|a|an|each|every)\s+{_PERIOD}\b|/\s?{_PERIOD}\b"
    r"|\b(?:daily|nightly|weekly|monthly|yearly|annual|hourly)\b",
    _I,
)
# The value called a total, right after it or right before it.
_TOTAL_AFTER_RE: Final = re.compile(
    r"^[\s,]*(?:(?:of\s+\w+\s+)?(?:in\s+total|in\s+all|altogether|all\s+told|combined|overall)\b)",
    _I,
)
_TOTAL_BEFORE_RE: Final = re.compile(
    r"\b(?:(?:a|the)\s+)?(?:total|combined|overall)\s+(?:of\s+)?(?:up\s+to\s+)?$|\bin\s+total,?\s*$",
    _I,
)


def per_period(vocab: Vocabulary, topic: str) -> bool:
    """Whether the topic is measured per period, as its unit or label says."""
    spec = vocab.topic(topic)
    return spec is not None and bool(_PER_PERIOD_RE.search(f"{spec.unit or ''} {spec.label}"))


def called_a_total(clause: Clause) -> bool:
    """Whether the value's own words call it a total ("600 miles in total", "a total of
    600 miles")."""
    return bool(_TOTAL_AFTER_RE.match(clause.right) or _TOTAL_BEFORE_RE.search(clause.left))


def without_period(unit: str | None) -> str | None:
    """A per-period unit without its period, for a total: "miles a day" → "miles"."""
    if unit is None:
        return None
    return " ".join(_PER_PERIOD_RE.sub(" ", unit).split()) or unit
