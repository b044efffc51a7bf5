"""A priced noun that only modifies a group of people names who, not what is priced
(`guard.extract.local.groupname`, issue 17, tests/kb/dental).

"Gold pass" is what a "Gold pass price" prices, so "The Gold pass costs £40" is that price;
but "Gold pass holders can hire a locker over £40" names the holders (a scope) and prices
something else. An invented climbing wall's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import verified_source


def _claims(body: str) -> list[tuple[str, float]]:
    topics: dict[str, Any] = {
        "pass_price": {"kind": "money", "currency": "GBP", "about": ["Gold pass price"]},
    }
    scopes: dict[str, Any] = {
        "tier": {"values": {"gold": ["Gold pass", "Gold pass member*"], "basic": ["Basic"]}},
    }
    cat = catalogue_from_dict({"name": "Wall", "topics": topics, "scopes": scopes}, "t", "Wall")
    claims = extract_source_claims(verified_source("WALL-1", body, title="Paying"), cat)
    return [(c.topic, c.value.amount or 0.0) for c in claims if c.value is not None]


def test_the_priced_thing_itself_is_still_the_topic() -> None:
    assert _claims("The Gold pass costs £40.") == [("pass_price", 40.0)]


def test_a_group_before_a_people_noun_prices_nothing() -> None:
    assert _claims("Gold pass holders can hire a locker for over £40.") == [("other", 40.0)]


def test_a_group_the_catalogue_lists_as_a_scope_phrase_prices_nothing() -> None:
    assert _claims("As a Gold pass member, you can rent shoes worth £40.") == [("other", 40.0)]
