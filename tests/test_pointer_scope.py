"""A bracketed cross-reference scopes nothing (`guard.extract.local.pointers`): "(see
*Gold care* for Gold members)" points to where the exception is stated, and the value
before it is the general rule. An invented phone-repair catalogue: no knowledge base's
words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.pointers import in_pointer
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def repairs() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Fixit",
        "topics": {"callout_fee": {"kind": "money", "currency": "EUR", "about": ["call-out fee"]}},
        "scopes": {
            "tier": {
                "label": "care tier",
                "values": {"basic": ["Basic members"], "gold": ["Gold members", "Gold care"]},
            }
        },
    }
    return catalogue_from_dict(data, "test", "Fixit")


def _scopes(text: str) -> list[str]:
    src = verified_source("FX-1", text + "\n", title="Home visits")
    return [c.scope["tier"] for c in extract_source_claims(src, repairs()) if c.value]


@pytest.mark.parametrize(
    "text",
    [
        "A call-out fee of €40 applies to each visit (see *Gold care* for Gold members).",
        "A call-out fee of €40 applies to each visit (see also the Gold members page).",
        "A call-out fee of €40 applies to each visit (cf. Gold care).",
    ],
)
def test_a_scope_named_in_a_pointer_scopes_nothing(text: str) -> None:
    assert _scopes(text) == ["any"]


def test_a_bracket_that_is_no_pointer_still_scopes() -> None:
    assert _scopes("A call-out fee of €40 applies to each visit (Gold members only).") == ["gold"]


def test_in_pointer_is_only_inside_an_open_see_bracket() -> None:
    text = "€40 (see Gold care) for Basic members"
    assert in_pointer(text, text.index("Gold"))
    assert not in_pointer(text, text.index("Basic"))
    assert not in_pointer("€40 (seen by Gold members)", 12)
