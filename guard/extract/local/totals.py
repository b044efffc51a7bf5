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


# A verb of summing right before the value: "comes to £108", "works out at £30", "adds up to
# 600 miles". These phrasal verbs say the value is what something sums to; they are grammar
# of arithmetic (a closed set of English verbs and their particles), not any team's words.
_SUMMED_BEFORE_RE: Final = re.compile(
    r"\b(?:comes?|came|coming)\s+(?:out\s+)?(?:to|at)\s+$"
    r"|\b(?:works?|worked|working)\s+out\s+(?:at|to|as)\s+$"
    r"|\b(?:adds?|added|adding)\s+up\s+to\s+$",
    _I,
)
# The value's own words go on to say what period it is charged per: "£30 a month".
_RATE_AFTER_RE: Final = re.compile(
    rf"^\s*(?:(?:per|a|an|each|every)\s+{_PERIOD}\b|/\s?{_PERIOD}\b)", _I
)


def summed_to(clause: Clause) -> bool:
    """Whether a verb of summing comes right before the value ("so a 4-hour session comes to
    £108") and the value names no period of its own ("comes to £30 a month" is still a
    rate): the value is what a rate adds up to over a stretch, a total."""
    return bool(_SUMMED_BEFORE_RE.search(clause.left)) and not _RATE_AFTER_RE.match(clause.right)


def per_period(vocab: Vocabulary, topic: str) -> bool:
    """Whether the topic is measured per period, as its unit or label says."""
    spec = vocab.topic(topic)
    return spec is not None and rate_words(spec.unit, spec.label)


def rate_words(unit: str | None, label: str) -> bool:
    """Whether a topic's unit or label says it is measured per period ("per hour")."""
    return bool(_PER_PERIOD_RE.search(f"{unit or ''} {label}"))


def said_as_total(quote: str, value_text: str) -> bool:
    """Whether `quote` calls the value it states with `value_text` a total, as
    `called_a_total` reads a clause (the text right before and after the value)."""
    at = quote.find(value_text) if value_text else -1
    if at < 0:
        return False
    left, right = quote[:at], quote[at + len(value_text) :]
    return bool(
        _TOTAL_AFTER_RE.match(right)
        or _TOTAL_BEFORE_RE.search(left)
        or (_SUMMED_BEFORE_RE.search(left) and not _RATE_AFTER_RE.match(right))
    )


def called_a_total(clause: Clause) -> bool:
    """Whether the value's own words call it a total ("600 miles in total", "a total of
    600 miles", "comes to £108": `summed_to`)."""
    return bool(
        _TOTAL_AFTER_RE.match(clause.right)
        or _TOTAL_BEFORE_RE.search(clause.left)
        or summed_to(clause)
    )


def without_period(unit: str | None) -> str | None:
    """A per-period unit without its period, for a total: "miles a day" → "miles"."""
    if unit is None:
        return None
    return " ".join(_PER_PERIOD_RE.sub(" ", unit).split()) or unit
