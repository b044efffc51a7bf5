"""Every count reader reads every number word `numerals` knows: "fourteen guests" is as much a
count as "14 guests". The count readers each spelled out their own list of words and
stopped at twelve or skipped the teens (thirteen to nineteen, sixty to ninety), so the same
reply with its number in words lost its claim: a count's limit or its "N times" (`vocab`),
a count of a subject the
catalogue does not cover (`uncovered`), a count's window ("in any fourteen days",
`rates`). Found by the metamorphic sweep (tests/kb/METAMORPHIC.md).

Invented wording: a climbing-wall party venue, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict

PARTIES = catalogue_from_dict(
    {
        "name": "Boulder Barn parties",
        "topics": {
            "party_guests": {"kind": "count", "unit": "guests", "about": ["guests"]},
            "wall_visits": {"kind": "count", "unit": "visits", "about": ["visits"]},
        },
        "not_covered": ["party bags"],
    },
    "test",
    "Boulder Barn",
)


@pytest.mark.parametrize(
    ("draft", "topic", "amount"),
    [
        ("We cap guests at 14.", "party_guests", 14.0),
        ("We cap guests at fourteen.", "party_guests", 14.0),
        ("We cap guests at sixty.", "party_guests", 60.0),
        ("You can visit up to fourteen times a month.", "wall_visits", 14.0),
        ("You can visit up to seventeen times a month.", "wall_visits", 17.0),
    ],
)
def test_a_count_in_words_is_read(draft: str, topic: str, amount: float) -> None:
    """A count's limit ("cap guests at fourteen") and a count said with "times"."""
    claims = extract_draft_claims(draft, PARTIES)
    assert [(c.topic, c.value and c.value.amount) for c in claims] == [(topic, amount)]


@pytest.mark.parametrize(
    "draft",
    ["Every party comes with 16 party bags.", "Every party comes with sixteen party bags."],
)
def test_a_count_of_an_uncovered_subject_in_words_is_read(draft: str) -> None:
    claims = extract_draft_claims(draft, PARTIES)
    assert [(c.topic, c.value and c.value.amount) for c in claims] == [("other", 16.0)]


@pytest.mark.parametrize(
    "draft",
    [
        "Members get 3 visits in any 14 days.",
        "Members get three visits in any fourteen days.",
    ],
)
def test_a_count_window_in_words_stays_with_its_count(draft: str) -> None:
    claims = extract_draft_claims(draft, PARTIES)
    assert [(c.topic, c.value and c.value.amount) for c in claims] == [("wall_visits", 3.0)]
    assert "14" in claims[0].value_text or "fourteen" in claims[0].value_text


@pytest.mark.parametrize(
    "draft",
    [
        "Climbers must be 18 or over and visits are booked online.",
        "Climbers must be eighteen or over and visits are booked online.",
    ],
)
def test_a_count_does_not_reach_over_and(draft: str) -> None:
    """ "and" joins a second predicate or thing: the noun after it is not what the number
    counts (`vocab._COUNT_GAP`)."""
    claims = extract_draft_claims(draft, PARTIES)
    assert "wall_visits" not in [c.topic for c in claims], claims
