"""An age said of a party who does the act the age topic's label names its person by is
that topic's value (`guard/extract/local/agedrole.py`): on "minimum age of the hirer",
"another member aged 18 or over hires the boat" names the hirer, not someone else. A party
doing something else ("… comes along"), or the act on a thing a label names rather than
its person ("a parent … opens the locker" on a student's own locker), stays another party's
age. A made-up boat-hire catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.agedrole import predicate_after_age
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def boat_hire(label: str = "minimum age of the hirer") -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Lakeside boat hire",
            "topics": {
                "hirer_age": {
                    "kind": "duration",
                    "label": label,
                    "about": ["hirer", "minimum age"],
                },
                "return_window": {"kind": "duration", "about": ["return the boat"]},
            },
        },
        "test",
        "Lakeside",
    )


@pytest.mark.parametrize(
    "text",
    [
        "If you or another member aged 18 or over hires the boat, the kids can come.",
        "Once another parent aged 18 or over does the hiring, the boat is yours.",
    ],
)
def test_a_party_doing_the_labels_act_is_its_person(text: str) -> None:
    claims = extract_draft_claims(text, boat_hire())
    assert [(c.topic, c.value.amount) for c in claims if c.value] == [("hirer_age", 18)]


def test_a_party_doing_something_else_stays_another() -> None:
    text = "If you or another member aged 18 or over comes along, the kids can row."
    claims = extract_draft_claims(text, boat_hire())
    assert all(c.topic != "hirer_age" for c in claims)


def test_a_condition_party_in_a_source_who_hires() -> None:
    text = "Children can row when a parent aged 18 or over hires the boat."
    body = verified_source("S-1", text, title="Who can hire", kind="help_article")
    claims = extract_source_claims(body, boat_hire())
    assert [(c.topic, c.value.amount) for c in claims if c.value] == [("hirer_age", 18)]


def test_an_act_on_the_labels_thing_is_no_role() -> None:
    text = "Children can row when a parent (aged 18 or over) opens the locker."
    body = verified_source("S-1", text, title="Who can hire", kind="help_article")
    cat = boat_hire("minimum age for a rower's own locker")
    assert all(c.topic != "hirer_age" for c in extract_source_claims(body, cat))


def test_the_predicate_ends_at_the_next_clause() -> None:
    assert predicate_after_age("an adult aged 21 or over books, and signs", 17) == "books"
