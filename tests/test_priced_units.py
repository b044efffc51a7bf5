"""A length of time a price pays for ("£12 for a 60-minute lesson") is part of the price as
written, no length of its own, unless a duration topic names that unit
(`guard/extract/local/pricedunits.py`).

An invented music-studio catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def studio(extra: dict[str, Any] | None = None) -> Catalogue:
    topics: dict[str, Any] = {
        "room_price": {
            "kind": "money",
            "currency": "GBP",
            "about": ["room hire", "rehearsal room*"],
        },
        "cancel_notice": {"kind": "duration", "about": ["cancel*"]},
        **(extra or {}),
    }
    return catalogue_from_dict({"name": "Loud studio", "topics": topics}, "test", "Loud")


def read(body: str, catalogue: Catalogue | None = None) -> list[tuple[str, str]]:
    claims = extract_source_claims(source(body), catalogue or studio())
    return [(c.topic, c.value_text) for c in claims]


@pytest.mark.parametrize(
    ("body", "bought"),
    [
        ("Room hire is £18 for a 90-minute session.", "£18 for a 90-minute session"),
        ("Rehearsal rooms cost £25 per 2-hour slot.", "£25 per 2-hour slot"),
        ("Room hire is £40 for each three-hour block.", "£40 for each three-hour block"),
    ],
)
def test_the_time_a_price_buys_is_part_of_the_price(body: str, bought: str) -> None:
    assert read(body) == [("room_price", bought)]


def test_a_length_a_duration_topic_names_stays_a_claim() -> None:
    sessions = studio({"session_length": {"kind": "duration", "about": ["minute session*"]}})
    got = read("Room hire is £18 for a 90-minute session.", sessions)
    assert ("room_price", "£18") in got
    assert ("session_length", "90-minute") in got


def test_a_length_not_after_a_price_is_read_as_before() -> None:
    got = read("A 90-minute session can be booked, and room hire is £18.")
    assert ("room_price", "£18") in got
    assert any(v == "90-minute" for _, v in got)
