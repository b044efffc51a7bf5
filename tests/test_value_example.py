"""A value given as an example of the one just stated is no claim (issue 17, tests/kb/rail's
first run: `guard.extract.local.example`).

An invented campsite's catalogue, built here: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def campsite() -> Catalogue:
    topics: dict[str, Any] = {
        "pitch_vehicles": {"kind": "count", "unit": "vehicles", "about": ["vehicle*", "car*"]},
        "pitch_deposit": {"kind": "money", "currency": "GBP", "about": ["deposit"]},
    }  # fmt: skip
    return named_catalogue("Camp", topics)


def _claims(body: str) -> list[tuple[str, float]]:
    source = verified_source("CAMP-1", body, title="Pitches")
    return [(c.topic, c.value.amount or 0.0) for c in extract_source_claims(source, campsite())]


def test_an_example_after_the_value_is_no_second_value() -> None:
    body = "Each pitch takes up to 3 vehicles: for example two cars and a motorbike."
    assert _claims(body) == [("pitch_vehicles", 3.0)]
    body = "The deposit is up to £50 (for instance £20 for a tent pitch)."
    assert _claims(body) == [("pitch_deposit", 50.0)]


def test_an_example_alone_still_states_its_value() -> None:
    assert _claims("For example, a pitch takes 3 vehicles.") == [("pitch_vehicles", 3.0)]


def test_a_second_value_without_a_marker_is_still_read() -> None:
    body = "Each pitch takes up to 3 vehicles, and the deposit is £50."
    assert sorted(_claims(body)) == [("pitch_deposit", 50.0), ("pitch_vehicles", 3.0)]
