"""A day of a date is never a count.

A count topic's reader takes a number and, up to three words on, what the topic counts ("3
more free listings"). A date's day stands right before its month, and the month is one of
the three words: "From 1 March the locker hire fee rises" would be 1 of what the
topic counts ("overnight guests"), though it says when, never how many. The number verdicts
(`guard.engine.numbers`, D0b) already call such a number a date; the count reader asks the
same reader, so the two never disagree on what a date is.
"""

from __future__ import annotations

from guard.engine.numbers import non_policy_spans


def in_a_date(sentence: str, start: int, end: int) -> bool:
    """Whether sentence[start:end], a number, is part of a date ("1 November", "May 3rd")."""
    return any(
        kind == "date" and s <= start and end <= e for s, e, kind in non_policy_spans(sentence)
    )
