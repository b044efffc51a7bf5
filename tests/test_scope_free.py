"""A predicate "free for" one of the catalogue's scope values is a price of zero for that
scope (`guard/extract/local/scopefree.py`); "free for" anyone else, or for a while, stays
no price in a source, and is a zero under that condition in a draft (`freeperiod`). An invented bike-workshop catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import LocalExtractor, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source

SHOP: Catalogue = catalogue_from_dict(
    {
        "name": "Spoke shop",
        "topics": {
            "fitting_fee": {
                "label": "bike fitting fee",
                "kind": "money",
                "currency": "GBP",
                "about": ["fitting", "bike fit"],
            },
        },
        "scopes": {
            "rider": {
                "label": "rider type",
                "values": {"club": ["club rider*"], "walk_in": ["walk-in rider*"]},
            }
        },
    },
    "test",
    "Spoke shop",
)


def draft(text: str) -> list[tuple[str, float | None]]:
    claims = LocalExtractor(SHOP).extract_draft(text).claims
    return [(c.topic, c.value.amount if c.value else None) for c in claims]


@pytest.mark.parametrize(
    "text",
    [
        "Good news: fitting's free for club riders.",
        "A bike fit is free for our club riders this season.",
        "Fitting is always free for club riders.",
    ],
)
def test_free_for_a_scope_value_is_a_zero(text: str) -> None:
    assert draft(text) == [("fitting_fee", 0.0)]


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Fitting is free for first-time visitors.", "for first-time visitors"),
        ("Fitting is free for your first ride.", "for your first ride"),
    ],
)
def test_free_for_anyone_else_is_a_zero_under_that_condition(text: str, condition: str) -> None:
    # In a draft, a zero for a group or an occasion no scope value names is a promise no
    # source may give: a zero under that condition, never an outright price (`freeperiod`).
    claims = LocalExtractor(SHOP).extract_draft(text).claims
    said = [(c.topic, c.value.amount if c.value else None, c.condition) for c in claims]
    assert said == [("fitting_fee", 0.0, condition)]


def test_a_source_scopes_the_zero() -> None:
    claims = extract_source_claims(source("A bike fit is free for club riders."), SHOP)
    assert [(c.topic, c.value.amount if c.value else None, c.scope) for c in claims] == [
        ("fitting_fee", 0.0, {"rider": "club"})
    ]
