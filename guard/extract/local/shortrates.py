"""A rate's period in its short written form: "£15pm", "£15 p/m", "£650 pcm", "£40pw", "£2k pa".

Why: "pm", "p/m" and "pcm" (per calendar month), "pw" and "p/w", "pa", "p/a" and "p.a." and
"ph" are how prices are written in listings, texts and quick replies, and right after an
amount they mean "per month", "per week", "per year" and "per hour", exactly as "a month" or
"/mo" do (`rates`). Read as nothing, "£15pm" was an amount with no period, so the monthly
fee's "per month" never named its topic and the amount went to `other` (OUTSIDE_COVERAGE)
instead of being checked against the fee.

Only right after a currency amount (`rates.with_rates` extends money values only): "3pm" and
"at 3 p.m." are times of day, with no amount of money before them. "p.m." is left out
for that reason: even after an amount it reads as a time ("£15 p.m." is rare, "7 p.m." not).
Grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

#: Each short form's period, as the words a catalogue phrase is written in.
_PERIODS: Final[dict[str, str]] = {
    "pcm": "per month",
    "pm": "per month",
    "p/m": "per month",
    "pw": "per week",
    "p/w": "per week",
    "pa": "per year",
    "p/a": "per year",
    "p.a.": "per year",
    "ph": "per hour",
    "p/h": "per hour",
}

#: One short period as a step of a rate (`rates._STEP`); it ends its word.
SHORT_STEP: Final = r"(?:pcm|p\.a\.|p/?[mwah])(?![\w/])"

_SHORT_RE: Final = re.compile(rf"(?<![\w/.]){SHORT_STEP}", re.IGNORECASE)


def spelled_out(rate: str) -> str:
    """`rate` with each short period written out: "pm" → "per month", "p/a" → "per year"."""
    return _SHORT_RE.sub(lambda m: _PERIODS[m.group().lower()], rate)
