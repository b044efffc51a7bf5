"""A count whose noun carries a modifier the topic's label never uses counts another kind of
the thing (`guard/extract/local/kindmodifier.py`, `counts_another_kind`): "10 sample prints"
is no number of colour prints, when the label counts colour prints. An invented print-shop
catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def shop(label: str = "number of colour prints in the pack") -> Catalogue:
    topics = {
        "prints_included": {
            "label": label,
            "kind": "count",
            "unit": "colour prints",
            "about": ["prints", "colour prints"],
        },
    }
    return catalogue_from_dict({"name": "Prints", "topics": topics}, "test", "Prints")


def read(body: str, catalogue: Catalogue | None = None) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), catalogue or shop())
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Before the pack is made we post you 6 sample prints to approve.",
        "Choose your 5 favourite prints for the frame.",
    ],
)
def test_a_count_of_another_kind_is_no_value(body: str) -> None:
    assert read(body) == []


@pytest.mark.parametrize(
    "body",
    ["The pack includes 50 colour prints.", "The pack includes 50 prints."],
)
def test_the_topics_own_kind_or_no_modifier_is_its_value(body: str) -> None:
    assert read(body) == [("prints_included", 50.0)]


def test_a_label_that_names_no_kind_makes_none() -> None:
    plain = shop("number of prints in the pack")
    assert read("Before the pack is made we post you 6 sample prints.", plain) == [
        ("prints_included", 6.0)
    ]


def test_a_denominator_phrase_is_no_counted_noun() -> None:
    topics = {
        "max_quantity": {
            "label": "limit per order on sale items",
            "kind": "count",
            "unit": "units per order",
            "about": ["per order", "limit"],
        },
    }
    cat = catalogue_from_dict({"name": "Shop", "topics": topics}, "test", "Shop")
    assert read("Sale items are capped at 2 units per order.", cat) == [("max_quantity", 2.0)]
