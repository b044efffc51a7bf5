"""An age a source says of another party than the age topic's person is no value of the
topic (`guard/extract/local/roles.py`): the subject of a condition clause the age qualifies,
or a requirement's subject the catalogue itself names as another role. A subject word that
only differs from the label's noun (a kind of that person, a plural) keeps its age.

An invented climbing-wall catalogue, built here: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def wall(label: str) -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Crag climbing wall",
            "topics": {
                "climb_age": {
                    "label": label,
                    "kind": "duration",
                    "about": ["minimum age", "old enough", "or over", "or older"],
                },
                "setter_pay": {
                    "label": "how much route setters are paid per route",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["setter pay"],
                },
            },
        },
        "test",
        "Crag",
    )


CLIMBER = wall("minimum age for a climber's solo pass")
NOBODY = wall("minimum age for a solo pass")


def read(body: str, catalogue: Catalogue = CLIMBER) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), catalogue)]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the topic's own person, a pronoun, or a word the catalogue never uses elsewhere
        ("You must be 14 or over to buy a solo pass.", [("climb_age", "14")]),
        ("Climbers must be at least 14 to buy a solo pass.", [("climb_age", "14")]),
        ("Juniors must be at least 14 to buy a solo pass.", [("climb_age", "14")]),
        # the catalogue names setters as another role (another topic's label)
        ("Setters must be at least 21.", []),
        ("Route setters need to be aged 21 or over.", []),
        # the party a condition clause brings in: its age, not the pass's limit
        (
            "Younger climbers are welcome when a parent or carer (aged 18 or over) belays.",
            [],
        ),
        ("Kids may climb if an adult aged 18 or over stays with them.", []),
        # the companion an accompaniment brings along: its age, not the pass's limit
        ("Under-10s may only use the bouldering room with a grown-up aged 18 or over.", []),
        ("Kids can top-rope accompanied by a parent or carer (aged 21 or over).", []),
    ],
)
def test_an_age_said_of_another_party_is_no_limit(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert read(body) == expected


def test_a_condition_on_the_topics_own_person_keeps_its_age() -> None:
    assert read("You get a solo pass once climbers aged 14 or over sign the form.") == [
        ("climb_age", "14")
    ]


def test_an_accompaniment_by_the_topics_own_person_keeps_its_age() -> None:
    assert read("Beginners may boulder with climbers aged 14 or over.") == [("climb_age", "14")]


def test_a_label_that_names_nobody_keeps_a_requirements_age() -> None:
    """With no possessive in the label, the catalogue does not say whose age it is: the
    requirement's subject is never set aside for its word."""
    assert read("Setters must be at least 21.", NOBODY) == [("climb_age", "21")]


def test_another_role_beside_the_labels_person() -> None:
    """ "age for the account holder": a requirement on another role the catalogue names
    (extra members, priced by another topic) is theirs; the holder's own stays."""
    club = catalogue_from_dict(
        {
            "topics": {
                "holder_age": {
                    "label": "an account holder's minimum age",
                    "kind": "duration",
                    "about": ["minimum age", "or over"],
                },
                "extra_price": {
                    "label": "price of an extra member",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["extra member*"],
                },
            }
        },
        "test",
        "Club",
    )
    assert read("Extra members must be at least 13.", club) == []
    assert read("Account holders must be at least 18.", club) == [("holder_age", "18")]
