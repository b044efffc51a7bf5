"""Ages in a source that are no value of the catalogue's one age topic (issue 17, climbing's
cause 1: `guard.extract.local.ages`, `guard.extract.local.documents`).

An invented sailing club's catalogue, built here: no sentence comes from tests/kb. Its one
age topic is "minimum age to sail solo"; its pages speak of groups named by their age and of
instructors' ages that are no such limit.

- An age said as a plural noun ("14 and 15 year olds", "12-year-olds") names a group of
  people, one age or two joined, and states no bound (`ages.plural_age`).
- A noun and the age that qualifies it said alone ("Teenagers aged 12 and over.") names a
  group and nothing the bound limits: with nothing around it naming a topic it is set
  aside, not guessed onto the one age topic (`ages.group_said_alone`).
- An age only the catalogue's one age topic would take ("Instructors must be at least 21")
  yields to the value the same document names for that topic in words that say so
  (`documents._named_values_win`), as in a draft (`guessed`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def club() -> Catalogue:
    topics: dict[str, Any] = {
        "solo_age": {
            "kind": "duration",
            "label": "minimum age to sail solo",
            "about": ["sail solo", "take a dinghy out alone", "minimum age"],
        },
        "course_fee": {"kind": "money", "currency": "GBP", "about": ["course fee"]},
    }
    return named_catalogue("Sailing club", topics)


def _ages(body: str) -> list[tuple[str, float]]:
    source = verified_source("SAIL-1", body, title="Sailing at the club")
    return [(c.topic, c.value.amount or 0.0) for c in extract_source_claims(source, club())]


SOLO = "You must be 16 or over to sail solo."


@pytest.mark.parametrize(
    "group",
    [
        "14 and 15 year olds can take a dinghy out alone after a check sail.",
        "14 or 15-year-olds can take a dinghy out alone after a check sail.",
        "15-year-olds can take a dinghy out alone after a check sail.",
    ],
)
def test_an_age_said_as_a_plural_noun_is_a_group(group: str) -> None:
    assert _ages(f"{SOLO}\n\n{group}") == [("solo_age", 16.0)]


def test_a_bound_around_a_plural_age_still_reads_as_one() -> None:
    # "18 year olds and over": the bound follows, so it is a limit as before
    assert _ages("18 year olds and over can sail solo.") == [("solo_age", 18.0)]


def test_a_group_said_alone_names_no_limit() -> None:
    body = "# Who is the regatta for?\n\n- Teenagers aged 12 and over.\n- The course fee is £40."
    assert _ages(body) == [("course_fee", 40.0)]


def test_a_group_in_a_sentence_with_a_verb_keeps_its_reading() -> None:
    # not said alone: the age is still the one age topic's, as before
    assert _ages("Teenagers aged 12 and over may take a dinghy out.") == [("solo_age", 12.0)]


def test_a_group_said_alone_under_the_topics_words_is_the_topics() -> None:
    body = "# Who can sail solo?\n\nTeenagers aged 12 and over."
    assert _ages(body) == [("solo_age", 12.0)]


def test_a_guessed_age_yields_to_the_documents_named_value() -> None:
    body = f"{SOLO}\n\nInstructors must be at least 21."
    assert _ages(body) == [("solo_age", 16.0), ("other", 21.0)]


def test_a_guessed_age_alone_keeps_the_age_topic() -> None:
    assert _ages("Instructors must be at least 21.") == [("solo_age", 21.0)]


def test_a_draft_keeps_a_group_said_alone_as_a_claim() -> None:
    # the source-only reading leaves a draft's number to be checked (issue 17, item 5)
    claims = extract_draft_claims("Teenagers aged 12 and over.", club())
    assert [(c.topic, c.value_text) for c in claims] == [("solo_age", "12")]
