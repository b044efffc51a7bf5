"""A label word that modifies another noun says a thing's kind, not whose age the topic is
(`guard/extract/local/labelkind.py`, read by `roles`), and "alongside" brings a companion
along as "with" does: "minimum age for adult workshops" is about adult workshops, so the age
of an adult a teenager books alongside is the companion's, never the workshops' minimum age.
An invented pottery-studio catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.labelkind import label_person_stems
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source

STUDIO: Catalogue = catalogue_from_dict(
    {
        "name": "Kiln Yard",
        "topics": {
            "workshop_age": {
                "label": "minimum age for adult workshops",
                "kind": "duration",
                "about": ["minimum age", "or over"],
            },
        },
    },
    "test",
    "Kiln Yard",
)


def read(body: str) -> list[tuple[str, str]]:
    return [
        (c.topic, c.value_text)
        for c in extract_source_claims(source(body), STUDIO)
        if c.topic != "other"
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Teenagers are welcome, but they book alongside a paying adult (aged 21 or over) who"
        " stays to the end.",
        "Under-15s may only come with an adult aged 21 or over.",
        "Younger potters must be accompanied by an adult aged 21 or over.",
    ],
)
def test_a_companion_named_by_the_labels_modifier_is_another_party(body: str) -> None:
    assert read(body) == []


def test_the_workshops_own_limit_is_still_read() -> None:
    assert read("Adult workshops are open to anyone aged 15 or over.") == [("workshop_age", "15")]


@pytest.mark.parametrize(
    ("label", "kept", "dropped"),
    [
        ("minimum age for adult workshops", {"workshop"}, {"adult"}),
        ("minimum diver age", {"diver"}, set()),  # a modifier of the age names its person
        ("minimum age for a tenant's own lease", {"tenant", "lease"}, set()),
        ("age limit for junior fares", {"fare"}, {"junior"}),
    ],
)
def test_label_person_words(label: str, kept: set[str], dropped: set[str]) -> None:
    words = label_person_stems(label)
    assert kept <= words
    assert not dropped & words
