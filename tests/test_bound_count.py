"""A count only a bound phrase ("at least", "minimum of") puts on a topic, whose own noun is
another thing than the topic counts, is no value of it (`guard/extract/local/boundcount.py`):
"we need at least 5 orders to run a tour" counts orders, not the tour's riders. An invented
cycling-tour catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from tests.support.wording import source

TOURS: Catalogue = catalogue_from_dict(
    {
        "name": "Spoke Tours",
        "topics": {
            "tour_minimum": {
                "label": "minimum number of riders for a private tour",
                "kind": "count",
                "unit": "riders",
                "about": ["private tour*", "minimum of", "at least", "riders"],
            },
        },
    },
    "test",
    "Spoke Tours",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), TOURS)]


@pytest.mark.parametrize(
    "body",
    [
        "We need at least 5 orders to run a tour.",
        "We need at least 5 paid orders to run a tour.",
        "A tour runs once it has a minimum of 5 sign-up forms.",
    ],
)
def test_a_count_of_another_thing_is_no_value(body: str) -> None:
    assert all(topic == OTHER for topic, _ in read(body))


@pytest.mark.parametrize(
    "body",
    [
        "Private tours need at least 7 riders.",
        "We need at least 7 people to run a tour.",  # a person's noun counts riders
        "We need at least 7 to run a tour.",  # no noun of its own
    ],
)
def test_a_count_of_the_topics_own_noun_stays(body: str) -> None:
    assert [t for t, _ in read(body)] == ["tour_minimum"]
