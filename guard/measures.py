"""Units of measure written next to a number: "40GB", "1 TB", "10Mbps", "500 MB", "30 kg".

Shared by the local extractor (a quantity that no count topic claims is a value on `other`)
and the policy-pattern detector (such a quantity is a promise all the same, so it is never
"no policy claim"), so the two cannot drift apart. Generic English only: a team's own nouns
("free engineer visits") belong in the catalogue's count topics.
"""

from __future__ import annotations

import re
from typing import Final

#: Data sizes and rates, weights and distances, abbreviated or spelt out. A lone "G" is not
#: here: "5G" and "4G" name networks, not quantities.
MEASURE_UNIT: Final = (
    r"(?:[KMGTP]i?B|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?|gigs?"
    r"|[KMG]bps|[KMG]bit/s|kg|kilos?|kilograms?|lbs?|km|kilomet(?:re|er)s?|miles?)"
)

#: A number with a unit of measure, written onto it or after a space ("40GB", "1.5 TB",
#: "10Mbps", "5GB/month"); not inside a longer token ("v4GB", "B2B").
QUANTITY_RE: Final = re.compile(
    rf"(?<![\w.,])(?P<num>\d+(?:[.,]\d+)?)\s?(?P<unit>{MEASURE_UNIT})(?!\w)",
    re.IGNORECASE,
)
