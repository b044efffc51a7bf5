"""Whose age an age topic measures, read from its label's relative clause, and a group named
by its age in brackets (issue 17, tests/kb/rail's first run: `guard.extract.local.ages`).

An invented zoo's catalogue, built here: no sentence comes from tests/kb. Its one age topic is
"age under which children get in free"; its membership page speaks of students' and
children's ages that are no such limit.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def zoo() -> Catalogue:
    topics: dict[str, Any] = {
        "free_entry_age": {
            "kind": "duration",
            "label": "age under which children get in free",
            "about": ["get in free", "go free", "free entry"],
        },
    }  # fmt: skip
    return named_catalogue("Zoo", topics)


def _ages(body: str) -> list[tuple[str, float]]:
    source = verified_source("ZOO-1", body, title="Zoo membership")
    return [(c.topic, c.value.amount or 0.0) for c in extract_source_claims(source, zoo())]


def test_another_persons_age_is_not_the_labels_persons() -> None:
    # students are not the children whose age the topic measures
    assert _ages("Full-time students aged 26 and over can join too.") == [("other", 26.0)]


def test_the_labels_person_still_gives_the_age() -> None:
    assert _ages("Children aged 3 and under always get in free.") == [("free_entry_age", 3.0)]


def test_a_group_named_by_its_age_in_brackets_is_no_limit() -> None:
    # "children (aged 4 to 12)" describes who may come on a family card, like "children aged
    # 4 to 12": no age limit of any topic
    assert _ages("A family card covers 2 adults and 3 children (aged 4 to 12).") == []
