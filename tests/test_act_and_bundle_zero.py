"""A zero that names its own fee by an act ("no enrolment ... no joining fee") is no zero of
another price topic its clause names (`guard/extract/local/actfee.py`), and a zero said of a
thing "included in" a bundle prices the thing, not the bundle
(`guard/extract/local/bundlezero.py`). A made-up climbing-wall catalogue: no knowledge base's
words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.actfee import fee_of_another_act
from guard.extract.local.bundlezero import without_bundle
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def wall() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Overhang",
            "topics": {
                "day_pass_price": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["day pass", "day passes"],
                },
                "shoe_hire": {"kind": "money", "currency": "GBP", "about": ["shoe hire"]},
                "booking_fee": {
                    "kind": "money",
                    "currency": "GBP",
                    "label": "online booking fee",
                    "about": ["book online"],
                },
            },
        },
        "test",
        "Overhang",
    )


def _money(text: str) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(text, wall())
        if c.value is not None and c.value.kind == "money"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "A day pass gets you on every wall, with no parking charge and no minimum stay.",
        "Our day passes come with no printing charge for your wristband.",
    ],
)
def test_a_zero_naming_another_acts_fee_is_no_claim(text: str) -> None:
    assert _money(text) == []


def test_a_zero_naming_the_topics_own_act_stays() -> None:
    assert _money("When you book online there's no booking fee.") == [("booking_fee", 0.0)]
    assert _money("The day pass has no extra charge at weekends.") == [("day_pass_price", 0.0)]


def test_a_participle_of_when_a_fee_falls_due_names_no_act() -> None:
    vocab = vocabulary(wall())
    assert fee_of_another_act(vocab, "day_pass_price", "no joining fee")
    assert not fee_of_another_act(vocab, "day_pass_price", "no ongoing fee")
    assert not fee_of_another_act(vocab, "booking_fee", "no booking charge")
    assert not fee_of_another_act(vocab, "day_pass_price", "free")


@pytest.mark.parametrize(
    "text",
    [
        "Chalk is included in every day pass at no extra cost.",
        "Locker use is included with your day pass at no charge.",
    ],
)
def test_a_zero_of_a_thing_included_in_a_bundle_is_not_the_bundles(text: str) -> None:
    assert _money(text) == []


def test_the_included_things_own_topic_takes_the_zero() -> None:
    assert _money("Shoe hire is included in every day pass at no extra cost.") == [
        ("shoe_hire", 0.0)
    ]


def test_the_bundle_words_are_blanked_up_to_the_zero() -> None:
    left = "Chalk is included in every day pass "
    assert without_bundle(left) == "Chalk is " + " " * (len(left) - len("Chalk is "))
    assert without_bundle("Chalk is included, and the day pass ") is None
    assert without_bundle("The day pass ") is None
