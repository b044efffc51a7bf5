"""A priced noun that only modifies a group of people names who, not what is priced
(`guard.extract.local.groupname`, issue 17, tests/kb/dental).

"Gold pass" is what a "Gold pass price" prices, so "The Gold pass costs £40" is that price;
but "Gold pass holders can hire a locker over £40" names the holders (a scope) and prices
something else. An invented climbing wall's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from tests.support.reading import named_catalogue, source_values


def _claims(body: str) -> list[tuple[str, float | None]]:
    topics: dict[str, Any] = {
        "pass_price": {"kind": "money", "currency": "GBP", "about": ["Gold pass price"]},
    }
    scopes: dict[str, Any] = {
        "tier": {"values": {"gold": ["Gold pass", "Gold pass member*"], "basic": ["Basic"]}},
    }
    cat = named_catalogue("Wall", topics, scopes=scopes)
    return source_values(body, cat, source_id="WALL-1", title="Paying")


def test_the_priced_thing_itself_is_still_the_topic() -> None:
    assert _claims("The Gold pass costs £40.") == [("pass_price", 40.0)]


def test_a_group_before_a_people_noun_prices_nothing() -> None:
    assert _claims("Gold pass holders can hire a locker for over £40.") == [("other", 40.0)]


def test_a_group_the_catalogue_lists_as_a_scope_phrase_prices_nothing() -> None:
    assert _claims("As a Gold pass member, you can rent shoes worth £40.") == [("other", 40.0)]
