"""A "not" in a reduced relative clause describes its noun; it does not deny the value
("Parcels not picked up within 21 days go back to the sender", `extract.local.dropped`).
An invented parcel-locker catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_topics


def lockers() -> Catalogue:
    topics: dict[str, Any] = {
        "pickup_window": {
            "kind": "duration",
            "label": "how long a parcel waits in the locker",
            "about": ["picked up", "pick up your parcel", "in the locker"],
        },
    }
    return named_catalogue("Boxwall", topics)


def test_a_noun_then_not_and_a_participle_is_the_rule_not_a_denial() -> None:
    body = "Parcels not picked up within 21 days go back to the sender.\n"
    assert source_topics(body, lockers()) == ["pickup_window"]
    body = "Any parcel not picked up within 21 days is returned to the sender.\n"
    assert source_topics(body, lockers()) == ["pickup_window"]


def test_a_negated_verb_still_denies() -> None:
    """An auxiliary or an adverb before "not" makes it the clause's own negation."""
    assert source_topics("Parcels are not picked up within 21 days.\n", lockers()) == []
    assert source_topics("Parcels usually not picked up within 21 days.\n", lockers()) == []
