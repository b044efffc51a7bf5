"""A denied paying or charging said with its verb is a price of zero
(`guard.extract.local.paidzero`).

"You won't be charged for the nail trim" says the trim costs nothing, as "there's no charge
for the nail trim" does; where its object names no topic it stays no claim. An invented
dog-grooming catalogue: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.patterns import find_policy_patterns
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def grooming() -> Catalogue:
    topics: dict[str, Any] = {
        "nail_trim": {"kind": "money", "currency": "GBP", "about": ["nail trim"]},
        "pickup_fee": {"kind": "money", "currency": "GBP", "about": ["pick-up fee"]},
    }
    return named_catalogue("Grooming", topics)


def _zeros(text: str) -> list[tuple[str, float, str | None]]:
    return [
        (c.topic, c.value.amount or 0.0, c.condition)
        for c in extract_draft_claims(text, grooming())
        if c.value.kind == "money"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Your poodle won't be charged for the nail trim.",
        "Owners aren't charged for a nail trim on grooming days.",
        "You don't pay anything for the nail trim.",
        "You won't pay a penny for the nail trim.",
        "There's nothing extra to pay for the nail trim.",
        "There's no need to pay for the nail trim.",
    ],
)
def test_a_denied_paying_for_a_priced_thing_is_its_zero(text: str) -> None:
    assert _zeros(text) == [("nail_trim", 0.0, None)]


def test_a_denied_charge_of_the_fee_itself_is_its_zero() -> None:
    assert _zeros("You will never be charged a pick-up fee.") == [("pickup_fee", 0.0, None)]


def test_a_denied_paying_for_a_thing_no_topic_names_is_no_claim() -> None:
    assert _zeros("You won't be charged for the shampoo.") == []
    assert _zeros("You don't pay anything for the biscuits.") == []


def test_a_denied_paying_under_a_condition_is_said_so() -> None:
    claims = _zeros("You won't be charged for the nail trim if your dog is a member.")
    assert [(topic, amount) for topic, amount, _ in claims] == [("nail_trim", 0.0)]
    assert claims[0][2]


@pytest.mark.parametrize(
    "text",
    [
        "You won't be charged more than £4 for the nail trim.",
        "You won't be charged for the nail trim until the groom is done.",
        "You don't pay for the nail trim twice.",
        "You won't be charged for the next two weeks for the nail trim.",
    ],
)
def test_a_bound_a_time_or_a_repeat_is_no_zero(text: str) -> None:
    assert all(amount != 0.0 for _, amount, _ in _zeros(text))


@pytest.mark.parametrize(
    "text",
    [
        "You won't be charged for it.",
        "There's nothing to pay for the shampoo.",
        "The nail trim doesn't cost anything.",
        "A nail trim costs nothing with us.",
    ],
)
def test_a_denied_paying_is_a_money_pattern_even_unread(text: str) -> None:
    """A cost denied of its subject is not read as a zero (the subject may be a narrower
    case than the topic), and a pronoun names no topic: such a draft is an unread value
    (CAUTION EXTRACTION_GAP), never an ALLOW with no claim."""
    assert "money" in [m.kind for m in find_policy_patterns(text)]


def _with_companions() -> Catalogue:
    topics: dict[str, Any] = {
        "companion_fee": {"kind": "money", "currency": "GBP", "about": ["companion dog*"]},
        "nail_trim": {"kind": "money", "currency": "GBP", "about": ["nail trim"]},
    }
    return named_catalogue("Grooming", topics)


@pytest.mark.parametrize(
    "text",
    [
        "No, companion dogs don't pay, so bring yours along.",
        "Companion dogs never have to pay.",
    ],
)
def test_a_denied_paying_with_no_object_is_its_subjects_zero(text: str) -> None:
    """A bare "X don't pay" closing its clause says X costs nothing: unread, a reply telling
    a customer a priced thing is free went out as ALLOW NO_POLICY_CLAIM."""
    claims = [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(text, _with_companions())
        if c.value.kind == "money"
    ]
    assert claims == [("companion_fee", 0.0)]


def test_a_bare_denied_paying_naming_no_topic_is_no_claim() -> None:
    assert [
        c
        for c in extract_draft_claims("If you don't pay, we can't book.", _with_companions())
        if c.value.kind == "money"
    ] == []
