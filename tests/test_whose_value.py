"""Whose value a number is (issue 17, storage KB's causes): each mechanism on an invented
bike-club catalogue, built here, whose words no knowledge base in tests/kb uses.

- a loose phrase is blocked only by an exact phrase of its own kind (`loose`);
- the value's own sub-clause is read before the rest of its clause (`topics`);
- "Bonds are returned within 20 days of leaving" counts from the leaving (`anchors`), but
  in "You can ride again within 30 days of the ban lifted" the subject is a person and the
  event names the window;
- a loose match never spans a word that opens another clause, and "limit up to" may stand
  apart (`phrases.loose_pattern`); a noun right after an uncovered subject is its own;
- another amount's rate words are no cue ("blocks of £5; each extra block adds 90p an
  hour"), and an amount whose own subject is uncovered is not the rate's topic (`values`,
  `subject`);
- "more than 3 swaps on one plan in a month" is a count's window (`countwindow`);
- "my 15-year-old" names a person, no age limit (`ages`);
- "seven days a week" is a whole period, no number to read (`engine.wholeperiod`).
"""

from __future__ import annotations

import re

import pytest

from guard.engine.numbers import non_policy_spans
from guard.engine.wholeperiod import whole_period_spans
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from guard.kb.phrases import loose_pattern
from tests.support.builders import verified_source

CLUB: Catalogue = catalogue_from_dict(
    {
        "name": "Bike club",
        "topics": {
            "bond": {"kind": "money", "currency": "GBP", "about": ["bond"]},
            "bond_return_time": {"kind": "duration", "about": ["bond back", "bond returned"]},
            "leaving_notice": {"kind": "duration", "about": ["leaving", "leave the club"]},
            "swap_wait": {"kind": "duration", "about": ["swap*"]},
            "junior_age": {"kind": "duration", "label": "minimum age to ride", "about": ["ride"]},
            "hourly_price": {"kind": "money", "currency": "GBP", "about": ["an hour", "per hour"]},
            "tyre_limit": {"kind": "money", "currency": "GBP", "about": ["limit up to"]},
            "rejoin_window": {"kind": "duration", "about": ["rejoin", "ban lifted"]},
        },
        "not_covered": ["roadside rescue"],
    },
    "test",
    "Bike club",
)


def _draft(text: str) -> list[tuple[str, str]]:
    return [(c.topic or "", c.value_text) for c in extract_draft_claims(text, CLUB)]


def _source(body: str) -> list[tuple[str, float | None]]:
    src = verified_source("BC-1", body)
    return [
        (c.topic, c.value.amount if c.value else None) for c in extract_source_claims(src, CLUB)
    ]


def test_another_kinds_exact_phrase_does_not_block_a_loose_one() -> None:
    # "bond" is the money topic's exact phrase; "bond ... back" is still the duration's
    assert _draft("Your bond will come back to you within 9 days.") == [
        ("bond_return_time", "9 days")
    ]


def test_the_values_own_sub_clause_is_read_before_the_rest_of_its_clause() -> None:
    text = "Once you leave the club, your bond is returned within 9 days."
    assert _draft(text) == [("bond_return_time", "9 days")]


def test_within_a_span_of_an_event_counts_from_it() -> None:
    assert _draft("Bonds are returned within 20 days of leaving.") == [
        ("bond_return_time", "20 days")
    ]
    # no "within": "20 days of leaving" is the leaving's own length
    assert _draft("Give us 20 days of leaving notice.")[0][0] == "leaving_notice"


def test_an_anchor_counts_only_when_the_subject_names_what_is_measured() -> None:
    # a person's right to act: the event after "of" names the window ("ban lifted")
    assert _draft("You can ride again within 30 days of the ban lifted.") == [
        ("rejoin_window", "30 days")
    ]


def test_a_loose_match_never_spans_a_word_that_opens_a_clause() -> None:
    rx = loose_pattern("to ride a bike")
    assert rx is not None
    assert re.search(rx, "we lock a bike if you ride it badly", re.IGNORECASE) is None
    assert re.search(rx, "a bike you ride", re.IGNORECASE) is not None


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("the limit covers your tyres up to £80", True),
        ("a limit of up to £80", True),
        ("limit, and up to £80", False),  # another sub-clause
    ],
)
def test_a_preposition_tail_may_stand_apart_from_its_noun(text: str, found: bool) -> None:
    rx = loose_pattern("limit up to")
    assert rx is not None
    assert (re.search(rx, text, re.IGNORECASE) is not None) is found
    assert loose_pattern("lock you out") is None  # "you" is no preposition


def test_a_noun_right_after_an_uncovered_subject_is_that_subjects() -> None:
    assert _source("Every plan includes roadside rescue limit of up to £500.") == [(OTHER, 500.0)]
    assert _source("Every plan includes a tyre limit of up to £500.") == [("tyre_limit", 500.0)]


def test_another_amounts_rate_words_are_no_cue() -> None:
    got = _source("You can hire in blocks of £5; each extra block adds £0.90 an hour.")
    assert got == [(OTHER, 5.0), (OTHER, 0.9)]
    assert _source("Hire costs £0.90 an hour.") == [("hourly_price", 0.9)]


def test_a_count_in_a_period_is_no_duration() -> None:
    assert _source("More than 3 swaps on one plan in a month need a manager.") == []
    assert _source("Riders may make 2 swaps in any 6 months.") == []
    # a verb between the count and the duration keeps the promise
    assert _source("Orders of 2 swaps arrive in a week.") != []


def test_an_age_that_names_one_person_is_no_limit() -> None:
    assert _source("A dad asked if his 15-year-old can ride with him.") == []
    assert _source("The 14-year-old may watch from the side.") == []
    assert _source("You must be 16 or over to ride.") == [("junior_age", 16.0)]


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("Open 6am to 9pm, seven days a week.", ["seven days a week"]),
        ("Staffed 24 hours a day and 365 days a year.", ["24 hours a day", "365 days a year"]),
        ("We ride 5 days a week.", []),
        ("Sessions last 60 minutes each hour.", ["60 minutes each hour"]),
    ],
)
def test_a_whole_period_said_as_its_parts(text: str, whole: list[str]) -> None:
    assert [text[s:e] for s, e in whole_period_spans(text)] == whole
    kinds = {k for _, _, k in non_policy_spans(text)}
    assert ("every part of a period" in kinds) is bool(whole)
