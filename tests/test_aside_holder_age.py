"""An age in an aside on a noun is that noun's age (`guard/extract/local/roles.py`,
`holder.held_by_another`): "our lifeguard (always 18 or over)" is no age under which swimmers need
an adult, when the label says the age is the swimmers'. Invented pool and van-hire
catalogues: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def pool() -> Catalogue:
    topics = {
        "pool_age": {
            "label": "age under which swimmers need an adult in the pool",
            "kind": "duration",
            "about": ["pool", "swim alone"],
        },
    }
    return catalogue_from_dict({"name": "Pool", "topics": topics}, "test", "Pool")


def vans() -> Catalogue:
    topics = {
        "hire_age": {
            "label": "minimum age to hire a van",
            "kind": "duration",
            "about": ["hire a van", "van hire"],
        },
    }
    return catalogue_from_dict({"name": "Vans", "topics": topics}, "test", "Vans")


def read(body: str, catalogue: Catalogue) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), catalogue)
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Our lifeguard (always 18 or over) watches the pool all session.",
        "The coach, who must be 21 or over, stays by the pool.",
        "A steward (aged 18 or over) checks the pool every hour.",
    ],
)
def test_an_age_in_an_aside_on_another_party_is_theirs(body: str) -> None:
    assert read(body, pool()) == []


@pytest.mark.parametrize(
    "body",
    [
        "Swimmers under 10 need an adult with them in the pool.",
        "Children (10 or over) may swim alone in the pool.",
        "Swimmers (10 or over) may use the pool on their own.",
    ],
)
def test_the_topics_own_people_keep_their_age(body: str) -> None:
    assert read(body, pool()) == [("pool_age", 10.0)]


def test_a_label_that_names_nobody_keeps_the_aside_age() -> None:
    assert read("Drivers (25 or older) can hire a van from any branch.", vans()) == [
        ("hire_age", 25.0)
    ]


def test_a_drafts_aside_age_of_another_party_is_on_no_topic() -> None:
    draft = (
        "Swimmers under 10 need an adult in the pool, and our lifeguard, who is always 18 or"
        " over, is on the side all session."
    )
    got = [(c.topic, c.value.amount) for c in extract_draft_claims(draft, pool()) if c.value]
    assert got == [("pool_age", 10.0), ("other", 18.0)]
