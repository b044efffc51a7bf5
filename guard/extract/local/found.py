"""One value found in a sentence, as written and normalised.

Its own module so that the finders (`values`) and the readers that refine what they found
(`bounds`, `rates`) share it without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from guard.models import Value


@dataclass(frozen=True)
class Found:
    """A value as written in a sentence."""

    start: int
    end: int
    text: str
    value: Value
    #: The topic the value's own words name: a count's noun, a choice's option phrase.
    topic: str | None = None
    #: A price of zero written without a currency ("free"): the topic's currency applies.
    free: bool = False
    #: What an amount is charged per, as written after it ("a day", "/seat/month"): part of
    #: the text, not of the value (`rates`).
    rate: str | None = None
    #: A duration written with an article ("a month"), which after an amount is a rate.
    article: bool = False
    #: A bare number written as a limit ("at least 16", `bounds`): a count takes its topic's
    #: unit, and a value that lands on no topic is no claim.
    bare: bool = False
    #: A duration written as an interval ("every 6 months"): a claim only on a topic that
    #: measures how often something happens.
    interval: bool = False
    #: A quantity in the unit a count topic counts in ("30 miles", `ownunit`): its topic is
    #: read from its own clause or table row, never from a wider text.
    measured: bool = False
