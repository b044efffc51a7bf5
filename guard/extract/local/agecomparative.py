"""A bare number bounded by "older" or "younger" is an age, never a count.

"Each adult can bring up to 4 children if they are all 5 or older", "kids 3 and younger",
"anyone older than 12". A bound after a bare number says what kind of quantity it bounds by
its own comparative: "or more", "or over", "or under" bound any number (guests, nights,
years), but "older" and "younger" compare only ages. So the number is someone's age, said of
the people the sentence is about, whatever count topic the sentence also names: read as a
count it would be a second, wrong value of that count ("5" children per adult beside the
real "4").

The word list is closed by grammar, not by any team's wording: "older" and "younger" are
English's comparatives of age ("elder" is not used with a number). A number followed by a
unit ("5 years or older") is read by the duration reader as written.

Pure: a sentence in, the spans of its numbers bounded this way out.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
_NUM: Final = r"(?P<num>\d{1,3}|[a-z]+(?:-[a-z]+)?)"
#: "5 or older", "3 and younger", "5 years old or older": the comparative after the number.
_AFTER_RE: Final = re.compile(
    rf"(?<![\w.,£$€¥]){_NUM}(?:\s+years?(?:\s+old)?)?\s+(?:or|and)\s+(?:older|younger)\b", _I
)
#: "older than 12", "no younger than 4": the comparative before the number.
_BEFORE_RE: Final = re.compile(rf"\b(?:older|younger)\s+than\s+{_NUM}(?![\w%.,]\d)", _I)


def age_comparatives(sentence: str) -> set[tuple[int, int]]:
    """The spans of the numbers in `sentence` that "older" or "younger" bounds (see the
    module docstring)."""
    return {m.span("num") for rx in (_AFTER_RE, _BEFORE_RE) for m in rx.finditer(sentence)}
