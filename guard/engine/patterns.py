"""The policy-pattern detector: a deterministic backstop for the extractor.

"No claim found" is never proof of safety. When the extractor returns no in-scope claim
but the draft still reads like a timing or money promise, this detector makes the result
CAUTION (EXTRACTION_GAP) instead of ALLOW. It is deliberately broad: a false CAUTION costs
an acknowledgement click, a false ALLOW costs a wrong promise to a customer.
"""

from __future__ import annotations

import re

from guard.models import PatternMatch

_PATTERNS: tuple[re.Pattern[str], ...] = (
    re.compile(
        r"\b(\d+|one|two|three|four|five|six|seven|ten|same)[\s-]*"
        r"(business |working |calendar )?(day|days|hour|hours|week|weeks)\b",
        re.IGNORECASE,
    ),
    # Broader than the seed's pattern: one word of any kind between the number and the unit
    # ("9 biz days", "2 more days", "3 bank days"), and short units ("24h", "48 hrs", "5d").
    re.compile(
        r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]+\w+[\s-]+"
        r"(days?|hours?|hrs?|weeks?)\b|\b\d+\s?(h|hrs?|d)\b",
        re.IGNORECASE,
    ),
    re.compile(r"\b(same day|today|tomorrow|within|by end of)\b", re.IGNORECASE),
    # Beyond the seed's list: vague timings the extractor cannot turn into a value. Each is a
    # promise of timing all the same, so none may pass as "no policy claim".
    re.compile(
        r"\b(shortly|(a few|several|a couple of)\s+(business |working )?"
        r"(days?|hours?|weeks?)|\d+\s+months?)\b",
        re.IGNORECASE,
    ),
    # A currency amount: a symbol before or a code after a number.
    re.compile(
        r"[$€£¥]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:USD|EUR|GBP|CHF|dollars?|euros?|pounds?)\b",
        re.IGNORECASE,
    ),
)


def find_policy_patterns(text: str) -> list[PatternMatch]:
    """Every match of the detector in `text`, in order of position, overlaps merged."""
    spans: list[tuple[int, int]] = []
    for rx in _PATTERNS:
        spans.extend(m.span() for m in rx.finditer(text))
    spans.sort()
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return [PatternMatch(text=text[s:e], start=s, end=e) for s, e in merged]


def has_policy_pattern(text: str) -> bool:
    return bool(find_policy_patterns(text))
