"""A limit verb bounds a number as "at most" does: "capped at 6", "limited to 6",
"restricted to 6" (`guard.extract.local.bounds`). Without it, a count said with a noun no
topic phrase holds ("capped at 6 riders") was read as nothing, and a wrong draft beside the
missing value could pass.

Invented wording: a bike-tour company, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from tests.support.reading import named_catalogue, source_claims

TOURS = named_catalogue(
    "Hill & Dale bike tours",
    {
        "tour_size": {
            "kind": "count",
            "unit": "riders per tour",
            "about": ["tour size", "riders per tour", "capped at", "group size"],
        },
    },
)


@pytest.mark.parametrize(
    "sentence",
    [
        "Evening tours are capped at 6 riders so everyone keeps up.",
        # no noun after the number: only the limit verb makes "6" a bound here (the readers
        # of "6 riders" as the unit's head read the other sentences too)
        "Evening tours are capped at 6 so everyone keeps up.",
        "Our group size is limited to 6 riders on the evening tour.",
        "Group size is restricted to 6 riders after dark.",
    ],
)
def test_a_limit_verb_before_a_number_is_the_count(sentence: str) -> None:
    claims = source_claims(f"# Tours\n\n{sentence}\n", TOURS)
    assert [(c.topic, c.value.amount) for c in claims] == [("tour_size", 6)], sentence


@pytest.mark.parametrize(
    "sentence",
    ["Evening tours are limited to 2 hours.", "Tour deposits are capped at 50%."],
)
def test_a_limit_on_a_time_or_a_share_is_not_a_count(sentence: str) -> None:
    claims = source_claims(f"# Tours\n\n{sentence}\n", TOURS)
    assert all(c.topic != "tour_size" for c in claims), sentence
