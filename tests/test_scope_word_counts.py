"""A number before a scope value's phrase of a few words or a hyphen ("3 toy dogs",
"1 x-large dog") counts that kind of what a count topic counts, as a one-word scope noun does
("4 cats") when the phrase ends in the counted noun (not "one shared run"); and a line's label
names the topic for each count of a list after it ("Max dogs per kennel: 3 toy dogs, or 1 x-large
dog"), as it does for "Minimum stay: 2 nights"
(`guard/extract/local/unithead.py`). An invented boarding-kennel catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def kennels() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Paws",
        "topics": {
            "dogs_per_kennel": {
                "kind": "count",
                "unit": "dogs per kennel",
                "about": ["dogs per kennel", "per kennel"],
            }
        },
        "scopes": {
            "species": {
                "values": {
                    "toy": ["toy dog*"],
                    "giant": ["x-large dog*"],
                    "shared": ["shared run"],
                },
            }
        },
    }
    return catalogue_from_dict(data, "test", "Paws")


def test_each_count_of_a_labelled_list_is_the_labels_topic() -> None:
    text = "- Max dogs per kennel: 3 toy dogs, or 1 x-large dog (one shared run only).\n"
    src = verified_source("PW-1", text, title="Kennel runbook")
    got = [(c.topic, c.value.amount) for c in extract_source_claims(src, kennels())]
    assert got == [("dogs_per_kennel", 3), ("dogs_per_kennel", 1)]
