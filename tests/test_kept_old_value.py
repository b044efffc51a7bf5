"""A value a group that acted before a change keeps is the old value, not the rule
(`guard/extract/local/keptold.py`): "Members who joined before May keep their £20 fee" beside
the new £30 is no second fee. An invented climbing-gym catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def gym() -> Catalogue:
    topics = {
        "joining_fee": {
            "label": "joining fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["joining fee", "fee"],
        },
        "member_discount": {
            "label": "member discount on classes",
            "kind": "percent",
            "about": ["discount"],
        },
    }
    return catalogue_from_dict({"name": "Gym", "topics": topics}, "test", "Gym")


def read(body: str) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), gym())
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


@pytest.mark.parametrize(
    "kept",
    [
        "Members who joined before May keep their £20 fee.",
        "Memberships bought before 1 May keep the £20 joining fee.",
        "Anyone who has already joined stays on the original £20 fee.",
        "Members signed up prior to the change retain their £20 joining fee.",
    ],
)
def test_what_a_past_group_keeps_is_no_second_value(kept: str) -> None:
    assert read(f"From 1 May the joining fee is £30. {kept}") == [("joining_fee", 30.0)]


@pytest.mark.parametrize(
    "body",
    [
        "Join before 1 May to keep the £20 joining fee.",
        "Pay before the first class and keep your £20 joining fee.",
    ],
)
def test_a_purpose_is_no_past_group(body: str) -> None:
    assert read(body) == [("joining_fee", 20.0)]


def test_a_group_with_no_past_keeps_a_current_value() -> None:
    assert read("Annual members keep a 10% discount on every class.") == [("member_discount", 10.0)]
