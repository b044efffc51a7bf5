"""An amount the business pays out is no price the customer pays (`guard.extract.local.paidout`),
and "for any one bike" counts no bike (`guard.extract.local.eachinturn`).

The catalogue is a made-up bike shop's theft cover add-on, so no row leans on a test
knowledge base's words.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source

SHOP: Catalogue = catalogue_from_dict(
    {
        "name": "Cog & Bell bike shop",
        "topics": {
            "theft_cover_price": {
                "label": "price of theft cover",
                "kind": "money",
                "currency": "GBP",
                "about": ["theft cover"],
            },
            "repair_limit": {
                "label": "maximum repair payout",
                "kind": "money",
                "currency": "GBP",
                "about": ["repair cover"],
            },
            "bikes_covered": {
                "label": "bikes covered per person",
                "kind": "count",
                "unit": "bikes per person",
                "about": ["bikes", "bike"],
            },
        },
    },
    "test",
    "Cog & Bell",
)


def drafted(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, SHOP)]


def sourced(body: str) -> list[tuple[str, str]]:
    src = Source(
        id="CB-1",
        title="Theft cover",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    return [(c.topic, c.value_text) for c in extract_source_claims(src, SHOP)]


@pytest.mark.parametrize(
    "text",
    [
        "Theft cover pays out up to £800 if your bike is stolen.",
        "With theft cover, we'll pay up to £800 to replace a stolen bike.",
        "Theft cover: the most we will pay is £800.",
    ],
)
def test_what_the_business_pays_is_no_price(text: str) -> None:
    assert drafted(text) == [("other", "£800")]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Theft cover costs £15 a year.", [("theft_cover_price", "£15 a year")]),
        # paying back returns what the customer paid: it may be the price itself
        ("If you cancel, we'll pay back the £15 theft cover.", [("theft_cover_price", "£15")]),
        # a limit topic measures what is paid out: its label says so
        ("Repair cover pays out up to £300 a claim.", [("repair_limit", "£300 a claim")]),
    ],
)
def test_a_price_said_as_paid_and_a_limit_read_as_before(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert drafted(text) == expected


def test_for_any_one_bike_counts_no_bike() -> None:
    assert drafted("Theft cover covers up to 2 bikes per person.") == [("bikes_covered", "2 bikes")]
    assert ("bikes_covered", "one bike") not in drafted(
        "Theft cover pays out up to £800 for any one bike."
    )
    # without the preposition, "any one" chooses one: still a count
    assert drafted("Theft cover covers any one bike you own.") == [("bikes_covered", "one bike")]


def test_a_source_payout_beside_the_price_is_no_second_price() -> None:
    body = (
        "# Theft cover\n\nTheft cover costs £15 a year.\n\n"
        "The most we'll pay for any one bike is £800.\n"
    )
    claims = sourced(body)
    assert ("theft_cover_price", "£15 a year") in claims
    assert ("other", "£800") in claims
    assert not any(t == "bikes_covered" for t, _ in claims)
