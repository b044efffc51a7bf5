"""Whose act a duration measures (`guard.extract.local.whoseact.another_act`).

A duration is said with a verb, and the verb's subject is whose act it is. A topic whose own
words say it is the customer's act ("register your claim") is not measured by the writer's
act ("we aim to reply to every warranty claim within 10 days") nor by what usually happens
to a claim ("most warranty claims are settled within 10 days"); a verb the topic names, a
modal passive, a plain passive and a topic that names no party all stay. An invented
warranty desk's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_topics


def _catalogue(about: list[str]) -> Catalogue:
    topics: dict[str, Any] = {
        "claim_window": {
            "kind": "duration",
            "label": "time limit for a warranty claim",
            "about": about,
        },
    }
    return named_catalogue("Warranty", topics)


CUSTOMERS = _catalogue(["register your claim", "claim within", "warranty claim*"])
NOBODYS = _catalogue(["claim within", "warranty claim*"])


def _topics(body: str, cat: Catalogue = CUSTOMERS) -> list[str]:
    return source_topics(body, cat)


@pytest.mark.parametrize(
    "body",
    [
        "We aim to reply to every warranty claim within 10 days.",
        "We'll answer each warranty claim within 10 days.",
        "Our team reviews every warranty claim within 10 days.",
        "Most warranty claims are settled within 10 days.",
        "Warranty claims are usually settled within 10 days.",
        "We have 10 days to answer a warranty claim.",
        "It takes us up to 10 days to review a warranty claim.",
    ],
)
def test_another_partys_act_is_not_the_customers_time_limit(body: str) -> None:
    assert _topics(body) == ["other"]


@pytest.mark.parametrize(
    "body",
    [
        "You must register your claim within 30 days.",
        "Warranty claims must be made within 30 days.",
        "Warranty claims are accepted within 30 days of purchase.",
        "You can claim within 30 days of delivery.",
        "You have 30 days to register your claim.",
    ],
)
def test_the_topics_own_act_stays(body: str) -> None:
    assert _topics(body) == ["claim_window"]


def test_a_topic_naming_no_party_keeps_the_value() -> None:
    text = "We aim to reply to every warranty claim within 10 days."
    assert _topics(text, NOBODYS) == ["claim_window"]


def test_a_draft_is_read_the_same_way() -> None:
    draft = "We aim to reply to every warranty claim within 10 days."
    assert [c.topic for c in extract_draft_claims(draft, CUSTOMERS)] == ["other"]


@given(st.integers(min_value=2, max_value=90), st.sampled_from(["reply to", "answer", "review"]))
def test_the_writers_act_never_lands_on_the_customers_window(days: int, verb: str) -> None:
    assert _topics(f"We aim to {verb} every warranty claim within {days} days.") == ["other"]


def test_you_as_the_object_of_the_writers_act_names_no_party() -> None:
    topics: dict[str, Any] = {
        "tutor_change_time": {
            "kind": "duration",
            "label": "time to match you with a new tutor",
            "about": ["new tutor", "change tutor"],
        },
    }
    cat = named_catalogue("Tutors", topics)
    assert _topics("We'll find you a new tutor within 5 days.", cat) == ["tutor_change_time"]


def test_what_usually_happens_is_the_writers_process() -> None:
    topics: dict[str, Any] = {
        "repair_time": {
            "kind": "duration",
            "label": "how long we take to repair a watch",
            "about": ["repair time", "our repairs"],
        },
    }
    cat = named_catalogue("Watches", topics)
    assert _topics("Most of our repairs are finished within 10 days.", cat) == ["repair_time"]


def test_your_after_a_preposition_is_no_sign_of_the_customers_act() -> None:
    topics: dict[str, Any] = {
        "refund_time": {
            "kind": "duration",
            "label": "refund time",
            "about": ["refund*", "money back to your card"],
        },
    }
    cat = named_catalogue("Shop", topics)
    text = "If a refund is due, we will pay it within 10 working days."
    assert _topics(text, cat) == ["refund_time"]
