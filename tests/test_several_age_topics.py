"""Ages in a catalogue with two age topics (issue 17, tests/kb/optician's first run).

A bare age said of someone ("if you're 14 or over", "once you're seventy") is read when the
sentence names one of the catalogue's age topics, not only when the catalogue has exactly one
(`guard.extract.local.bounds`). A group named by an upper bound ("kids under 5") is no value
of a topic that is the age something starts FROM (`guard.extract.local.directions`).

An invented leisure centre's catalogue, built here: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def leisure() -> Catalogue:
    topics: dict[str, Any] = {
        "solo_swim_age": {
            "kind": "duration",
            "label": "minimum age to swim without an adult",
            "about": ["swim alone", "swim without an adult"],
        },
        "free_entry_age": {
            "kind": "duration",
            "label": "age from which gym entry is free",
            "about": ["free gym entry", "free entry"],
        },
        "day_pass_price": {"kind": "money", "currency": "GBP", "about": ["day pass"]},
    }  # fmt: skip
    return named_catalogue("Leisure", topics)


def _ages(body: str) -> list[tuple[str, float]]:
    source = verified_source("LC-1", body, title="Leisure centre rules")
    return [
        (c.topic, c.value.amount or 0.0)
        for c in extract_source_claims(source, leisure())
        if c.topic != OTHER and c.value.unit == "years"
    ]


def test_a_bare_age_goes_to_the_age_topic_its_sentence_names() -> None:
    assert _ages("You can swim alone if you're 14 or over.") == [("solo_swim_age", 14.0)]
    assert _ages("You get free gym entry once you're seventy.") == [("free_entry_age", 70.0)]


def test_a_bare_age_whose_sentence_names_no_age_topic_stays_unread() -> None:
    # Two age topics and no words for either: the number cannot say which limit it is.
    assert _ages("Guests must be 14 or over.") == []


def test_a_group_under_an_age_is_no_age_from_which_something_starts() -> None:
    assert _ages("Kids under 5 get free entry.") == []
    draft = extract_draft_claims("Yes, kids under 5 get free entry.", leisure())
    assert [c for c in draft if c.topic == "free_entry_age"] == []


def test_an_age_written_as_the_lower_end_still_reads_on_a_from_which_topic() -> None:
    assert _ages("Free entry is for members aged 70 or over.") == [("free_entry_age", 70.0)]
