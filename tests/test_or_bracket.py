"""A scope named only inside a bracket that opens with "or" and holds no value of its own
scopes nothing (`guard.extract.local.orbracket`): "(or, for a delivered order, book its
return)" adds a case to the same deadline, it does not narrow it. An invented lost-property
catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.orbracket import in_or_bracket
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def lost_property() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Depot",
        "topics": {
            "keep_period": {"kind": "duration", "about": ["unclaimed", "donate*"]},
            "storage_fee": {"kind": "money", "currency": "EUR", "about": ["storage fee"]},
        },
        "scopes": {
            "route": {
                "label": "how it reaches you",
                "values": {"pickup": ["pick-up", "in person"], "courier": ["courier", "delivered"]},
            }
        },
    }
    return catalogue_from_dict(data, "test", "Depot")


def _scopes(text: str) -> list[tuple[str, str]]:
    src = verified_source("LP-1", text + "\n", title="Lost property")
    return [
        (c.topic, c.scope["route"]) for c in extract_source_claims(src, lost_property()) if c.value
    ]


@pytest.mark.parametrize(
    "text",
    [
        "If you don't pick it up (or, for a courier order, book its return) within 30 days, we"
        " may donate unclaimed items.",
        "Unclaimed items are kept for 30 days, after which we donate them (or return them by"
        " courier if you asked).",
    ],
)
def test_a_scope_in_an_or_bracket_scopes_nothing(text: str) -> None:
    assert _scopes(text) == [("keep_period", "any")]


def test_a_bracket_that_opens_otherwise_still_scopes() -> None:
    assert _scopes("Unclaimed items are kept for 30 days (courier orders only).") == [
        ("keep_period", "courier")
    ]


def test_an_or_bracket_with_its_own_value_keeps_its_scope() -> None:
    text = "The storage fee is €5 (or €3 for courier orders)."
    assert ("storage_fee", "courier") in _scopes(text)


def test_in_or_bracket_is_only_inside_an_open_or_bracket_without_a_value() -> None:
    text = "kept 30 days (or, by courier, returned) for pick-up"
    assert in_or_bracket(text, text.index("courier"))
    assert not in_or_bracket(text, text.index("pick-up"))
    assert not in_or_bracket("€5 (or €3 by courier)", 12)
    assert not in_or_bracket("30 days (orders by courier)", 18)
