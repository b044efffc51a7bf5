"""A duration's "notice" with no "of"-complement is read as a bare span is, and a notice
counted back from an event ("6 hours' notice before your arrival") has that event as its
anchor (`guard.extract.local.nouncomplement`, `guard.extract.local.anchors`). An invented
restaurant catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.anchors import anchor_span
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_claims


def tables() -> Catalogue:
    topics: dict[str, Any] = {
        "room_fee": {"kind": "money", "currency": "GBP", "about": ["room fee", "room hire"]},
        "room_notice": {
            "kind": "duration",
            "label": "notice needed to book the private room",
            "about": ["private room", "large group*", "room*"],
        },
        "cancel_notice": {"kind": "duration", "about": ["cancel*"]},
        "arrival_window": {"kind": "duration", "about": ["arrival*"]},
    }
    return named_catalogue("Forkhouse", topics)


def _read(body: str) -> list[tuple[str, str]]:
    got = source_claims(body + "\n", tables())
    return [(c.topic, c.value_text) for c in got if c.value is not None]


def test_notice_with_a_purpose_clause_is_read_from_its_text() -> None:
    body = (
        "For a large group we'll set up the private room for you. The room fee is £30, and "
        "we need 4 days' notice so the kitchen can get it ready."
    )
    assert ("room_notice", "4 days") in _read(body)


def test_notice_before_an_event_counts_back_from_it() -> None:
    body = "You may cancel a table without charge by giving us 6 hours' notice before your arrival."
    assert _read(body) == [("cancel_notice", "6 hours")]
    assert anchor_span("' notice before your arrival.") is not None


def test_notice_of_something_unnamed_stays_other() -> None:
    body = "We give you 30 days' notice of any change to these terms."
    assert [t for t, _ in _read(body)] in ([], ["other"])
