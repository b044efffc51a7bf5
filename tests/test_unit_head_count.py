"""A number before the head noun of a count topic's unit, in a clause naming the topic, is
that topic's value (`guard.extract.local.unithead`): "the tour size is 6 riders" where the
unit is "riders per tour". Without it, only a bound word ("maximum of", "capped at") or the
unit's whole words placed the number, so a proposal "from 6 to 8 riders" gave no claim and a
pending change was never seen.

Invented wording: a bike-tour company, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local.unithead import head_noun
from tests.support.reading import named_catalogue, source_claims

TOURS = named_catalogue(
    "Hill & Dale bike tours",
    {
        "tour_size": {
            "kind": "count",
            "unit": "riders per tour",
            "about": ["tour size", "riders per tour", "group cap"],
        },
    },
)


def _read(sentence: str) -> list[tuple[str, float | None, str]]:
    claims = source_claims(f"# Tours\n\n{sentence}\n", TOURS)
    return [(c.topic, c.value.amount if c.value else None, c.status_wording) for c in claims]


@pytest.mark.parametrize(
    "sentence",
    [
        "The tour size is 6 riders.",
        "There is a group cap of six riders on evening rides.",
    ],
)
def test_a_number_before_the_units_head_noun_is_the_count(sentence: str) -> None:
    assert [(t, a) for t, a, _ in _read(sentence)] == [("tour_size", 6)], sentence


def test_a_proposed_change_gives_the_new_number_as_proposed() -> None:
    read = _read("Proposal for next season: raise the group cap from 6 to 8 riders in the Peaks.")
    assert [(t, a) for t, a, _ in read] == [("tour_size", 8)]
    assert read[0][2] == "proposed"


@pytest.mark.parametrize(
    "sentence",
    ["Last year 40 riders joined us.", "Bring 2 riders' helmets; the tour size varies."],
)
def test_the_noun_alone_or_in_another_clause_counts_no_topic(sentence: str) -> None:
    assert _read(sentence) == [], sentence


@pytest.mark.parametrize(
    ("unit", "head"),
    [
        ("riders per tour", "riders"),
        ("missed rides you can make up", "rides"),
        ("claims in any 12 months", "claims"),
        ("count", None),
        ("", None),
    ],
)
def test_the_head_noun_of_a_unit(unit: str, head: str | None) -> None:
    assert head_noun(unit) == head
