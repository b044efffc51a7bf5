"""A source's count said within a window of time ("three or more logins within 10 minutes")
counts happenings, so it is no value of a count topic that counts per no period
(`guard/extract/local/windowedcount.py`).

An invented camera-shop catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "cameras_included": {
        "label": "cameras included in the starter pack",
        "kind": "count",
        "unit": "cameras included",
        "about": ["cameras", "starter pack includes"],
    },
    "uploads_per_hour": {
        "label": "uploads allowed per hour",
        "kind": "count",
        "unit": "uploads per hour",
        "about": ["uploads"],
    },
}
SHOP: Catalogue = named_catalogue("Lensbox", _TOPICS)


def _read(body: str) -> list[tuple[str, float | None]]:
    claims = extract_source_claims(verified_source("LB-1", body, title="Guide"), SHOP)
    return [(c.topic, c.value.amount if c.value else None) for c in claims]


def test_a_count_within_a_window_is_not_what_the_pack_holds() -> None:
    body = "The starter pack includes 3 cameras.\n\nFor a confirmed break-in (two or more cameras within 5 minutes), call the owner."
    assert ("cameras_included", 2) not in _read(body)
    assert ("cameras_included", 3) in _read(body)


def test_a_count_then_a_verb_then_a_window_is_read_as_before() -> None:
    body = "Your 3 cameras arrive within 2 days."
    assert ("cameras_included", 3) in _read(body)


def test_a_topic_that_counts_per_a_period_keeps_a_windowed_count() -> None:
    body = "You can make up to 20 uploads within an hour."
    assert ("uploads_per_hour", 20) in _read(body)
    assert (OTHER, 20) not in _read(body)


def test_a_windowed_count_said_first_is_not_what_the_pack_holds() -> None:
    body = "Two or more cameras within 5 minutes mean a confirmed alert."
    assert ("cameras_included", 2) not in _read(body)


def test_an_allowance_in_a_window_stays_the_topics_count() -> None:
    body = "You get 2 free cameras in any 12-month period."
    assert ("cameras_included", 2) in _read(body)
