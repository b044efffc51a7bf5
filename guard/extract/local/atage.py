"""The age at which someone may do a thing: "At 17 you can ride alone", "at 16 she can
join".

"at" and a bare number right before a person and a verb of permission ("can", "may", "is
allowed to", "is old enough to") says from what point that person may do it. With a person
as the subject, that point is their age, as "once you turn 17" is (`bounds`' thresholds):
an age said of someone, read when the catalogue has an age topic. Stated, it is a claim of
that age, so a reply that lets a 16-year-old do what the rules keep for 18 is held, not
left as a number without a verdict (D0b).

Read only where the number cannot be a time of day ("at 9 you can collect it"): over 12
after any person ("you", "he", "she", "they", "your son", "her dad"), or, for 12 and under,
after one person named as a third party ("she", "he", "your daughter", "his sister"), who
is told about rather than given a time. Never before "am", "pm", "o'clock", a colon or a
dot and digits. English only; no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

#: "at 16 she can", "At 17, you may", "at sixteen your son is allowed to".
_AT_AGE_RE: Final = re.compile(
    r"\bat\s+(?P<num>\d{1,3})(?![\d:.]|\s*(?:[ap]\.?m\b|o['’]clock|hours?\b|h\b))\s*,?\s+"
    r"(?P<who>he|she|they|you|(?:your|his|her|their)\s+[a-z]+)\s+"
    r"(?:can|could|may|might|(?:is|are|['’]s|['’]re)\s+(?:allowed|able|old\s+enough)\s+to)\b",
    _I,
)
_THIRD_PARTY_RE: Final = re.compile(r"he|she|(?:your|his|her|their)\s+[a-z]+", _I)
#: Above a 12-hour clock's hours, the number is no time of day.
_CLOCK_HOURS: Final = 12


def ages_permitted(sentence: str) -> set[tuple[int, int]]:
    """The spans of the numbers in `sentence` that say from what age a person may do a thing
    (module docstring)."""
    out: set[tuple[int, int]] = set()
    for m in _AT_AGE_RE.finditer(sentence):
        if int(m["num"]) > _CLOCK_HOURS or _THIRD_PARTY_RE.fullmatch(m["who"]):
            out.add(m.span("num"))
    return out
