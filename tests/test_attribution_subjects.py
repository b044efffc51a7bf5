"""Issue 17: a source value lands on the topic its own words name, not on the one the text
around it happens to name.

An invented bike-hire catalogue, built here: nothing in the product knows its words. Each
test states a generic rule: a clause's own subject beats the headings; a bound said of
someone ("must be 14 or over") is an age, never a count; a group named by its age is no
limit; an age by its own words goes to the one age topic; a rate names a topic only when
the amount's own sub-clause names none; "unless ... on X" excludes X; a cue word that is
part of another topic's longer phrase is read again on the headings; a draft led by what
the catalogue knows (a scope value) names no uncovered subject; a zero said only inside a
time window ("in the last 10 days") is no claim on the fee.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Source
from tests.support.builders import verified_source


def hire(order: int = 1) -> Catalogue:
    topics: dict[str, Any] = {
        "min_age": {"kind": "duration", "label": "minimum rider age",
                    "about": ["minimum age", "age limit"]},
        "helmets": {"kind": "count", "unit": "helmets", "about": ["helmet*"]},
        "hire_fee": {"kind": "money", "currency": "GBP", "about": ["hire fee*", "per hour"]},
        "lock_fee": {"kind": "money", "currency": "GBP", "about": ["lock fee", "lock*"]},
        "return_notice": {"kind": "duration", "about": ["notice", "cancel*"]},
        "grace_period": {"kind": "duration", "about": ["grace period", "right to cancel"]},
    }  # fmt: skip
    scopes = {
        "bike": {
            "label": "bike hire",
            "values": {"ebike": ["e-bike*"], "classic": ["classic bike*"]},
        },
        "station": {"label": "pickup station", "values": {"central": ["central station"]}},
    }
    items = list(topics.items())[::order]
    return catalogue_from_dict(
        {"name": "Hire", "topics": dict(items), "scopes": scopes}, "test", "Hire"
    )


def _source(body: str) -> Source:
    return verified_source("HIRE-1", body)


def topics(body: str, order: int = 1) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.value.unit if c.value else "")
        for c in extract_source_claims(_source(body), hire(order))
    ]


@pytest.mark.parametrize("order", [1, -1])
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the clause's own subject names something uncovered: not the heading's topic
        ("## Hire fees\n\nThe delivery fee is £4.\n", [(OTHER, 4, "GBP")]),
        ("## Hire fees\n\nStandard delivery fee: £4.\n", [(OTHER, 4, "GBP")]),
        # a subject that only names a kind of quantity leaves the heading to decide
        ("## Hire fees\n\nThe fee is £4.\n", [("hire_fee", 4, "GBP")]),
    ],
)
def test_a_clause_that_names_its_own_subject_beats_the_heading(
    body: str, expected: list[tuple[str, float, str]], order: int
) -> None:
    assert topics(body, order) == expected


def test_a_bound_said_of_someone_is_an_age_never_a_count() -> None:
    assert topics("You need to be 14 or over.\n") == [("min_age", 14, "years")]
    # said of what another topic names, it is that subject's condition: no claim at all
    assert topics("Anyone borrowing a helmet must be 14 or over.\n") == []


def test_an_age_by_its_own_words_goes_to_the_one_age_topic() -> None:
    assert topics("To hire a bike you must be at least 16 years of age.\n") == [
        ("min_age", 16, "years")
    ]


def test_an_age_topic_whose_label_says_whose_age_takes_only_their_ages() -> None:
    """A label "maximum age of a bike we hire": the rider's "16 or over" is the rider's age,
    not the bike's; a sentence that names the bike keeps the age on the topic."""
    cat = catalogue_from_dict(
        {
            "name": "Hire",
            "topics": {
                "bike_age": {"kind": "duration", "label": "maximum age of a bike we hire",
                             "about": ["bike age", "how old"]},
                "lock_fee": {"kind": "money", "currency": "GBP", "about": ["lock fee"]},
            },
        },
        "test",
        "Hire",
    )  # fmt: skip

    def read(body: str) -> list[tuple[str, float | None]]:
        return [
            (c.topic, c.value.amount if c.value else None)
            for c in extract_source_claims(_source(body), cat)
        ]

    assert read("You must be 16 or over to ride.\n") == []
    assert read("Every bike must be 3 years old or less.\n") == [("bike_age", 3)]


def test_a_group_named_by_its_age_is_no_limit() -> None:
    assert topics("Riders aged 16 or 17 need a parent's consent.\n") == []
    assert topics("Riders aged 16–17: check the consent form.\n") == []
    assert topics("The minimum age: riders aged 16 and over can hire.\n") == [
        ("min_age", 16, "years")
    ]


def test_a_rate_names_a_topic_only_when_the_sub_clause_names_none() -> None:
    assert topics("A lock costs £2 per hour.\n") == [("lock_fee", 2, "GBP")]
    assert topics("Bikes are £6 per hour.\n") == [("hire_fee", 6, "GBP")]


def test_unless_on_a_value_excludes_it() -> None:
    (claim,) = extract_source_claims(
        _source("Charge the £2 lock fee unless the rider is on an e-bike.\n"), hire()
    )
    assert claim.topic == "lock_fee" and claim.scope.get("bike", "any") == "any"


@pytest.mark.parametrize("order", [1, -1])
def test_a_word_of_a_longer_phrase_is_read_again_on_the_headings(order: int) -> None:
    body = "## Your right to cancel\n\nYou may cancel within 14 days of booking.\n"
    assert topics(body, order) == [("grace_period", 14, "calendar_days")]
    # nothing outside the clause names the other topic: the clause's reading stands
    assert topics("You may cancel within 14 days of booking.\n", order) == [
        ("return_notice", 14, "calendar_days")
    ]


def test_a_draft_led_by_a_scope_value_is_read_on_the_ticket() -> None:
    (claim,) = extract_draft_claims("E-bikes are £10 a day at your bike.", hire())
    assert claim.topic == UNATTRIBUTED
    (claim,) = extract_draft_claims("The bell is £10.", hire())
    assert claim.topic == OTHER
    # a scope value whose dimension no topic of the kind prices: something uncovered
    (claim,) = extract_draft_claims("Central station is £10 a day.", hire())
    assert claim.topic == OTHER


def test_a_zero_inside_a_time_window_is_no_claim_on_the_fee() -> None:
    assert topics("In the last 10 days of your hire there is no lock fee.\n") == []
    assert topics("There is no lock fee on e-bikes.\n") == [("lock_fee", 0, "GBP")]


def test_a_draft_value_is_judged_by_the_nouns_of_its_own_sub_clause() -> None:
    # the value as its own subject names nothing; a noun in another sub-clause is not its
    (claim,) = extract_draft_claims("The £12 is added on the day – we send a reminder.", hire())
    assert claim.topic == UNATTRIBUTED
    (claim,) = extract_draft_claims("Please allow 3 days for your bike to reach your door.", hire())
    assert claim.topic == UNATTRIBUTED  # "your bike" is the nearest noun, a scope word


def test_a_draft_led_by_another_kinds_topic_names_no_uncovered_subject() -> None:
    # "Lock fees" are a money topic's words: a duration said of them is a side of something
    # the catalogue covers, not of something uncovered. The engine reads it on the ticket.
    for text in ("Lock fees are usually back within 5 days.", "Lock fees are gone in 5 days."):
        (claim,) = extract_draft_claims(text, hire())
        assert claim.topic == UNATTRIBUTED, text
    # a subject the catalogue does not know at all is still uncovered, and so is one with a
    # word it does not know besides the other topic's
    for text in ("Parking fines are usually back within 5 days.", "Lock repairs are 5 days."):
        (claim,) = extract_draft_claims(text, hire())
        assert claim.topic == OTHER, text


def test_a_participle_after_a_comma_is_said_of_the_noun_before_it() -> None:
    cat = catalogue_from_dict(
        {
            "name": "Cloud",
            "topics": {"backup_retention": {"kind": "duration", "about": ["retain*", "kept"]}},
            "not_covered": ["chat transcript*"],
        },
        "test",
        "Cloud",
    )

    def read(body: str) -> list[str]:
        return [c.topic for c in extract_source_claims(_source(body), cat)]

    # "retained" describes the transcripts, which the catalogue does not cover
    assert read("* Chat transcripts, retained for 6 months\n") == [OTHER]
    assert read("* Chat transcripts, kept for 6 months\n") == [OTHER]
    # a participle after a noun the catalogue does not exclude, or no participle: as before
    assert read("* Backups, retained for 6 months\n") == ["backup_retention"]
    assert read("* Chat transcripts, and we retain backups for 6 months\n") == ["backup_retention"]


def test_the_subject_of_a_clause_of_time_after_a_duration_is_its_anchor() -> None:
    # "once the whistle blows" says when the 45 minutes run, not what they are of: the value
    # names nothing (unattributed), and the engine reads it on the ticket's topic
    for text in (
        "You get 45 minutes once the whistle blows.",
        "You get 45 minutes as soon as the gate opens.",
    ):
        (claim,) = extract_draft_claims(text, hire())
        assert claim.topic == UNATTRIBUTED, text
