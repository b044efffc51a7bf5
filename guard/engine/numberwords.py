"""Numbers as words: each number word's value, and the value of a number as written in
digits or in words ("14", "1,000", "fourteen", "twenty-four").

One table for every reader, so that a number means the same whichever way a reply spells
it: `numbers` (every number in a draft has a verdict) and `atpoint` (the customer's own
figure after "at") both read it, and the local extractor's `numerals` builds on it.

Pure: strings in, numbers out.
"""

from __future__ import annotations

import re
from typing import Final

_SMALL: Final = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
#: The numbers from zero to twenty as words, each at its own value's index.
SMALL_NUMBER_WORDS: Final[tuple[str, ...]] = tuple(_SMALL.split(" "))
#: The tens from twenty to ninety as words, twenty first ("twenty" is TENS_WORDS[0]).
TENS_WORDS: Final[tuple[str, ...]] = (
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)
#: Each number word's value.
NUMBER_WORD_VALUES: Final[dict[str, int]] = (
    {w: n for n, w in enumerate(SMALL_NUMBER_WORDS)}
    | {w: 10 * (n + 2) for n, w in enumerate(TENS_WORDS)}
    | {"hundred": 100, "thousand": 1000, "dozen": 12}
)

_TENS: Final = "|".join(TENS_WORDS)
_UNITS: Final = "one|two|three|four|five|six|seven|eight|nine"
_SINGLE: Final = "|".join(
    sorted(
        (w for w in NUMBER_WORD_VALUES if w not in ("zero", "one", "thousand", "dozen")),
        key=len,
        reverse=True,
    )
)
#: A number word that is a quantity wherever it stands, "twenty-four" as one: "one" is not
#: among them, as it is a pronoun as often ("the one you ordered").
NUMBER_WORD_RE: Final = re.compile(rf"\b(?:(?:{_TENS})-(?:{_UNITS})|{_SINGLE})\b", re.IGNORECASE)


def value_of(words: str) -> float | None:
    """The value of a number as `numbers.numbers_in` finds it ("1,000", "4.5", "sixteen",
    "twenty-four"), or None for a form that is not one value ("17:30", "1.2.3")."""
    w = words.lower()
    if w[:1].isdigit():
        if ":" in w or w.count(".") > 1:
            return None
        if re.fullmatch(r"\d+,\d{1,2}", w):
            return float(w.replace(",", "."))
        try:
            return float(w.replace(",", ""))
        except ValueError:
            return None
    parts = w.split("-")
    if all(p in NUMBER_WORD_VALUES for p in parts):
        return float(sum(NUMBER_WORD_VALUES[p] for p in parts))
    return None
