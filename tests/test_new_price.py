"""The words "and then", "plus", "followed by" start a new price in a list of charges: the
later amount is named by what it is charged per, not by the earlier amount's words
(`topics._NEW_PRICE_RE`). A made-up boat-hire catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def boats() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Rowline",
            "topics": {
                "launch_fee": {"kind": "money", "currency": "GBP", "about": ["to launch"]},
                "hourly_rate": {"kind": "money", "currency": "GBP", "about": ["per hour"]},
            },
        },
        "test",
        "Rowline",
    )


@pytest.mark.parametrize("joint", ["and then", "plus", "then", "followed by"])
def test_a_new_price_is_named_by_its_own_rate(joint: str) -> None:
    text = f"Rowing boats are £3 to launch {joint} £6 per hour."
    got = [(c.topic, c.value.amount) for c in extract_draft_claims(text, boats()) if c.value]
    assert got == [("launch_fee", 3), ("hourly_rate", 6)]
