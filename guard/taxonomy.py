"""Topics, units and scope dimensions, kept as data in one place.

The seed fixes one topic (`reversal_window`) and one scope dimension (the ticket's rail).
Real teams have many (fees, limits, card delivery…), so the engine reads these tables
instead of naming topics itself; adding a topic means adding a row here, and bumping
`SCHEMA_VERSION` because the extraction schema changes with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Topic = Literal["reversal_window", "other"]
Unit = Literal["business_days", "calendar_days", "hours"]
Rail = Literal["instant", "standard", "any"]

SCHEMA_VERSION = "2026-11-30.1"

#: Scope dimensions: the claim's scope field and the ticket attribute it is compared with.
#: "any" on a claim means "applies whatever the ticket says"; "unknown" on a ticket means the
#: agent has not established it.
SCOPE_DIMENSIONS: tuple[str, ...] = ("rail",)
SCOPE_ANY = "any"
TICKET_UNKNOWN = "unknown"


@dataclass(frozen=True)
class TopicSpec:
    name: str
    label: str
    #: Topics the rules govern; claims on other topics are outside coverage (D0c).
    governed: bool


TOPICS: dict[str, TopicSpec] = {
    "reversal_window": TopicSpec("reversal_window", "reversal window", governed=True),
    "other": TopicSpec("other", "other timing", governed=False),
}

#: Units that are the same kind of quantity (days) and only differ in how they count.
#: The D11b change signal compares these by amount; D8 treats them as a mismatch.
UNIT_FAMILY: dict[str, str] = {
    "business_days": "days",
    "calendar_days": "days",
    "hours": "hours",
}

UNIT_WORDS: dict[str, tuple[str, str]] = {
    "business_days": ("business day", "business days"),
    "calendar_days": ("day", "days"),
    "hours": ("hour", "hours"),
}

RAIL_LABELS: dict[str, str] = {
    "instant": "Instant rail only",
    "standard": "Standard rail only",
    "any": "All rails",
}


def governed_topics() -> list[str]:
    return [t.name for t in TOPICS.values() if t.governed]
