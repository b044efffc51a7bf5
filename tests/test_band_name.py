"""A topic named by a value of another kind: the band's figures are its name, not a value
(issue 17, tests/kb/rail's first run: `guard.extract.local.bandname`).

An invented parcel courier's catalogue, built here: no sentence comes from tests/kb. Its
late-delivery refunds are percentages named by how late the parcel was ("2-4 days late").
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.bandspans import band_name_spans
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue


def courier() -> Catalogue:
    topics: dict[str, Any] = {
        "late_refund_short": {
            "kind": "percent",
            "about": ["2-4 days late", "2 to 4 days late"],
        },
        "late_refund_long": {
            "kind": "percent",
            "about": ["5-9 days late", "5 to 9 days late"],
        },
        "return_window": {"kind": "duration", "about": ["30-day return*", "return window"]},
    }  # fmt: skip
    return named_catalogue("Courier", topics)


def _read(text: str) -> list[tuple[str, str, float]]:
    return [
        (c.topic, c.value.kind, c.value.amount or 0.0)
        for c in extract_draft_claims(text, courier())
        if c.value is not None
    ]


def test_the_band_is_the_topics_name_not_a_duration() -> None:
    draft = "As your parcel was in the 2-4 days late band, we refund 20% of the postage."
    assert _read(draft) == [("late_refund_short", "percent", 20.0)]
    draft = "A parcel 5 to 9 days late gets 50% of the postage back."
    assert _read(draft) == [("late_refund_long", "percent", 50.0)]


def test_a_source_band_states_only_its_percentage() -> None:
    body = "If your parcel arrives 5-9 days late, we refund 50% of the postage."
    source = verified_source("CR-1", body, title="Late parcels")
    claims = extract_source_claims(source, courier())
    assert [(c.topic, c.value.kind) for c in claims] == [("late_refund_long", "percent")]


def test_a_figure_of_the_topics_own_kind_is_still_its_value() -> None:
    # still read as a value (whichever topic the reader then gives it)
    assert [(k, n) for _, k, n in _read("You get our 30-day returns on every order.")] == [
        ("duration", 30.0)
    ]
    assert band_name_spans("You get our 30-day returns.", courier()) == []


def test_the_bands_numbers_are_read_by_the_engine() -> None:
    sources = [verified_source("CR-1", "Parcels 2-4 days late: we refund 20%.", title="Late")]
    draft = "Your parcel was 2-4 days late, so we'll refund 20% of the postage."
    ticket = Ticket(id="T-1", message="My parcel came late, what do I get back?")
    v = local_verdict(draft, sources, courier(), ticket)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
