"""A unit of measure after a verb whose subject is a pronoun measures the act's reach, not a
thing another topic names: "we only collect within 8 km" keeps the 8 km on the collection
radius, though "collect*" is also a money topic's phrase (`guard.extract.local.measured`).
An invented garden-waste service: none of its words come from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_GARDEN = named_catalogue(
    "Garden waste",
    {
        "collection_fee": {"kind": "money", "currency": "GBP", "about": ["collect*"]},
        "sack_price": {"kind": "money", "currency": "GBP", "about": ["sack*"]},
        "collection_radius": {"kind": "count", "unit": "km", "about": ["km", "radius"]},
        "load_limit": {"kind": "count", "unit": "kg", "about": ["kg"]},
    },
)


def test_a_verb_after_a_pronoun_names_no_thing_measured() -> None:
    assert draft_values("Sorry, we only collect within 8 km of the depot.", _GARDEN) == [
        ("collection_radius", 8)
    ]
    assert draft_values("We can collect up to 12 km away.", _GARDEN) == [("collection_radius", 12)]
    assert draft_values("We'll collect up to 40 kg each visit.", _GARDEN) == [("load_limit", 40)]


def test_a_noun_another_topic_names_still_measures_another_thing() -> None:
    # the sack is the subject that has the weight: another topic's thing, `other`
    assert draft_values("Each sack can weigh up to 25 kg.", _GARDEN) == [("other", 25)]
