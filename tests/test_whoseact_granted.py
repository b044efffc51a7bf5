"""One grammar of "<someone> has <period> to <verb>" and its two decisions
(`guard.extract.local.whoseact`).

A period granted for an act is the act's "within" window: "You have 30 days to return it" says
what "return within 30 days" says, so a topic named by "return within" is named by it (an
invented bookshop catalogue). How long another party has for an act no topic names is no value
of the topic its object names: "The 48 hours is how long a courier has to collect a bouquet
order" is the courier's time to collect, not the delivery time of a bouquet order; "The
warehouse has 2 days to deliver a bouquet order" names the topic's own act (delivering) and
stays (an invented florist's words). No sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.kb.catalogue import OTHER, Catalogue
from tests.support.reading import draft_topics, named_catalogue, source_topics


def books() -> Catalogue:
    topics: dict[str, Any] = {
        "return_window": {"kind": "duration", "about": ["return window", "return within"]},
        "restocking_fee": {"kind": "money", "currency": "GBP", "about": ["return*"]},
        "dispatch_time": {"kind": "duration", "about": ["dispatch*", "ships within"]},
    }
    return named_catalogue("Books", topics)


def _topics(text: str) -> list[str]:
    return draft_topics(text, books(), "duration")


def test_days_you_have_to_do_an_act_are_its_within_window() -> None:
    assert _topics("Don't worry, you have 30 days to return the book.") == ["return_window"]


def test_a_short_anchor_may_stand_between_the_period_and_the_act() -> None:
    text = "You've got 30 days from when the parcel arrived to return it for a refund."
    assert _topics(text) == ["return_window"]


def test_a_period_nobody_is_given_is_not_an_allowance() -> None:
    text = "It took 30 days to return the book to the publisher."
    assert _topics(text) != ["return_window"]


def test_an_act_no_topic_names_with_within_stays_unread() -> None:
    assert _topics("You have 30 days to write a review.") in ([], [OTHER], ["unattributed"])


def _florist_topics(body: str) -> list[str]:
    topics: dict[str, Any] = {
        "delivery_time": {
            "kind": "duration",
            "label": "bouquet delivery time",
            "about": ["bouquet order*", "delivered within"],
        },
    }
    return source_topics(body, named_catalogue("Florist", topics))


@pytest.mark.parametrize(
    "body",
    [
        "The 48 hours is how long a courier has to collect a bouquet order from the shop.",
        "A courier has 48 hours to collect a bouquet order.",
    ],
)
def test_another_partys_act_is_other(body: str) -> None:
    assert _florist_topics(body) == ["other"]


@pytest.mark.parametrize(
    "body",
    [
        "The warehouse has 2 days to deliver a bouquet order.",
        "You have 2 days to collect a bouquet order.",
    ],
)
def test_the_topics_own_act_or_the_customers_stays(body: str) -> None:
    assert _florist_topics(body) == ["delivery_time"]


def _print_topics(body: str) -> list[str]:
    topics: dict[str, Any] = {
        "proof_window": {
            "kind": "duration",
            "label": "time to approve a proof",
            "about": ["approve your proof", "approve the proof"],
        },
    }
    return source_topics(body, named_catalogue("Print shop", topics))


def test_a_causative_get_is_the_participles_act() -> None:
    # "get the proof approved" is having the proof approved: the act is approving, which the
    # topic names, not "get" (`whoseact._causative_act`).
    body = "We have 5 working days from your order to get the proof approved."
    assert _print_topics(body) == ["proof_window"]
    assert _print_topics("We have 5 working days from your order to get the proof.") == ["other"]
