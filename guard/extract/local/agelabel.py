"""A number labelled "age" is an age: "Minimum age: 18", "- Age: 16+".

A bare bound is read as an age only when its sentence names an age topic (`bounds`), since
a bare "18" could count anything. A label that says "age" right before the number names
what it is as much as a topic's phrase would: when the catalogue has an age topic, the
number is read as an age in years, and which topic is read as for any value (its clause,
the heading or list lead-in above it: `leadin`, or the ticket).

The label's grammar only: the word "age" (with "minimum", "maximum" or nothing before it)
and a colon right before the number.
"""

from __future__ import annotations

import re
from typing import Final

_AGE_LABEL_RE: Final = re.compile(
    r"(?:^|[\s*_(|-])(?:(?:min(?:imum)?|max(?:imum)?|lowest|highest)\s+)?age\s*:[\s*_]*$",
    re.IGNORECASE,
)


def age_labelled(sentence: str, start: int) -> bool:
    """Whether the number at `start` follows an "age:" label (the module docstring)."""
    return bool(_AGE_LABEL_RE.search(sentence[max(0, start - 30) : start]))
