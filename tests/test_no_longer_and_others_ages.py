"""A value under "no longer" is the rule that stopped (`guard/extract/local/dropped.py`), and
an age said of another person is not the topic's age (`guard/extract/local/ages.py`).

The bike-hire catalogue of tests.support.wording: no knowledge base's words."""

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
        # the old value after a verb and a preposition: no claim beside the new one
        (
            "Repairs are now done within 3 days. Repairs are no longer finished after 10 days.",
            [("repair_time", "3 days")],
        ),
        ("Refunds no longer arrive in 2 weeks.", []),
        # a comparison under "no longer" bounds the new rule: it stays a claim
        ("Repairs no longer take more than 4 days.", [("repair_time", "4 days")]),
        ("Repairs take no longer than 5 days.", [("repair_time", "5 days")]),
        # a new clause after "no longer" states the rule: kept
        ("Refunds no longer need a form, and they arrive in 6 days.", [("refund_time", "6 days")]),
    ],
)
def test_a_value_under_no_longer_is_the_old_rule(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert values(body) == expected


SAILING: Catalogue = catalogue_from_dict(
    {
        "name": "Harbour sailing school",
        "topics": {
            "sail_age": {
                "label": "minimum age for a sailor's solo booking",
                "kind": "duration",
                "about": ["minimum age", "old enough", "or over", "or older"],
            },
            "boat_hire": {"kind": "money", "currency": "GBP", "about": ["boat hire"]},
        },
    },
    "test",
    "Harbour",
)


def sailing(body: str) -> list[tuple[str, str]]:
    src = source(body)
    return [(c.topic, c.value_text) for c in extract_source_claims(src, SAILING)]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the reader's own age, and the label's person named: the limit
        ("You must be 14 or over to book a solo sail.", [("sail_age", "14")]),
        ("Sailors must be at least 14 to sail solo.", [("sail_age", "14")]),
        # another person's age: in brackets after its noun, or as a requirement's subject
        ("Younger sailors may go out when a skipper (aged 21 or over) is aboard.", []),
        ("Instructors must be at least 21.", []),
    ],
)
def test_an_age_said_of_another_person_is_no_limit(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert sailing(body) == expected
