"""A priced noun said after a modifier the topic's label and phrases never use names another
kind of the thing (`guard/extract/local/kindmodifier.py`): "a junior pass is £20" is no
price of the "adult monthly pass". An invented leisure-centre catalogue: no knowledge
base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def centre(label: str) -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Leisure centre",
            "topics": {
                "pass_price": {
                    "label": label,
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["cost of pass", "monthly pass price"],
                },
            },
        },
        "test",
        "Leisure centre",
    )


ADULT = centre("adult monthly pass price")


def read(body: str, catalogue: Catalogue = ADULT) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), catalogue)
        if c.value is not None and c.value.amount is not None
    ]


@pytest.mark.parametrize(
    "body", ["A junior pass (ages 5 to 15) is £20.", "Junior passes go up to £22 in May."]
)
def test_another_kind_of_the_thing_is_not_the_topic(body: str) -> None:
    assert [t for t, _ in read(body)] == ["other"]


@pytest.mark.parametrize(
    "body", ["A pass costs £35.", "Your pass costs £35.", "The monthly pass is £35 now."]
)
def test_the_thing_itself_or_the_labels_kind_stays_the_topic(body: str) -> None:
    assert read(body) == [("pass_price", 35.0)]


def test_a_label_that_names_no_kind_keeps_every_modifier() -> None:
    plain = centre("price of a pass")
    assert read("A junior pass is £20.", plain) == [("pass_price", 20.0)]


def test_a_noun_of_two_words_is_read_from_its_first_word() -> None:
    catalogue = catalogue_from_dict(
        {
            "name": "Leisure centre",
            "topics": {
                "swim_price": {
                    "label": "price of a swim session",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["swim session fee"],
                },
            },
        },
        "test",
        "Leisure centre",
    )
    assert read("A standard swim session costs £6.", catalogue) == [("swim_price", 6.0)]
