"""An age topic labelled "minimum age for a <person> to <act>" says whose age it is, as
"age of a <person>" does (`extract.local.holder.someone_elses_age`): a sentence that never
names that person gives another party's age, and "children" names a child. An invented
climbing-wall catalogue: no knowledge base's words."""

from __future__ import annotations

import re
from typing import Any

from guard.extract.local.holder import someone_elses_age
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def of_someone_else(vocab: Vocabulary, topic: str, sentence: str) -> bool:
    """`someone_elses_age` at the sentence's first number."""
    number = re.search(r"\d+", sentence)
    assert number is not None
    return someone_elses_age(vocab, topic, sentence, number.start(), number.end())


def wall() -> Catalogue:
    topics: dict[str, Any] = {
        "solo_age": {
            "kind": "duration",
            "label": "minimum age for a child to climb without a parent",
            "about": ["without a parent", "on their own", "unsupervised"],
        },
        "session_fee": {"kind": "money", "currency": "GBP", "about": ["session fee"]},
    }
    return named_catalogue("Crux", topics)


def test_an_age_said_of_another_party_is_not_the_childs() -> None:
    vocab = vocabulary(wall())
    assert of_someone_else(vocab, "solo_age", "Our instructors need to be 18 or over.")
    assert of_someone_else(vocab, "solo_age", "Whoever signs the form must be 18 or over.")


def test_a_sentence_naming_the_person_keeps_the_age() -> None:
    vocab = vocabulary(wall())
    assert not of_someone_else(vocab, "solo_age", "A child must be 12 to climb on their own.")
    # an irregular plural names the same person
    assert not of_someone_else(vocab, "solo_age", "Children aged 12 and over can climb alone.")


def test_an_age_for_an_act_names_no_person() -> None:
    """ "age for renting" has no person after "for": nothing says whose age it is."""
    topics: dict[str, Any] = {
        "hire_age": {
            "kind": "duration",
            "label": "minimum age for renting shoes",
            "about": ["hire"],
        }
    }
    vocab = vocabulary(named_catalogue("Crux", topics))
    assert not of_someone_else(vocab, "hire_age", "You must be 16 or over.")
