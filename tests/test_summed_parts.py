"""Parts a sentence adds up to a total it states are no values of the total's topic
(`guard/extract/local/summedparts.py`). An invented bowling-alley catalogue: no knowledge
base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def alley() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Strike Lane",
            "topics": {
                "booking_length": {
                    "label": "how long a lane booking lasts",
                    "kind": "duration",
                    "about": ["booking lasts", "bookings last", "lane booking"],
                },
                "bundle_price": {
                    "label": "price of the game and meal bundle",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["bundle", "bundles"],
                },
            },
        },
        "test",
        "Strike Lane",
    )


def read(body: str) -> list[tuple[str, float | None, str | None]]:
    return [
        (c.topic, c.value.amount, c.value.unit)
        for c in extract_source_claims(source(body), alley())
        if c.value is not None and c.topic != "other"
    ]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "Each lane booking includes 45 minutes of bowling and 15 minutes to swap shoes, "
            "so a booking lasts an hour in total.",
            [("booking_length", 1.0, "hours")],
        ),
        (
            "A bundle is £12 for the game plus £6 for the meal, a total of £18.",
            [("bundle_price", 18.0, "GBP")],
        ),
    ],
)
def test_the_parts_of_a_stated_total_are_no_values(
    body: str, expected: list[tuple[str, float, str]]
) -> None:
    assert read(body) == expected


def test_values_that_do_not_add_up_stay_claims() -> None:
    body = "Bookings last 45 minutes and shoe hire takes 10 minutes, so allow 60 minutes in total."
    assert ("booking_length", 45.0, "minutes") in read(body)


def test_a_total_with_one_value_before_it_leaves_that_value() -> None:
    body = "Bookings last 60 minutes, an hour in total."
    assert ("booking_length", 60.0, "minutes") in read(body)


# A draft that states the parts alone, where the source states their total (`parts_of_governing`).
_TOTAL = "A lane booking lasts 75 minutes: bowling, then shoes and a drink in the bar."


def _draft(draft: str) -> str:
    from guard.models import Ticket
    from tests.support.builders import verified_source
    from tests.support.localcase import local_verdict

    sources = [verified_source("SL-1", _TOTAL, title="Bookings")]
    ticket = Ticket(id="T-8", message="How long is a lane booking?")
    return local_verdict(draft, sources, alley(), ticket).decision


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A lane booking is an hour of bowling and 15 minutes in the bar.", "ALLOW"),
        ("A lane booking is an hour of bowling and 25 minutes in the bar.", "HOLD"),
        ("A lane booking lasts an hour.", "HOLD"),
        ("A lane booking is 75 minutes, well, an hour and 15 minutes.", "ALLOW"),
        # a change to the value is no part of it: "15 minutes less" leaves an hour
        ("A lane booking is 15 minutes less this week, so an hour.", "HOLD"),
    ],
)
def test_a_drafts_parts_that_add_up_to_the_sources_total_are_its_parts(
    draft: str, decision: str
) -> None:
    assert _draft(draft) == decision


def _bundle_draft(draft: str) -> str:
    from guard.models import Ticket
    from tests.support.builders import verified_source
    from tests.support.localcase import local_verdict

    sources = [verified_source("SL-2", "A bundle costs £18.", title="Bundles")]
    ticket = Ticket(id="T-9", message="How much is a bundle?")
    return local_verdict(draft, sources, alley(), ticket).decision


@pytest.mark.parametrize(
    "draft",
    [
        "The bundle is £3 off this week, so £15.",
        "A bundle is £3 cheaper than it was, just £15.",
    ],
)
def test_an_amount_taken_off_and_the_price_it_leaves_are_no_parts(draft: str) -> None:
    # £3 and £15 add up to the source's £18, but the draft takes the £3 away: its price is £15.
    assert _bundle_draft(draft) == "HOLD"


def test_parts_added_up_to_the_price_still_are_its_parts() -> None:
    assert _bundle_draft("A bundle is £12 for the game and £6 for the meal.") == "ALLOW"
