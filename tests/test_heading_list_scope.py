"""A heading listing what its text covers scopes none of its clauses
(`guard.extract.local.headinglist`). A made-up climbing wall: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.extract.local.headinglist import listed_among_others
from guard.kb.catalogue import SCOPE_ANY, Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def wall() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Climbing wall",
            "topics": {
                "rebook_notice": {
                    "label": "notice to move a session",
                    "kind": "duration",
                    "about": ["move a session", "rebook*"],
                },
            },
            "scopes": {
                "visitor": {
                    "label": "who is booking",
                    "values": {"climber": ["day climber*"], "season": ["season pass*"]},
                },
            },
        },
        "test",
        "Climbing wall",
    )


def _scopes(body: str) -> list[str]:
    src = verified_source("CL-1", body, title="House terms", kind="help_article")
    return [c.scope.get("visitor", SCOPE_ANY) for c in extract_source_claims(src, wall())]


def test_a_heading_listing_a_scope_value_among_other_things_scopes_nothing() -> None:
    body = "# House terms: taster nights, ropes and season passes\n\nYou can rebook with 4 days' notice.\n"
    assert _scopes(body) == [SCOPE_ANY]


def test_a_heading_qualifying_by_a_scope_value_still_scopes() -> None:
    body = "# Rebooking for season passes\n\nYou can rebook with 4 days' notice.\n"
    assert _scopes(body) == ["season"]


def test_listed_among_others() -> None:
    assert listed_among_others("Terms: lessons, lockers and season passes", "season passes")
    assert listed_among_others("Lockers & season passes", "season passes")
    assert not listed_among_others("Rebooking for season passes", "season passes")
    assert not listed_among_others("Season passes", "season passes")
