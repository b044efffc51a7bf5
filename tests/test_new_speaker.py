"""A speaker brought in with an indefinite article ("a woman at the desk says") reports
someone else's words, whatever the noun (`guard/extract/local/newspeaker.py`).

An invented boat-hire catalogue, built here: no knowledge base's words."""

from __future__ import annotations

import re

from guard.extract.local import extract_source_claims
from guard.extract.local.newspeaker import NEW_SPEAKER
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

BOATS = catalogue_from_dict(
    {
        "name": "Boat hire",
        "topics": {
            "rowboat_price": {
                "label": "price of a rowing boat for an hour",
                "kind": "money",
                "currency": "EUR",
                "about": ["rowing boat", "rowboat"],
            },
        },
    },
    "test",
    "Boats",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), BOATS)]


def test_a_speaker_after_a_or_an_reports_their_words() -> None:
    body = "Also, a gentleman at the jetty says he paid €12 an hour for a rowing boat last year.\n"
    assert read(body) == []
    body = "An elderly fisherman insists a rowboat was €9 when he came in June. Is that right?\n"
    assert read(body) == []


def test_a_text_the_team_names_with_the_or_our_still_states() -> None:
    assert read("Our price list says a rowing boat is €15 an hour.\n") == [
        ("rowboat_price", "€15 an hour")
    ]
    assert read("The hire agreement says a rowboat costs €15 an hour.\n") == [
        ("rowboat_price", "€15 an hour")
    ]


def test_grammar_words_are_no_speaker() -> None:
    speaker = re.compile(rf"\b{NEW_SPEAKER}\s+says\b", re.IGNORECASE)
    assert speaker.search("a grandmother says")
    assert speaker.search("another nervous rower says")
    assert not speaker.search("a week she says")
    assert not speaker.search("one of them says")
    assert not speaker.search("an hour we says")


def test_a_colon_after_a_finished_report_gives_the_writer_the_word_back() -> None:
    """A reported question whose complement stands before the colon is over at the colon, and
    the writer answers it; a colon right after the speech verb opens the speech instead."""
    assert read("A fisherman asked about the boats: a rowboat is €15 an hour.\n") == [
        ("rowboat_price", "€15 an hour")
    ]
    assert read("A fisherman says: a rowboat is €9 an hour.\n") == []
