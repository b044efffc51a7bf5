"""A list of scope values whose shared noun is said once ("a standard or large machine"): the
earlier item names its value too, and a list that a clause's "and" cuts is read whole.

A made-up laundrette's catalogue, in which every scope phrase is a whole noun phrase
("standard machine*"): no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

WASH = catalogue_from_dict(
    {
        "name": "Suds laundrette",
        "topics": {
            "wash_price": {"kind": "money", "currency": "GBP", "about": ["wash costs", "a wash"]},
        },
        "scopes": {
            "machine": {
                "any": ["every machine", "all machines"],
                "values": {
                    "compact": ["compact machine*"],
                    "standard": ["standard machine*"],
                    "large": ["large machine*", "XL"],
                },
            },
        },
    },
    "test",
    "Suds",
)


def machines(body: str) -> list[str]:
    claims = extract_source_claims(source(body), WASH)
    return sorted(c.scope["machine"] for c in claims if c.topic == "wash_price")


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # The earlier item is said without the noun the list shares.
        ("A wash costs £4 on a standard or large machine.", ["large", "standard"]),
        ("A wash costs £4 on standard and large machines.", ["large", "standard"]),
        # Every value listed that way is every machine.
        ("A wash costs £4 on compact, standard or large machines.", ["any"]),
        # Before the value too.
        ("On standard or large machines a wash costs £4.", ["large", "standard"]),
        # A list the clause's "and" would cut, with more of the clause after it.
        ("A wash costs £4 on standard and large machines until 9pm.", ["large", "standard"]),
    ],
)
def test_an_item_said_without_the_shared_noun_names_its_value(
    body: str, expected: list[str]
) -> None:
    assert machines(body) == expected, body


@pytest.mark.parametrize(
    "body",
    [
        # "new" with the noun put back is no value's phrase.
        "A wash costs £4 on a new or large machine.",
        # Not a list item: the "and" opens another clause.
        "A wash costs £4 on large machines and standard drying is free.",
    ],
)
def test_words_that_name_no_value_with_the_noun_stay_out(body: str) -> None:
    assert machines(body) == ["large"], body
