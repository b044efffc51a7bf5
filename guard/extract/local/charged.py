"""A duration charged for is a price, not a time.

"Late returns: allow a 30-minute grace period. After that, charge one extra day." The "one
extra day" is what the customer pays for (a day's rental), the object of a verb of charging,
not a length of time anything takes or lasts. Read on the grace-period topic by carry-over
it would contradict the 30 minutes. A duration right after "charge", "bill" or "pay for" (and
whom: "charge you for 2 extra days") is therefore `other`, in sources and drafts alike.

Not so a passive "paid for": in "the fine can be paid for 21 days" the subject is what is
paid and "for 21 days" is how long it can be, a time the topic measures. (A passive "charged
for" or "billed for" keeps its person as subject, "you are charged for 2 days", and its
duration stays a price.)
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause

_CHARGED_RE: Final = re.compile(
    r"\b(?:charge[sd]?|charging|bill(?:s|ed|ing)?|pa(?:y|ys|id|ying)\s+for|invoice[sd]?)"
    r"\s+(?:(?:you|them|him|her|us|customers?|the\s+(?:customer|member|renter|hirer))\s+)?"
    r"(?:for\s+)?(?:an?\s+|the\s+)?$",
    re.IGNORECASE,
)
#: A form of "be" right before "paid": the passive whose subject is the thing paid.
_PASSIVE_PAID_RE: Final = re.compile(
    r"\b(?:be|is|are|was|were|been|being)\s+(?:\w+ly\s+)?$", re.IGNORECASE
)


def charged_for(clause: Clause) -> str | None:
    """The verb of charging whose object the duration is ("charge one extra day"), or
    None."""
    m = _CHARGED_RE.search(clause.left)
    if m is None:
        return None
    if m.group().casefold().startswith("paid") and _PASSIVE_PAID_RE.search(
        clause.left[: m.start()]
    ):
        return None  # "can be paid for 21 days": how long, not what is bought
    return m.group().strip()
