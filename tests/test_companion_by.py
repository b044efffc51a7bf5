"""The companion of an accompaniment is the noun before "aged", whatever adverbial stands
between "accompanied" and "by" and whatever adjectives stand before the noun
(`guard/extract/local/companionby.py`, read by `roles`): its age is the companion's, never
the age topic's value. An invented swimming-pool catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source

POOL: Catalogue = catalogue_from_dict(
    {
        "name": "Lido",
        "topics": {
            "solo_swim_age": {
                "label": "age from which swimmers may swim alone",
                "kind": "duration",
                "about": ["swim alone", "on their own"],
            },
        },
    },
    "test",
    "Lido",
)


def read(body: str) -> list[tuple[str, str]]:
    return [
        (c.topic, c.value_text)
        for c in extract_source_claims(source(body), POOL)
        if c.topic != "other"
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Swimmers under 12 must be accompanied in the water by a confident adult aged 21 or over.",
        "Swimmers under 12 must be accompanied throughout by a named lifeguard aged 21 or over.",
        "Swimmers under 12 are accompanied at every session by a qualified, paying adult aged 21"
        " or over.",
    ],
)
def test_the_companions_age_is_no_limit(body: str) -> None:
    assert read(body) == []


def test_two_parties_stay_two() -> None:
    body = "Swimmers under 12 must be accompanied by a parent or guardian aged 21 or over."
    assert read(body) == []


def test_the_swimmers_own_age_is_still_read() -> None:
    assert read("Swimmers aged 12 or over may swim alone.") == [("solo_swim_age", "12")]
