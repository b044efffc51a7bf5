"""A person a possessive names by their age ("her 15-year-old", "your 9 year old") is who,
never a limit: in a source it is no claim (`guard/extract/local/roles.py`); in a draft, with
the figure the customer gave, it is the person's figure (`guard/engine/persons.py`), unless
its own clause grants something at that age.

An invented riding-school catalogue and made-up messages: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.persons import described_spans
from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source

STABLES: Catalogue = catalogue_from_dict(
    {
        "name": "Meadow stables",
        "topics": {
            "rider_age": {
                "label": "minimum age to ride out alone",
                "kind": "duration",
                "about": ["minimum age", "ride out alone", "old enough"],
            },
        },
    },
    "test",
    "Meadow",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), STABLES)]


@pytest.mark.parametrize(
    "body",
    [
        "A dad asked whether his 11-year-old may ride out alone.",
        "Their 9 year old wants to ride out alone on Sundays.",
        "Gran says her 12 years old grandson is old enough to ride out alone.",
    ],
)
def test_a_person_a_possessive_names_by_age_is_no_limit(body: str) -> None:
    assert read(body) == []


def test_the_limit_beside_the_person_is_kept() -> None:
    body = "A dad asked about his 11-year-old: riders must be 14 years old to ride out alone."
    assert read(body) == [("rider_age", "14 years")]


MESSAGE = "My daughter is 11 and loves ponies. Can she ride out alone?"


@pytest.mark.parametrize(
    "draft",
    [
        "Riders must be 14 or over to ride out alone, so your 11-year-old would join a led hack.",
        "Thanks! I'll book your 11 year old onto Saturday's led hack.",
    ],
)
def test_the_customers_person_named_by_age_in_a_draft_is_their_figure(draft: str) -> None:
    assert [draft[s:e] for s, e in described_spans(draft, MESSAGE)] == ["11"]


@pytest.mark.parametrize(
    "draft",
    [
        "Your 11-year-old can ride out alone.",  # a permission at that age: a claim
        "Your 11-year-old is old enough, she can ride out alone.",
    ],
)
def test_a_permission_in_the_persons_own_clause_is_still_a_claim(draft: str) -> None:
    assert described_spans(draft, MESSAGE) == []


def test_another_figure_than_the_customers_is_never_set_aside() -> None:
    draft = "Thanks! I'll book your 12-year-old onto Saturday's led hack."
    assert described_spans(draft, MESSAGE) == []


@pytest.mark.parametrize(
    "draft",
    [
        "Sorry, your 11-year-old can't ride out alone, but she's welcome on the led hack.",
        "I'm afraid your 11 year old may not ride out alone yet.",
        "Your 11-year-old isn't allowed to ride out alone.",
    ],
)
def test_a_refusal_of_a_person_the_age_only_names_grants_nothing(draft: str) -> None:
    """A negated permission is a refusal, and the age compound only names whom it is of."""
    assert [draft[s:e] for s, e in described_spans(draft, MESSAGE)] == ["11"]


def test_a_refusal_the_age_is_the_reason_for_stays_a_claim() -> None:
    draft = "As your daughter is 11 she can't ride out alone yet."
    assert described_spans(draft, MESSAGE) == []
