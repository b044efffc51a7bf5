"""Issue 17: draft and source readings that a knowledge base written blind (tests/kb/mealkit)
found wrong, each stated as a rule of reading that holds for any team's wording.

An invented dog-walking service's catalogue, built here: nothing in the product knows its
words, and no sentence below comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.decide import Verdict
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from tests.support.builders import source, verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue


def walkers() -> Catalogue:
    topics: dict[str, Any] = {
        "walk_fee": {"kind": "money", "currency": "GBP", "about": ["walk fee", "price of a walk"]},
        "most_dogs": {
            "kind": "count", "unit": "dogs per walk", "label": "most dogs on one walk",
            "about": ["dogs per walk", "dogs on a walk"],
        },
    }  # fmt: skip
    data = {"name": "Walkers", "topics": topics, "not_covered": ["vaccination*", "grooming"]}
    return catalogue_from_dict(data, "test", "Walkers")


# --- a number of things the catalogue does not cover is a value on `other` -------------------


def test_a_number_right_before_a_not_covered_noun_is_a_count_on_other() -> None:
    claims = extract_draft_claims(
        "Your walker checks all 6 vaccinations at the first visit.", walkers()
    )
    assert [(c.topic, c.value.amount, c.value.kind) for c in claims] == [(OTHER, 6, "count")]


def test_a_duration_before_a_not_covered_noun_stays_a_duration() -> None:
    claims = extract_draft_claims("Book 3 days before grooming so we can fit you in.", walkers())
    assert [(c.value.amount, c.value.kind) for c in claims] == [(3, "duration")]


def test_a_count_topics_own_noun_is_not_taken_by_the_uncovered_reader() -> None:
    claims = extract_draft_claims("We take up to 4 dogs per walk.", walkers())
    assert [(c.topic, c.value.amount) for c in claims] == [("most_dogs", 4)]


# --- a price topic's phrase that ends in the copula of "is free" --------------------------------


def walkers_with_copula() -> Catalogue:
    topics: dict[str, Any] = {
        "walk_fee": {"kind": "money", "currency": "GBP", "about": ["walk fee", "walking is"]},
    }
    return named_catalogue("Walkers", topics)


def test_a_phrase_ending_in_the_copula_of_a_zero_names_its_topic() -> None:
    claims = extract_draft_claims(
        "Good news: walking is free on your first week.", walkers_with_copula()
    )
    assert [(c.topic, c.value.amount, c.value.unit) for c in claims] == [("walk_fee", 0, "GBP")]


def test_a_zero_said_of_another_subject_is_still_no_claim() -> None:
    claims = extract_draft_claims("Parking is free near the park.", walkers_with_copula())
    assert claims == []


# --- the customer's own past act, told back, is no claim ----------------------------------------

BOOKING: Catalogue = catalogue_from_dict(
    {"topics": {"cancel_notice": {"kind": "duration", "about": ["cancel*"]}}},
    "walkers/answerguard.yaml",
    "walkers",
)
NOTICE = [source("POL-1", "Cancel a walk at least 2 days before it starts.")]


def decide_on(draft: str, message: str) -> Verdict:
    return local_verdict(draft, NOTICE, BOOKING, message=message)


def test_the_customers_past_act_with_their_own_figure_is_no_claim() -> None:
    v = decide_on(
        "I can see you cancelled the walk 3 days before, on 2 May.",
        "I cancelled 3 days before the walk and was charged anyway!",
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM"), v.trace


@pytest.mark.parametrize(
    "draft",
    [
        "You can cancel 3 days before the walk.",  # stated as policy: checked
        "If you cancelled 3 days before, there is no charge.",  # a condition states a rule
        "I can see you cancelled 1 day before, on 2 May.",  # not the customer's figure
        "You mentioned you were told 3 days before, sorry.",  # someone's words, not an act
    ],
)
def test_a_figure_stated_as_policy_or_not_the_customers_is_still_read(draft: str) -> None:
    v = decide_on(draft, "I cancelled 3 days before the walk and was charged anyway!")
    assert v.decision != "ALLOW" or v.reason_code != "NO_POLICY_CLAIM", v.trace


# --- a bound the other way from the topic's, and a count said of part of a group -------------


def walk_rules() -> Catalogue:
    topics: dict[str, Any] = {
        "most_dogs": {
            "kind": "count", "unit": "dogs per walk", "label": "most dogs on one walk",
            "about": ["dogs per walk", "dogs on a walk", "dogs a walk"],
        },
        "youngest_dog": {
            "kind": "duration", "label": "minimum age of a dog we walk",
            "about": ["minimum age", "puppies"],
        },
    }  # fmt: skip
    return named_catalogue("Walkers", topics)


def _values(body: str) -> list[tuple[str, float]]:
    src = verified_source("W-1", body, title="Walk rules")
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(src, walk_rules())
        if c.topic != OTHER and c.value.amount is not None
    ]


def test_a_lower_bound_beside_the_upper_one_is_not_the_maximum() -> None:
    assert _values("We take up to 6 dogs a walk, and at least 2.") == [("most_dogs", 6)]
    assert _values("Each walker has 2 or more dogs on a walk.") == []


def test_a_bound_the_same_way_as_the_topic_is_kept() -> None:
    assert _values("A group walk has no more than 6 dogs on a walk.") == [("most_dogs", 6)]
    assert _values("Puppies must be at least 4 months old.") == [("youngest_dog", 4)]


def test_a_count_said_of_part_of_a_group_is_no_limit() -> None:
    assert _values("Tip: most owners book 2 dogs per walk.") == []
    assert _values("Many of our regulars have 3 dogs on a walk.") == []
    assert _values("Most people book 2 dogs per walk, up to 6.") == [("most_dogs", 6)]
    # a superlative is no quantifier: "the most" states the limit
    assert _values("The most we allow is 6 dogs per walk.") == [("most_dogs", 6)]


def test_a_quantifier_standing_for_the_group_just_named_is_no_limit() -> None:
    """ "(most are 3)", "many of them have 3": the group goes unsaid, the quantifier stands
    for it (`typical`), so a heading's count topic does not take the number."""
    src = verified_source(
        "W-2",
        "# Dogs per walk\n\nWe walk rescue greyhounds (most are 3) every morning.\n\n"
        "Our walkers all have dogs, and many of them have 3.\n",
        title="Walk rules",
    )
    claims = extract_source_claims(src, walk_rules())
    assert [(c.topic, c.value.amount) for c in claims if c.topic != OTHER] == []
    # the limit beside it is still read
    assert _values("We take up to 6 dogs per walk (most have 3).") == [("most_dogs", 6)]


def test_a_count_said_of_one_typical_member_of_a_group_is_no_limit() -> None:
    """An indefinite subject with an adverb of frequency: a rule of thumb, not the limit
    (`typical`), a range read at its top included."""
    assert _values("A busy household usually has 3 dogs on a walk.") == []
    assert _values("A large family typically books 2 to 4 dogs per walk.") == []
    # no adverb of frequency: the sentence states what a walk holds
    assert _values("A group walk has up to 6 dogs on a walk.") == [("most_dogs", 6)]
