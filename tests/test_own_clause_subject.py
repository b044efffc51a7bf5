"""A coordinated main clause before a value is the value's own clause: the subject of the
clause before ", and" does not take the value (`guard/extract/local/ownclause.py`). A made-up
bike-courier catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.ownclause import own_clause_start
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict


def couriers() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Pedal Post",
            "topics": {
                "rider_tip": {"kind": "percent", "about": ["rider tip", "tip your rider"]},
                "claim_time": {"kind": "duration", "about": ["claim", "claims"]},
            },
        },
        "test",
        "Pedal Post",
    )


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, couriers()) if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Sure, the rider tip is optional, and claims are settled within 9 days.",
        "The rider tip is optional, but your claim is settled within 9 days.",
        "The rider tip is optional; claims are settled within 9 days.",
    ],
)
def test_the_value_of_a_later_clause_with_its_own_subject_is_that_subject_s(text: str) -> None:
    assert _topics(text) == ["claim_time"]


def test_the_first_clause_s_subject_still_governs_its_own_predicate() -> None:
    # no new clause: "claims" is what the rider tip is said of, after its verb
    assert _topics("The rider tip is paid out with claims within 9 days.") == [OTHER]


@pytest.mark.parametrize(
    ("left", "topic", "start"),
    [
        ("The tip is optional, and claims are settled within ", "claims", 25),
        ("The tip is optional, and we settle claims within ", "claims", 25),
        ("The tip is optional, and is paid to claims within ", "claims", 0),
        ("The tip is optional and claims are settled within ", "claims", 0),
    ],
)
def test_own_clause_start(left: str, topic: str, start: int) -> None:
    at = left.index(topic)
    assert own_clause_start(left, at, at + len(topic)) == start


def courier_refunds() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Pedal Post",
            "topics": {
                "rider_tip": {"kind": "money", "currency": "GBP", "about": ["rider tip"]},
                "refund_time": {"kind": "duration", "about": ["back in your account"]},
            },
        },
        "test",
        "Pedal Post",
    )


@pytest.mark.parametrize(
    "text",
    [
        "There's a £2 rider tip, and the rest of your payment will be back in your account "
        "within 6 days.",
        "There's a £2 rider tip, and your payment will be back in your account within 6 days.",
    ],
)
def test_a_later_clause_s_own_subject_and_verb_before_the_topic_words(text: str) -> None:
    # "the rest of your payment will be": the topic's words come after that subject's own
    # verb, in its own main clause, not after the rider tip's
    claims = extract_draft_claims(text, courier_refunds())
    assert [c.topic for c in claims if c.value is not None] == ["rider_tip", "refund_time"]


@pytest.mark.parametrize(
    "text",
    [
        "The rider tip is optional, but if you'd rather be quick your claim is settled within"
        " 9 days.",
        "The rider tip is optional, but if you'd rather wait we settle claims within 9 days.",
        "The rider tip is optional, and once it's paid, claims are settled within 9 days.",
    ],
)
def test_a_condition_after_the_conjunction_opens_a_new_main_clause(text: str) -> None:
    # a clause "if" opens is fronted before a main clause of its own: the rider tip's
    # subject is not the later value's
    assert _topics(text) == ["claim_time"]


@pytest.mark.parametrize(
    ("left", "start"),
    [
        ("The tip is optional, but if you'd rather wait we settle claims within ", 25),
        ("The tip is optional, but unless it rains we settle claims within ", 25),
    ],
)
def test_own_clause_start_after_a_condition(left: str, start: int) -> None:
    at = left.index("claims")
    assert own_clause_start(left, at, at + len("claims")) == start
