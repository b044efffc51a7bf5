"""A topic phrase of a verb and its particle ("picked up") names the topic in a customer's
message that says the verb in another form with its object between ("when will you pick it
up?"): `guard.kb.particleverb`, read by `guard.engine.attribution.ticket_topics`. An invented
dry cleaner's catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.attribution import ticket_topics
from guard.kb.catalogue import Catalogue
from guard.kb.particleverb import particle_pattern
from guard.models import Ticket
from tests.support.reading import named_catalogue


def cleaners() -> Catalogue:
    topics: dict[str, Any] = {
        "collection_time": {
            "kind": "duration",
            "label": "how soon a van collects the garments",
            "about": ["collection time", "picked up"],
        },
        "press_time": {
            "kind": "duration",
            "label": "pressing turnaround",
            "about": ["pressing", "handed back"],
        },
    }
    return named_catalogue("Cleaners", topics)


@pytest.mark.parametrize(
    ("message", "topic"),
    [
        ("How long before you pick it up? The suit is by the door.", "collection_time"),
        ("When are you picking my coat up?", "collection_time"),
        ("When do you hand the shirts back?", "press_time"),
        ("How soon will it be handed back?", "press_time"),
    ],
)
def test_a_phrasal_verb_in_another_form_names_its_topic(message: str, topic: str) -> None:
    ticket = Ticket(id="DC-1", message=message)
    assert ticket_topics(ticket, cleaners(), "duration") == [topic]


def test_only_a_verb_and_its_particle_get_the_form() -> None:
    assert particle_pattern("collection time") is None
    assert particle_pattern("pick*") is None
    assert particle_pattern("picked up") is not None


def test_the_verb_alone_names_nothing() -> None:
    ticket = Ticket(id="DC-2", message="Can you pick a colour for the lining?")
    assert ticket_topics(ticket, cleaners(), "duration") == []
