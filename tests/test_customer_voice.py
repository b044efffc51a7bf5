"""A catalogue phrase said to the customer ("your kayak") names its topic in the ticket
when the customer says it of their own ("my kayak", "our kayak": `guard/engine/voice.py`). A
made-up boat-hire catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.engine.attribution import ticket_topics
from guard.engine.voice import in_customers_voice
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket


def boat_hire() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Lakeside boat hire",
            "topics": {
                "kayak_storage": {
                    "kind": "choice",
                    "about": ["your kayak", "kayaks stored"],
                    "choices": {"boathouse": ["boathouse"], "trailer": ["on the trailer"]},
                },
                "storage_fee": {"kind": "money", "currency": "GBP", "about": ["storage fee"]},
            },
        },
        "test",
        "Lakeside",
    )


def _ticket(message: str) -> Ticket:
    return Ticket(id="T-1", customer="Sam", message=message, scope={})


def test_the_customers_own_possessive_names_the_topic() -> None:
    for message in ("Where is my kayak kept overnight?", "Where do you keep our kayak?"):
        assert ticket_topics(_ticket(message), boat_hire(), "choice") == ["kayak_storage"]


def test_other_words_still_name_nothing() -> None:
    assert ticket_topics(_ticket("Where is my paddle kept?"), boat_hire(), "choice") == []


def test_only_your_is_swapped_and_exact_phrases_stay_as_written() -> None:
    assert in_customers_voice(("pay your deposit", "=Your Plan", "deposit")) == (
        "pay your deposit",
        "pay my deposit",
        "pay our deposit",
        "=Your Plan",
        "deposit",
    )
