"""The words right after a value up to its clause's end are that value's (`tails`): a zero
later in the sentence does not take its topic from them."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict

STREAMING = catalogue_from_dict(
    {
        "name": "Reel streaming",
        "topics": {
            "plan_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["subscription", "per month", "a month"],
            },
            "downloads": {"kind": "count", "unit": "downloads a month", "about": ["download*"]},
        },
    },
    "test",
    "Reel",
)


def read(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, STREAMING)]


def test_a_zero_after_another_values_rate_is_not_priced_by_that_rate() -> None:
    got = read("You can keep 25 downloads a month, Sam, and they're free of charge.")
    assert got == [("downloads", "25 downloads")]


@pytest.mark.parametrize(
    "text",
    [
        "You can keep 25 downloads, and the subscription is free of charge.",
        "The subscription, as always, is free of charge.",
    ],
)
def test_a_zero_whose_own_clause_names_the_price_is_still_read(text: str) -> None:
    assert ("plan_price", "free of charge") in read(text)
