"""A zero after a verb and its object says the action is free, not the object
(`guard/extract/local/actionzero.py`); said of the priced thing it stays its price. A made-up
ski-lift catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.actionzero import zero_of_an_action
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def lifts() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Snowline",
            "topics": {
                "season_pass_price": {
                    "kind": "money",
                    "currency": "EUR",
                    "about": ["season pass"],
                },
                "locker_fee": {"kind": "money", "currency": "EUR", "about": ["swap a locker"]},
            },
        },
        "test",
        "Snowline",
    )


def _money(text: str) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(text, lifts())
        if c.value is not None and c.value.kind == "money"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "You can transfer your season pass free of charge.",
        "We'll pause the season pass at no extra cost.",
        "Upgrade your season pass for free before December.",
        "Transferring your season pass is free.",
        # the verb's complement after its object: the act still ends at the zero
        "You can move your season pass onto a later week at no extra cost.",
    ],
)
def test_a_zero_after_a_verb_and_its_object_is_the_actions(text: str) -> None:
    assert _money(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The season pass is free.",
        "You get the season pass free of charge.",
        "Season pass at no cost for instructors.",
        "You can swap a locker free of charge.",
        "Receiving a season pass is free.",
    ],
)
def test_a_zero_said_of_the_priced_thing_stays_its_price(text: str) -> None:
    assert len(_money(text)) == 1 and _money(text)[0][1] == 0


def test_only_adverbial_zeros_right_after_the_thing_count() -> None:
    assert zero_of_an_action("free of charge", "You can cancel your pass ", "pass")
    assert not zero_of_an_action("is free", "You can cancel your pass ", "pass")
    assert zero_of_an_action("is free", "Cancelling your pass ", "pass")
    assert not zero_of_an_action("is free", "The pass ", "pass")
    assert not zero_of_an_action("free of charge", "You can cancel your pass today ", "pass")
    assert not zero_of_an_action("free of charge", "You can receive your pass ", "pass")
    assert zero_of_an_action("for free", "We'll move your pass to the next week ", "pass")
    assert not zero_of_an_action("for free", "We'll move your pass to us ", "pass")
    assert not zero_of_an_action("for free", "We'll move your pass of the week ", "pass")


def test_a_zero_after_a_choice_s_verb_is_the_actions() -> None:
    """A choice's option phrase holding the verb and its object ("rebook your wash") cuts
    the value's clause after the verb; the verb still takes the object, so the zero is still
    the act's, not a price of the object (`zerotopic` asks `actionzero` of the sentence too)."""
    cat = catalogue_from_dict(
        {
            "name": "Suds",
            "topics": {
                "full_wash_price": {
                    "label": "price of a full wash",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["full wash", "price of a wash", "wash price", "cost of a wash"],
                },
                "storm_policy": {
                    "kind": "choice",
                    "about": ["storm", "high winds"],
                    "choices": {
                        "moved": ["rebook your wash", "we'll rebook"],
                        "goes_ahead": ["still go ahead"],
                    },
                },
            },
        },
        "test",
        "Suds",
    )
    text = (
        "If high winds are forecast for Monday, we'll rebook your wash to the next open slot"
        " at no extra cost."
    )
    assert [c.topic for c in extract_draft_claims(text, cat)] == ["storm_policy"]
