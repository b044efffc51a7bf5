"""A topic named by a value of another kind: "the 10-20 minutes tier refunds 30%".

A team splits one policy into topics by a band and names each topic by it: a percentage
refunded for a delay of "10-20 minutes", a discount "for 3 nights or more", a fee "over
£500". Those words are the topic's `about` phrases, and its pages and replies say them to
name which band a value belongs to: "you're in our 10-20 minutes tier, which refunds 30%", "a
delay of 45-90 minutes is refunded in full". The band's figures there are part of the
topic's name, not a value stated of it, nor of any other topic: the topic is a percentage,
and "10-20 minutes" is a duration, a kind the topic does not hold. Read as a value, the band
became a duration on no topic (D0c OUTSIDE_COVERAGE) or an unattributed one (D0b
EXTRACTION_GAP) beside a correct percentage.

So a value is no claim when its words lie inside a match, as written, of an `about` phrase
of a topic whose kind is not the value's (`in_a_band_name`), and the engine's "no number
without a verdict" counts the numbers of such a match as read (`bandspans.band_name_spans`). A
phrase whose figure is of the topic's own kind ("30-day returns" on a duration topic) may
be the topic's value written into its name, so it stays a value.

A count topic's own phrase may hold a number with a noun the topic does not count: "one
household" on "pets from one household sharing a kennel" (unit "pets per kennel or
chalet"). Those words name the topic ("the same household"); read as a value they made a
page state 1 beside its real limit and escalate (D7). So a count inside such a match is no
claim (`in_a_counted_name`); a phrase whose number goes with the counted noun ("2 guests" on
"guests per room") stays a value, as above.
"""

from __future__ import annotations

import re
from functools import lru_cache

from guard.extract.local.numerals import NUMBER_WORDS
from guard.extract.local.unithead import head_noun
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all


@lru_cache(maxsize=64)
def figured_phrases(cat: Catalogue) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(topic kind, its `about` phrases holding a digit), per topic."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for t in cat.topics:
        with_digits = tuple(p for p in t.about if any(ch.isdigit() for ch in p))
        if with_digits:
            out.append((t.kind, with_digits))
    return tuple(out)


def figured_names(text: str, cat: Catalogue) -> list[tuple[int, int, str]]:
    """(start, end, topic kind) of each match of a topic's `about` phrase with a figure."""
    return [(s, e, k) for k, phrases in figured_phrases(cat) for s, e in find_all(phrases, text)]


def in_a_band_name(text: str, start: int, end: int, kind: str, cat: Catalogue) -> bool:
    """Whether the value of `kind` at text[start:end] lies inside a name of a topic of
    another kind (see the module docstring)."""
    return any(s <= start and end <= e and k != kind for s, e, k in figured_names(text, cat))


def _named_count(phrase: str, counted: str | None) -> bool:
    """Whether an `about` phrase holds a number said with a noun of its own that is not what
    the topic counts ("one household" on "pets per kennel or chalet")."""
    words = re.findall(r"[\w'’-]+", phrase.lower())
    for i, w in enumerate(words[:-1]):
        if (w.isdigit() or w in NUMBER_WORDS) and not (
            counted and _same_noun(words[i + 1], counted)
        ):
            return True
    return False


def _same_noun(a: str, b: str) -> bool:
    return a.lower().rstrip("s") == b.lower().rstrip("s")


@lru_cache(maxsize=64)
def counted_name_phrases(cat: Catalogue) -> tuple[str, ...]:
    """The `about` phrases of count topics that hold a number with a noun the topic does
    not count (`in_a_counted_name`)."""
    return tuple(
        p
        for t in cat.topics
        if t.kind == "count"
        for p in t.about
        if _named_count(p, head_noun(t.unit or ""))
    )


def in_a_counted_name(text: str, start: int, end: int, kind: str, cat: Catalogue) -> bool:
    """Whether the count at text[start:end] lies inside a match of a count topic's `about`
    phrase whose number goes with a noun the topic does not count: "pets from one household
    can share" names the topic by "one household" (the same household), it counts no pets.
    A phrase whose number goes with the counted noun ("2 guests" on "guests per room") may
    be the topic's value written into its name, and stays a value."""
    if kind != "count":
        return False
    phrases = counted_name_phrases(cat)
    # the value's words may run on past the name ("one household can share a chalet"):
    # its number, where it starts, is what must lie inside
    return bool(phrases) and any(s <= start < e for s, e in find_all(phrases, text))
