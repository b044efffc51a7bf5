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
"""

from __future__ import annotations

from functools import lru_cache

from guard.kb.catalogue import Catalogue
from guard.kb.phrases import find_all


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
