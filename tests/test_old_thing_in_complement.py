"""An "old" thing in a noun's complement, with a present "is", is no old value: "data
transfer from your old laptop is €40" prices the transfer now; "old" says which laptop
(`guard/extract/local/oldcomplement.py`). "Old", "previous" or "former" on the value's own
noun, or a past verb, still marks history (`dropped`). A made-up computer shop catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.oldcomplement import old_thing_in_complement
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def shop() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Byteworks repairs",
            "topics": {
                "transfer_fee": {
                    "kind": "money",
                    "currency": "EUR",
                    "about": ["data transfer*", "transfer*", "migration"],
                },
                "recycling_fee": {
                    "kind": "money",
                    "currency": "EUR",
                    "about": ["recycling*", "recycle*"],
                },
            },
        },
        "test",
        "Byteworks",
    )


def read(text: str) -> list[tuple[str, str]]:
    return [
        (c.topic, c.value_text) for c in extract_draft_claims(text, shop()) if c.value is not None
    ]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Data transfer from your old laptop is €40.", [("transfer_fee", "€40")]),
        ("Hi Rosa, recycling of your previous printer is €12, paid in store.",
         [("recycling_fee", "€12")]),
        ("Migration for the former office machines is €90 per desk.", [("transfer_fee", "€90 per desk")]),
    ],
)  # fmt: skip
def test_an_old_thing_in_a_complement_leaves_the_value_current(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The old transfer fee is €40.",  # "old" on the value's own noun
        "Your previous recycling charge was €12.",
        "The cost of the old recycling plan was €20.",  # a past verb: history still
    ],
)
def test_an_old_value_is_still_no_claim(text: str) -> None:
    assert read(text) == []


def test_the_reading_needs_a_preposition_and_a_present_verb() -> None:
    assert old_thing_in_complement("recycling of your old printer is ")
    assert old_thing_in_complement("a transfer from the previous laptop are ")
    assert not old_thing_in_complement("the old transfer fee is ")
    assert not old_thing_in_complement("the cost of the old plan was ")
    assert not old_thing_in_complement("instead of the old price of ")
