"""An age bound after any noun: "tiny tots under three get in free" (`bounds._AGE_BOUND_RE`).

"Children under 3" is read as an age by its person noun (`guard.measures.AGE_RE`). A team
writes the same limit with whatever noun it likes ("tiny tots", "anyone", "little ones"),
and the number in words as often as in digits. A bound word right after a noun and before a
bare number, in a clause that names an age topic, is that age; a number that counts its own
noun ("over 3 buggies") or has a unit ("under 3 hours") is not. A made-up petting-farm
catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict


def farm() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Puddle Lane Farm",
            "topics": {
                "free_entry_age": {
                    "label": "age under which visitors get in free",
                    "kind": "duration",
                    "about": ["get in free", "free entry", "toddlers"],
                },
                "feed_bags": {
                    "label": "feed bags per visitor",
                    "kind": "count",
                    "unit": "bags",
                    "about": ["feed bags", "bags of feed"],
                },
            },
        },
        "test",
        "Farm",
    )


SOURCES = [source("FARM-1", "Children under 3 get in free with a paying adult.")]


@pytest.mark.parametrize(
    "draft",
    [
        "Tiny tots under three get in free with a paying adult.",
        "Tiny tots under 3 get in free with a paying adult.",
        "Good news: anyone under three gets in free entry with you.",
    ],
)
def test_an_age_bound_after_any_noun_is_the_age(draft: str) -> None:
    (claim,) = extract_draft_claims(draft, farm())
    assert claim.topic == "free_entry_age"
    assert claim.value is not None and (claim.value.amount, claim.value.unit) == (3, "years")
    v = local_verdict(draft, SOURCES, farm(), message="Do I pay for my two-year-old?")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.trace


def test_a_wrong_age_bound_in_words_is_held() -> None:
    v = local_verdict(
        "Tiny tots under four get in free with a paying adult.",
        SOURCES,
        farm(),
        message="Do I pay for my three-year-old?",
    )
    assert v.decision == "HOLD", v.trace


@pytest.mark.parametrize(
    "draft",
    [
        "Over 3 buggies get in free on weekdays.",  # counts its own noun, no noun before
        "Visits under 3 hours get in free on weekdays.",  # a unit: a time, no age
    ],
)
def test_a_bound_on_a_number_with_its_own_noun_or_unit_is_no_age(draft: str) -> None:
    claims = extract_draft_claims(draft, farm())
    assert not any(c.value is not None and c.value.unit == "years" for c in claims), claims
