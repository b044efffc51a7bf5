"""The word "free" before what a price topic prices is a price of zero on that topic
(`guard/extract/local/freenoun.py`); before anything else it is no claim. A made-up
bike-share catalogue: no knowledge base's words."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim, Source, SourceClaim
from tests.support.builders import verified_source


def bikes() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Pedal share",
            "topics": {
                "helmet_price": {"kind": "money", "currency": "GBP", "about": ["helmet hire"]},
                "trial_length": {"kind": "duration", "about": ["trial*"]},
                "delivery_minimum": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["free bike delivery", "delivery minimum"],
                },
                "bike_delivery_fee": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["bike delivery"],
                },
            },
        },
        "test",
        "Pedal",
    )


def source(body: str) -> Source:
    return verified_source("S-1", body, title="Riding with Pedal", kind="help_article")


def _zeros(claims: Sequence[SourceClaim | DraftClaim]) -> list[tuple[str, float | None]]:
    return [(c.topic, c.value.amount) for c in claims if c.value is not None]


@pytest.mark.parametrize(
    "text",
    ["Every rider gets free helmet hire on weekends.", "Ride with a free helmet hire."],
)
def test_free_before_what_a_price_topic_prices_is_its_zero(text: str) -> None:
    assert _zeros(extract_source_claims(source(text), bikes())) == [("helmet_price", 0)]
    assert _zeros(extract_draft_claims(text, bikes())) == [("helmet_price", 0)]


def test_free_before_a_noun_no_price_topic_names_is_no_claim() -> None:
    assert extract_source_claims(source("Start with a free trial of the app."), bikes()) == []
    assert extract_source_claims(source("Grab a free map at any dock."), bikes()) == []


def test_free_inside_a_topics_own_phrase_is_that_phrase() -> None:
    """The words "free bike delivery" are the minimum's phrase: the delivery fee is not read as zero."""
    claims = extract_source_claims(source("Free bike delivery on orders over £40."), bikes())
    assert _zeros(claims) == [("delivery_minimum", 40)]


@pytest.mark.parametrize(
    "text",
    ["Free helmet hire on rentals over £30.", "Free helmet hire when you ride more than 2 hours."],
)
def test_free_past_a_threshold_is_no_zero(text: str) -> None:
    """The price is only waived past an amount: not nothing."""
    assert ("helmet_price", 0) not in _zeros(extract_source_claims(source(text), bikes()))
    assert ("helmet_price", 0) not in _zeros(extract_draft_claims(text, bikes()))
