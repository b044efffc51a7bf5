"""Issue 17: a fronted time clause ("Once …,") is what the main clause's duration counts from.

An invented repair-shop catalogue, built here: nothing in the product knows its words. The
rule (`fronted`): a topic of the value's kind that only the fronted clause names is the
value's anchor, not what it measures; a main clause naming the topic itself, or referring
back to the fronted clause's thing by a pronoun, keeps it; without the comma that ends it a
fronted clause sets nothing apart.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def workshop(order: int = 1) -> Catalogue:
    topics: dict[str, Any] = {
        "repair_time": {"kind": "duration", "label": "how long a repair takes",
                        "about": ["repair*", "fixed", "back in working order"]},
        "warranty_period": {"kind": "duration", "label": "warranty length",
                            "about": ["warranty", "guarantee*"]},
    }  # fmt: skip
    items = list(topics.items())[::order]
    return named_catalogue("Workshop", dict(items))


def topics(body: str, order: int = 1) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.value.unit if c.value else "")
        for c in extract_source_claims(verified_source("WS-1", body), workshop(order))
    ]


@pytest.mark.parametrize("order", [1, -1])
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the courier's pick-up is the first step after the repair is booked: not its time,
        # and it no longer pushes the card line's value off the heading's topic
        (
            "# How long do repairs take?\n\n"
            "As soon as we've booked your repair, a courier collects the laptop the same day.\n\n"
            "- **Screens** – within three working days.\n",
            [(OTHER, 0, "calendar_days"), ("repair_time", 3, "business_days")],
        ),
        # the main clause names the topic too: still its value
        (
            "After we've booked your repair, the repair is done within 4 days.\n",
            [("repair_time", 4, "calendar_days")],
        ),
        # a pronoun in the main clause refers back to the fronted clause's thing
        (
            "Once your repair is approved, it is finished within 4 days.\n",
            [("repair_time", 4, "calendar_days")],
        ),
        # another topic in the main clause takes the value
        (
            "Once the repair is complete, the warranty runs for 12 months.\n",
            [("warranty_period", 12, "months")],
        ),
        # no comma: where the fronted clause ends is not written, nothing is set apart
        (
            "Once we book your repair the courier collects it within 2 days.\n",
            [("repair_time", 2, "calendar_days")],
        ),
    ],
)
def test_a_fronted_time_clause_is_the_anchor_not_the_subject(
    body: str, expected: list[tuple[str, float, str]], order: int
) -> None:
    assert topics(body, order) == expected
