"""A topic word the verb says of a subject that another kind's topic names is that subject's
attribute, not the value's topic (`guard/extract/local/otherkind.py`).

The bike-hire catalogue of tests.support.wording (a money "hire" topic, a duration topic
about "fixed"): no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source, sourced


def values(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in sourced(body)]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the subject names the money topic: "fixed" says how long the price holds
        ("Your hire price is fixed for the whole season (3 months).", [("other", "3 months")]),
        ("The rental rate is fixed for 6 months.", [("other", "6 months")]),
        # a subject that names no topic: the duration topic's word is the value's
        ("Your bike is fixed within 3 days.", [("repair_time", "3 days")]),
        ("A flat tyre is fixed within 2 days.", [("repair_time", "2 days")]),
    ],
)
def test_a_topic_word_said_of_another_kinds_subject_is_its_attribute(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert values(body) == expected


LOCKERS: Catalogue = catalogue_from_dict(
    {
        "name": "Quay lockers",
        "topics": {
            "key_deposit": {"kind": "money", "currency": "GBP", "about": ["key deposit"]},
            "locker_price": {"kind": "money", "currency": "GBP", "about": ["locker price"]},
            "deposit_return": {
                "label": "how long a key deposit takes to come back",
                "kind": "duration",
                "about": ["back on your card", "locked"],
            },
        },
    },
    "test",
    "Quay",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), LOCKERS)]


def test_a_subject_the_topic_itself_names_keeps_the_reading() -> None:
    """The duration topic's own label names the key deposit: how long the deposit takes to
    come back is its value, though the subject names the money topic."""
    assert read("Your key deposit is back on your card within 3 days.") == [
        ("deposit_return", "3 days")
    ]


def test_a_subject_the_topic_does_not_name_makes_it_other() -> None:
    body = "Your locker price is locked for 6 months."
    assert read(body) == [("other", "6 months")]
