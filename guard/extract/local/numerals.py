"""Numbers as people write them: digits, number words ("twenty-one") and the patterns the value
finders build on (an amount, a range, a qualifier such as "up to")."""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import NUMBER_WORD_VALUES
from guard.extract.local.changeobject import CHANGE_OBJECT

_I: Final = re.IGNORECASE


_IX: Final = re.IGNORECASE | re.VERBOSE


# One table of number words (`engine.numbers`); "thousand" and "dozen" are read there as
# numbers a draft states, but no value here is written with them.
NUMBER_WORDS: Final[dict[str, int]] = {
    word: n for word, n in NUMBER_WORD_VALUES.items() if word not in ("thousand", "dozen")
}


_TENS: Final = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"


_DIGIT_WORDS: Final = "one|two|three|four|five|six|seven|eight|nine"


# Longest words first so "fourteen" is not read as "four". ("hundred" is only a count's.)
_WORDS_ALT: Final = "|".join(sorted(set(NUMBER_WORDS) - {"hundred"}, key=len, reverse=True))


_WORD_NUMBER: Final = rf"(?:{_TENS})[\s-](?:{_DIGIT_WORDS})\b|(?:{_WORDS_ALT})\b"


# A number as written: digits (with a decimal part), a compound like "twenty-four", or a word;
# legal style "one (1)" keeps the word's value.
_NUM: Final = rf"(?:\d+(?:\.\d+)?|{_WORD_NUMBER})(?:\s{{0,2}}\(\s{{0,2}}\d+\s{{0,2}}\))?"


# Amounts and percentages: "1,000", "0.20", "1,5" (a decimal comma) or a word.
_AMOUNT: Final = rf"(?:\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:[.,]\d{{1,2}}(?!\d))?|{_WORD_NUMBER})"


_RANGE: Final = r"\s{0,3}(?:-|–|—|to)\s{0,3}"


# Day qualifiers. The b[ui]s…ness alternative accepts common misspellings of "business"
# ("buisness", "bussiness", "busines"), which agents type under time pressure.
_QUAL: Final = r"b[ui]?[is]{1,3}n+e?s{1,2}|biz|working|work|banking|bank|calendar"


def number(text: str) -> float:
    """The value of a number as written: "4", "1.5", "1,5", "1,000", "four", "twenty-four",
    "one (1)"."""
    text = re.sub(r"\(.*", "", text).strip().lower()
    if text[:1].isdigit():
        if re.fullmatch(r"\d+,\d{1,2}", text):
            return float(text.replace(",", "."))
        return float(text.replace(",", ""))
    return float(sum(NUMBER_WORDS[w] for w in re.split(r"[\s-]+", text) if w))


# A verb of change before "from X to Y": "bump trials from 14 to 21 days" moves to 21, it is
# no range of 14-21 ("trials last from 14 to 21 days" is one).
_CHANGE_FROM_RE: Final = re.compile(
    r"\b(?:bump\w*|mov\w+|move|increas\w+|decreas\w+|rais\w+|ris(?:e|es|ing)|rose|"
    r"extend\w*|cut\w*|reduc\w+|chang\w+|go(?:es|ing)?|went|drop\w*|shorten\w*|"
    r"lengthen\w*|lower\w*|push\w*|jump\w*|climb\w*|fall(?:s|ing)?|fell|switch\w*|"
    r"updat\w+|adjust\w*)\b"
    rf"{CHANGE_OBJECT}\s+from\s+$",  # its object noun phrase (`changeobject`)
    _I,
)
