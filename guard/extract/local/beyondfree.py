"""Whether a money topic's label names the limit of something free, or a charge beyond it.

A label that says a thing is free ("spend for free delivery", "free-shipping minimum") names a
threshold: its value is where the free thing starts, and a draft's "delivery is free" is no
zero of it (`zerotopic`, `freething`, `zerothreshold`). A label that puts "free" after a word
of going past ("mileage fee beyond the free radius", "charge per minute after the free
period", "fee for bags over the free allowance") names the opposite: the charge that applies
once the free part is used up. Its value is a price, and "there's no mileage fee" is a zero of
it, to be checked against that price, not a remark about a threshold.

"Free" is any wording of costing nothing ("free of charge", "no fee", "waived"). The words
of going past are a closed class of English prepositions (beyond, outside, past,
above, over, after), not a catalogue's words; a label with a "free" outside such a phrase
still names a free limit.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
# Words that say something costs nothing: "free", "free of charge", "without (a) charge",
# "no charge", "no fee", "waived".
_FREE: Final = r"free|without\s+(?:a\s+)?charge|no\s+(?:charge|fee)|waived"
_FREE_RE: Final = re.compile(rf"\b(?:{_FREE})\b", _I)
# "beyond the free radius", "after your free period", "over the free 20 kg allowance"
_BEYOND_FREE_RE: Final = re.compile(
    r"\b(?:beyond|outside|past|above|over|after)\s+(?:(?:the|your|its|their|a|an|any)\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?(?:{_FREE})\b",
    _I,
)


def names_free_limit(label: str) -> bool:
    """Whether `label` says something is free other than in a phrase of going past it."""
    return len(_FREE_RE.findall(label)) > len(_BEYOND_FREE_RE.findall(label))
