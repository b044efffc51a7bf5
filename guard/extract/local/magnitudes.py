"""A magnitude after a number: "£2 million", "£1.5m", "$3bn", "two thousand dollars", "£10k".

The word or suffix is part of the number: "£2 million" is 2,000,000 pounds, and reading it as
£2 would let a draft's "£2" agree with it (a wrong number passing). Words (thousand, million,
billion) follow after a space; abbreviations follow glued ("£10k", "$3bn", "€1.5m") or, when
they are two letters ("£2 mn", "$3 bn"), after one space. A lone letter after a space ("£5 b")
is not one: it reads as a list label or a stray letter far more often than as a magnitude,
except a capital M ("£3 M", "3 M"): lower-case "m" after a space is metres or minutes, but a
capital M alone, ending its word, is how finance writes million. On an amount in a currency
it is sure; on a count or a bare number it may still be a unit, so there it is unsure.
"""

from __future__ import annotations

import re
from typing import Final

#: Each magnitude's factor, by the word or abbreviation as written (lower case).
FACTORS: Final[dict[str, int]] = {
    "thousand": 1_000,
    "k": 1_000,
    "million": 1_000_000,
    "mn": 1_000_000,
    "m": 1_000_000,
    "billion": 1_000_000_000,
    "bn": 1_000_000_000,
    "b": 1_000_000_000,
}


#: A magnitude right after a number, as a regex fragment (no groups of its own): a word after
#: whitespace, a two-letter abbreviation after at most one space, a one-letter one glued. It
#: ends the word ("10km", "5mins", "2bed" are no magnitudes), in any case ("$3BN", "£2 Million").
MAGNITUDE: Final = (
    r"(?i:\s+(?:thousand|million|billion)\b|\s?(?:mn|bn)(?![\w'’])|(?:k|m|b)(?![\w'’]))"
    r"|(?-i:\sM)(?![\w'’&-])"
)


_WORD_RE: Final = re.compile(r"[a-z]+")


def factor(written: str | None) -> int:
    """The factor of a magnitude as `MAGNITUDE` matched it (1 for none)."""
    if not written:
        return 1
    word = _WORD_RE.search(written.lower())
    return FACTORS[word.group()] if word else 1


def scaled(amount: float, written: str | None) -> float:
    """`amount` times its magnitude, exactly for the decimals people write ("1.5m" is
    1,500,000, not 1,499,999.9999)."""
    f = factor(written)
    return amount if f == 1 else round(amount * f, 6)


_MAGNITUDE_RE: Final = re.compile(MAGNITUDE)


#: Glued one-letter suffixes that, on a count, may as well be a unit ("5m" of cable is five
#: metres, "8b" may be bits): a count with one has no sure value.
_UNSURE_ON_COUNTS: Final = frozenset({"m", "b"})


def written_at(text: str, pos: int) -> str | None:
    """The magnitude written right at `pos` (after a number), as `MAGNITUDE` matches it, or
    None."""
    m = _MAGNITUDE_RE.match(text, pos)
    return m.group() if m else None


def readings(amount: float, written: str | None) -> set[float]:
    """What a number followed by the magnitude `written` may be: only the scaled amount when
    the magnitude is sure ("2 million", "£10k"), both when it may be a unit ("5m", "3 M":
    metres, bits), for a reader that does not know what the number measures."""
    if not written:
        return {amount}
    big = scaled(amount, written)
    return {amount, big} if written.strip().lower() in _UNSURE_ON_COUNTS else {big}


def count_factor(text: str, pos: int, end: int) -> int | None:
    """The factor of the magnitude right at `pos` (after a count's number), if it ends by
    `end` (before what the count counts): "2 million customers" is 2,000,000 customers, "10k
    photos" 10,000. None when the suffix is unsure on a count ("5m cables"), 1 for none."""
    m = _MAGNITUDE_RE.match(text, pos)
    if m is None or m.end() > end:
        return 1
    if m.group().strip().lower() in _UNSURE_ON_COUNTS:
        return None
    return factor(m.group())
