"""A fronted condition's topic words name the case, not the main clause's value, when the
main clause names a topic of its own (`guard.extract.local.frontedcondition`). An invented
phone-repair catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_topics


def repairs() -> Catalogue:
    topics: dict[str, Any] = {
        "return_time": {
            "kind": "duration",
            "label": "time for a repaired phone to reach you",
            "about": ["come back", "comes back", "reach you"],
        },
        "redo_window": {
            "kind": "duration",
            "label": "time to ask for a repair to be redone",
            "about": ["redo*", "fix it again"],
        },
    }
    return named_catalogue("Fixwell", topics)


def test_the_main_clause_names_what_the_value_is_for() -> None:
    body = (
        "If you're unhappy with how your phone has come back, tell us within 5 days of "
        "receiving it and we'll redo the repair.\n"
    )
    assert source_topics(body, repairs()) == ["redo_window"]


def test_a_condition_alone_still_names_the_topic() -> None:
    body = "If you'd like your phone to come back by courier, allow 3 days.\n"
    assert source_topics(body, repairs()) == ["return_time"]


def test_a_value_inside_the_condition_keeps_its_words() -> None:
    body = "If your phone doesn't come back within 4 days, we'll redo the repair free.\n"
    assert source_topics(body, repairs()) == ["return_time"]


def test_a_wish_to_act_in_the_condition_names_what_the_time_is_for() -> None:
    body = "If you want to have it redone, tell us within 5 days and we'll send it back to you.\n"
    cat = named_catalogue(
        "Fixwell",
        {
            "redo_window": {"kind": "duration", "about": ["redo*"]},
            "return_time": {"kind": "duration", "about": ["send it back"]},
        },
    )
    assert source_topics(body, cat) == ["redo_window"]


def _repairs_with_a_fee() -> Catalogue:
    topics: dict[str, Any] = {
        "payback_time": {
            "kind": "duration",
            "label": "how long a repayment takes",
            "about": ["repay*", "money back"],
        },
        "booking_fee": {"kind": "money", "currency": "GBP", "about": ["booking fee"]},
    }
    return named_catalogue("Fixwell", topics)


def test_the_main_clause_subject_is_read_after_a_fronted_condition() -> None:
    """The words "the booking fee is non-repayable" say of the booking fee (a money topic)
    that it is not repaid: the later time is no repayment time. The subject is read after
    the condition's comma, whatever verb the condition has ("need", "have", "cancel")."""
    for condition in ("If you cancel", "If you need to cancel", "If you have to cancel"):
        body = (
            f"{condition}, the booking fee is non-repayable, but we'll happily move it to "
            "another day within six months.\n"
        )
        assert source_topics(body, _repairs_with_a_fee()) == ["other"], condition
    body = "If you need to cancel, repayments take 10 days.\n"
    assert source_topics(body, _repairs_with_a_fee()) == ["payback_time"]
