"""A quoted name in brackets right after a value says what the value is
(`guard/extract/local/namedterm.py`): "within 10 days of delivery (the "inspection
window")" is that window, whatever verb ("return") stands beside it.

An invented furniture-hire catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.extract.local.namedterm import bracketed_name
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

HIRE = catalogue_from_dict(
    {
        "name": "Sofa hire",
        "topics": {
            "return_notice": {
                "label": "notice needed to return hired furniture",
                "kind": "duration",
                "about": ["to return", "return notice"],
            },
            "setup_fee": {
                "label": "fee for setting up hired furniture",
                "kind": "money",
                "currency": "GBP",
                "about": ["setup fee", "set-up charge"],
            },
        },
    },
    "test",
    "Sofa",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), HIRE)]


def test_a_bracketed_name_that_names_no_topic_is_other() -> None:
    body = 'You have a right to return any piece within 10 days of delivery (the "inspection window").\n'
    assert read(body) == [("other", "10 days")]


def test_without_the_name_the_verb_places_it() -> None:
    assert read("You have a right to return any piece within 10 days of delivery.\n") == [
        ("return_notice", "10 days")
    ]


def test_a_bracketed_name_that_names_a_topic_is_that_topic() -> None:
    body = 'To return a piece we charge £25 (the "Set-up Charge") when it is collected.\n'
    assert read(body) == [("setup_fee", "£25")]


def test_only_a_quoted_bracket_in_the_values_own_clause_names_it() -> None:
    assert bracketed_name('10 days, then the rest ("inspection window")', 7) is None
    assert bracketed_name("10 days of delivery (see below)", 7) is None
    assert bracketed_name('10 days of delivery (the "inspection window")', 7) == (
        "inspection window"
    )
