""" "times" before a numeral ends a noun phrase ("court times 5 days ahead"), and only before a
bare unit with an article ("three times a day") counts how often:
`guard/extract/local/timesnoun.py`. An invented squash-club catalogue: no knowledge base's
words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import LocalExtractor
from guard.extract.local.values import set_aside_in
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def squash() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Boast",
        "topics": {
            "court_release": {
                "kind": "duration",
                "about": ["days ahead", "reserve ahead", "courts open"],
            }
        },
    }
    return catalogue_from_dict(data, "test", "Boast")


def _read(text: str) -> list[tuple[str, float | None, str | None]]:
    draft = LocalExtractor(squash()).extract_draft(text)
    return [(c.topic, c.value.amount, c.value.unit) for c in draft.claims if c.value]


def test_a_plural_noun_times_before_a_numeral_is_no_frequency() -> None:
    assert _read("Juniors can reserve court times 5 days ahead.") == [
        ("court_release", 5, "calendar_days")
    ]


def test_a_plural_noun_times_before_a_number_word_is_no_frequency() -> None:
    text = "Juniors can reserve court times five days ahead."
    assert set_aside_in(text, vocabulary(squash())) == []


def test_times_before_an_article_unit_is_still_a_frequency() -> None:
    aside = set_aside_in("We sweep the courts three times a day.", vocabulary(squash()))
    assert [f.text for f, _ in aside] == ["a day"]
