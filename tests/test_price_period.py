"""One unit of time a price pays for ("£9 a kayak for a full day") belongs to the price: no
duration of its own, and a bracket after it still scopes the price
(`guard/extract/local/priceperiod.py`). A span after a price that is a rate in time already
("£20 a month for a year"), or of more than one unit ("for 3 days"), is read as before.

An invented paddle-sports catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import LocalExtractor, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def paddles() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Riverbend paddle hire",
        "topics": {
            "kayak_price": {"kind": "money", "currency": "GBP", "about": ["kayak hire"]},
            "wetsuit_refund_time": {"kind": "duration", "about": ["refund*"]},
        },
        "scopes": {
            "group": {
                "any": ["everyone"],
                "values": {
                    "members": ["members", "paddle club"],
                    "visitors": ["visitors", "day visitors"],
                },
            }
        },
    }
    return catalogue_from_dict(data, "test", "Riverbend")


def read(body: str) -> list[tuple[str, str, str]]:
    claims = extract_source_claims(source(body), paddles())
    return [(c.topic, c.value_text, c.scope["group"]) for c in claims]


@pytest.mark.parametrize(
    ("body", "price"),
    [
        ("Kayak hire is £9 a kayak for a full day (members only).", "£9 a kayak"),
        ("Kayak hire is £9 for a day (members only).", "£9"),
        ("Kayak hire is £9 per kayak for one whole day (members only).", "£9 per kayak"),
    ],
)
def test_one_unit_a_price_pays_for_is_no_duration_and_the_bracket_scopes_the_price(
    body: str, price: str
) -> None:
    assert read(body) == [("kayak_price", price, "members")]


def test_an_aside_after_the_period_yields_to_the_scope_before_the_price() -> None:
    got = read("For members, kayak hire is £9 a kayak for a full day (visitors to follow).")
    assert got == [("kayak_price", "£9 a kayak", "members")]


def test_a_span_after_a_rate_in_time_stays_a_duration() -> None:
    # The price is monthly; the year is how long it holds.
    got = read("Kayak hire is £20 a month for a year.")
    assert ("kayak_price", "£20 a month", "any") in got
    assert any(v == "a year" for _, v, _ in got)


def test_more_than_one_unit_stays_a_duration() -> None:
    got = read("Kayak hire is £30 for 3 days.")
    assert any(v == "3 days" for _, v, _ in got)


def test_a_draft_price_for_a_day_states_only_the_price() -> None:
    draft = LocalExtractor(paddles()).extract_draft("Kayak hire is £9 for a full day.")
    assert [(c.topic, c.value_text) for c in draft.claims] == [("kayak_price", "£9")]
