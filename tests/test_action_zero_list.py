"""A zero after a verb whose object is a list says the action is free, not the first item
listed (`guard/extract/local/actionzero.py`, `_more_listed_items`). A made-up fencing and
gardening catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.actionzero import zero_of_an_action
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def fencing() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Hedgerow",
            "topics": {
                "gate_price": {"kind": "money", "currency": "GBP", "about": ["gate"]},
                "repair_window": {
                    "kind": "duration",
                    "about": ["repair guarantee", "come back"],
                },
            },
        },
        "test",
        "Hedgerow",
    )


def _money(text: str) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(text, fencing())
        if c.value is not None and c.value.kind == "money"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "We'll repaint the gate and the fence posts free of charge.",
        "Our crew will rehang your gate, the trellis and the side panel at no extra cost.",
        "You can reinstall the gate or the latch for free.",
    ],
)
def test_a_zero_after_a_listed_object_is_the_actions(text: str) -> None:
    assert _money(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "You get the gate and the fence posts free of charge.",
        "We'll repaint the gate and we'll fit a new gate free of charge.",
        "The gate and the fence posts are free.",
    ],
)
def test_a_zero_said_of_the_listed_things_stays_a_price(text: str) -> None:
    got = _money(text)
    assert got and all(amount == 0 for _, amount in got)


def test_only_a_list_of_noun_phrases_lets_the_zero_reach_the_verb() -> None:
    left = "we'll repaint the gate and the fence "
    assert zero_of_an_action("free of charge", left, "gate")
    assert not zero_of_an_action("free of charge", "we'll repaint the gate and we ", "gate")
    assert not zero_of_an_action("free of charge", "we'll repaint the gate today ", "gate")
    assert not zero_of_an_action("free of charge", "we'll repaint the gate for you ", "gate")
    assert not zero_of_an_action("is free", "the gate and the fence ", "gate")
