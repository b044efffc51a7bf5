"""A count placed in a definite thing its topic never names ("12 children in the paddling
pool at one time" on a topic of riders on a slide at once) is no value of that topic
(`guard/extract/local/otherplace.py`); a place the topic's or a scope's words name, an
indefinite one, or none keeps it. A made-up water park catalogue: no knowledge base's
words."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import draft_topics, named_catalogue, source_claims

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def water_park() -> Catalogue:
    topics = {
        "riders_at_once": {
            "label": "riders on a slide at once",
            "kind": "count",
            "unit": "riders at once",
            "about": ["at one time", "at a time", "at once"],
        }
    }
    scopes = {
        "site": {
            "label": "site",
            "values": {"indoor": ["wave hall"], "outdoor": ["outdoor"]},
        }
    }
    return named_catalogue("Splash", topics, scopes=scopes)


def _read(text: str) -> list[tuple[str, float | None]]:
    claims = source_claims(text, water_park(), title="Rules")
    return [(c.topic, c.value.amount if c.value else None) for c in claims]


@pytest.mark.parametrize(
    "text",
    [
        "We recommend up to 12 children in the paddling pool at one time, with parents on hand.",
        "No more than 20 swimmers in our lazy river at a time.",
        "Up to 4 people may be inside this hot tub at once.",
    ],
)
def test_a_count_placed_in_another_thing_is_no_claim_of_the_topic(text: str) -> None:
    assert [t for t, _ in _read(text) if t == "riders_at_once"] == []


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("No more than 6 riders on the slide at one time.", 6),  # the label's own noun
        ("No more than 6 riders in the wave hall at one time.", 6),  # a scope value's place
        ("No more than 6 riders may be on a slide at one time.", 6),  # indefinite
        ("Up to 6 riders at a time, please.", 6),  # no place
    ],
)
def test_a_count_placed_where_its_topic_is_keeps_it(text: str, n: int) -> None:
    assert ("riders_at_once", n) in _read(text)


def test_the_other_place_makes_no_false_conflict() -> None:
    rules = verified_source(
        "R-1", "No more than 6 riders on the slide at one time.\n", title="Slide rules"
    )
    pool = verified_source(
        "P-2",
        "We recommend up to 12 children in the paddling pool at one time.\n",
        title="Paddling pool",
    )
    cat = water_park()
    ticket = Ticket(id="T", message="How many can go on at once?")
    v = local_verdict("Up to 6 riders can be on the slide at once.", [rules, pool], cat, ticket)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert draft_topics("Up to 6 riders can be on the slide at once.", cat) == ["riders_at_once"]
