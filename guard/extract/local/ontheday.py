"""A window said to be the day itself: "can only be booked on the day", "on the day only".

Why: "same day" is read as 0 days (`durations`), but people more often say the same thing as
"on the day": "tickets can only be bought on the day", "cover is only available on the day",
"returns on the day only". Restricted by "only", it says the window is that day and no
earlier or later: a duration of 0 days, exactly what "same day only" says. Read as nothing,
a reply that shrinks a 30-day booking window to the day itself went out as ALLOW
NO_POLICY_CLAIM. As a duration it goes through the same topic reading as any other, and
against a longer window it is outside V (D9).

Only with "only" right before it (up to two words between: "only be booked on the day") or
right after it ("on the day only"): without it, "you can also book on the day" says the day
itself is allowed, which any window of days includes, and "bring your receipt on the day"
times an act, no window. Not after "not" ("not only on the day"), and not "on the day before"
or "after" (a day away, not the day). Grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.models import Value

_ON_THE_DAY: Final = r"on\s+the\s+(?:very\s+)?day(?:\s+itself)?\b"
_NOT_ANOTHER_DAY: Final = r"(?!\s+(?:before|after|prior|following|preceding|of\s+the\s+week)\b)"

_ONLY_BEFORE_RE: Final = re.compile(
    rf"(?<!\bnot\s)\bonly\s+(?:[a-z'’]+\s+){{0,2}}?(?P<words>{_ON_THE_DAY}){_NOT_ANOTHER_DAY}",
    re.IGNORECASE,
)
_ONLY_AFTER_RE: Final = re.compile(
    rf"\b(?P<words>{_ON_THE_DAY}{_NOT_ANOTHER_DAY}\s+only)\b", re.IGNORECASE
)


def only_on_the_day(sentence: str) -> list[Found]:
    """Every "on the day" restricted by "only" in `sentence`, as a duration of 0 days (its
    text the words "on the day", with "only" when it follows them)."""
    out: list[Found] = []
    for rx in (_ONLY_BEFORE_RE, _ONLY_AFTER_RE):
        for m in rx.finditer(sentence):
            start, end = m.span("words")
            if any(f.start < end and start < f.end for f in out):
                continue
            value = Value(amount=0, unit="calendar_days", kind="duration")
            out.append(Found(start, end, sentence[start:end], value))
    return out
