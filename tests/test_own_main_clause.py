"""A value in a coordinated clause with a noun-phrase subject of its own is that subject's,
not the topic the clause before it names (`extract.local.coordinated.before_own_main_clause`).
An invented bike-repair catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.coordinated import before_own_main_clause
from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_topics, named_catalogue, source_topics


def workshop() -> Catalogue:
    topics: dict[str, Any] = {
        "service_time": {
            "kind": "duration",
            "label": "how long a standard service takes",
            "about": ["standard service", "service takes"],
        },
        "booking_notice": {
            "kind": "duration",
            "label": "notice needed to book a repair",
            "about": ["book a repair", "notice"],
        },
    }
    return named_catalogue("Spokewise", topics)


def test_an_indefinite_subject_of_its_own_takes_its_value_off_the_earlier_topic() -> None:
    text = "A standard service takes 2 days, though carbon frames can take up to 3 weeks.\n"
    assert source_topics(text, workshop()) == ["service_time", "other"]
    text = "A standard service takes 2 days, and a wheel rebuild takes about 5 days."
    assert draft_topics(text, workshop()) == ["service_time", "other"]


def test_the_earlier_clauses_act_does_not_name_the_value_in_its_own_clause() -> None:
    """Read in the value's clause too (`clausetopic.in_clause`): the act before the comma
    ("to book a repair") is another clause's."""
    text = "We need 2 days' notice to book a repair, and a wheel rebuild takes about 5 days."
    assert draft_topics(text, workshop()) == ["booking_notice", "other"]


def test_a_pronoun_or_definite_subject_may_refer_back_and_is_left_alone() -> None:
    s = "We book a standard service for you, and it takes 2 days."
    assert before_own_main_clause(s, s.index("2 days")) == s
    s = "We book a standard service for you, and the work takes 2 days."
    assert before_own_main_clause(s, s.index("2 days")) == s
    s = "Members still pay a repair fee, but yours is reduced to £5."
    assert before_own_main_clause(s, s.index("£5")) == s
    s = "Your repair is in the express band, and Fixplan pays back 25% for that."
    assert before_own_main_clause(s, s.index("25%")) == s
    s = "A standard service takes 2 days, though carbon frames can take up to 3 weeks."
    masked = before_own_main_clause(s, s.index("3 weeks"))
    assert masked.strip().startswith("though carbon frames") and len(masked) == len(s)
