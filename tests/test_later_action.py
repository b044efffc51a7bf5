"""A zero written after a later verb than the one the topic's words name prices that later
action, not the topic (`guard/extract/local/lateraction.py`): "if we close the gallery, you
can visit another wing at no extra cost" says nothing of a closure fee. The topic's own words
right before the zero, or a noun in -ing after a determiner, keep it. A made-up museum
catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.lateraction import zero_of_a_later_action
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def museum() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Harbour museum",
            "topics": {
                "exchange_fee": {"kind": "money", "currency": "EUR", "about": ["exchang*"]},
                "evening_surcharge": {"kind": "money", "currency": "EUR", "about": ["evening*"]},
            },
        },
        "test",
        "Harbour",
    )


def _zeros(text: str) -> list[tuple[str, float | None]]:
    claims = extract_draft_claims(text, museum())
    return [(c.topic, c.value.amount) for c in claims if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "If we exchange your slot, you can join a later tour at no extra cost.",
        "If we exchange your slot, you may choose between joining a later tour at no extra "
        "cost and a refund.",
        "If you exchange a ticket, upgrading to the audio guide is free of charge.",
    ],
)
def test_a_zero_after_a_later_action_is_no_claim_on_the_topic(text: str) -> None:
    assert _zeros(text) == []
    source = verified_source("S-1", text, title="Visiting", kind="help_article")
    assert extract_source_claims(source, museum()) == []


@pytest.mark.parametrize(
    "text",
    [
        "You can exchange your booking at no extra cost.",  # "booking": a noun, no action
        "If you need to exchange, you can do it at no extra cost.",  # "do it": the same action
        "Exchanging a ticket is free.",
    ],
)
def test_a_zero_said_of_the_topics_own_action_stays_its_zero(text: str) -> None:
    assert _zeros(text) == [("exchange_fee", 0)]


def test_the_slot_decides_not_the_words() -> None:
    """The same verb before the topic's words is no later action."""
    assert not zero_of_a_later_action("at no cost", "you can visit and exchange ", "exchange")
    assert not zero_of_a_later_action("at no cost", "you can exchange your booking ", "exchange")
    assert zero_of_a_later_action("at no cost", "if we exchange it, you can stay ", "exchange")


@pytest.mark.parametrize(
    "text",
    ["Evening guiding is free.", "Hi Sam, evening guiding is free, so pick any evening you like."],
)
def test_an_ing_noun_right_after_the_topics_words_is_the_priced_thing(text: str) -> None:
    """ "Evening guiding is free": the "-ing" word is the head noun the topic's words
    modify, not a later action (a gerund opens its own phrase only after a preposition, a
    comma or a conjunction), so the zero is the surcharge's."""
    assert _zeros(text) == [("evening_surcharge", 0)]
    assert not zero_of_a_later_action("is free", "Evening guiding ", "Evening")
