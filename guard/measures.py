"""Units of measure written next to a number: "40GB", "1 TB", "10Mbps", "500 MB", "30 kg".

Shared by the local extractor (a quantity that no count topic claims is a value on `other`)
and the policy-pattern detector (such a quantity is a promise all the same, so it is never
"no policy claim"), so the two cannot drift apart. Generic English only: a team's own nouns
("free engineer visits") belong in the catalogue's count topics.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numberwords import NUMBER_WORD_RE

#: Data sizes and rates, weights and distances, abbreviated or spelt out. A lone "G" is not
#: here: "5G" and "4G" name networks, not quantities.
MEASURE_UNIT: Final = (
    r"(?:[KMGTP]i?B|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?|gigs?"
    r"|[KMG]bps|[KMG]bit/s|kg|kilos?|kilograms?|lbs?|km|kilomet(?:re|er)s?|miles?)"
)

#: Not the minutes of a time of day: "09:40" then "guests" is a clock time, never a count of
#: 40. A lookbehind put before a count's or a quantity's number, here and in the extractor.
NOT_CLOCK_MINUTES: Final = r"(?<!\d:)"

#: A number with a unit of measure, written onto it or after a space ("40GB", "1.5 TB",
#: "10Mbps", "5GB/month"); not inside a longer token ("v4GB", "B2B").
QUANTITY_RE: Final = re.compile(
    rf"{NOT_CLOCK_MINUTES}(?<![\w.,])(?P<num>\d+(?:[.,]\d+)?)\s?(?P<unit>{MEASURE_UNIT})(?!\w)",
    re.IGNORECASE,
)

#: An age in words, as in digits ("aged twenty-one or over", "children under five"): a
#: number word that is a quantity wherever it stands (`numberwords`).
_AGE_WORD: Final = rf"(?:{NUMBER_WORD_RE.pattern})"

#: An age written as an age: "age 3", "aged 2 to 11", "ages 2-11", "under age 2", "their 2nd
#: birthday", "children under 2", "infants up to 23", "under-16s" (the people under 16, as
#: "over-65s" are those over 65: only hyphened, since "under 30s" may be seconds). Each is a number of years; a unit
#: written after the number ("aged 18 months") is read as that unit by the duration pattern,
#: whose longer match wins. Shared by the local extractor (an age is a duration in years)
#: and the policy-pattern detector (an age limit is a promise, so a missed one is an
#: extraction gap, not silence).
AGE_RE: Final = re.compile(
    r"(?:\b(?:ages?|aged)\s{1,3}(?:of\s{1,3})?"
    r"|\b(?:child(?:ren)?|kids?|infants?|bab(?:y|ies)|toddlers?|minors?)\s{1,3}"
    r"(?:under|over|below|above|up\s{1,3}to|younger\s{1,3}than|older\s{1,3}than)\s{1,3})"
    rf"(?P<low>\d{{1,3}}|{_AGE_WORD})(?:\s{{0,3}}(?:-|–|to)\s{{0,3}}(?P<high>\d{{1,3}}|{_AGE_WORD}))?"
    rf"(?![\d%]|[.,]\d|\s?{MEASURE_UNIT}(?!\w))"
    r"|(?<![\w.])(?P<nth>\d{1,2})(?:st|nd|rd|th)\s{1,3}birthday\b"
    r"|\b(?:under|over)-(?P<group>\d{1,2})s\b",
    re.IGNORECASE,
)
