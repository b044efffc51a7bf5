"""A value said with the noun of a bound ("2 hours minimum", "minimum 2 hours", "a 2-hour
minimum") whose own words name no topic is the value of the one topic of its kind labelled
that end of a range (`guard/extract/local/directions.bound_noun_topic`). Invented wording: a
pottery wheel hire, where a bracket after the hourly price gives the shortest hire.
"""

from __future__ import annotations

import pytest

from guard.extract.local.directions import bound_noun_topic
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict


def _wheel(*, second_minimum: bool = False) -> Catalogue:
    topics: dict[str, object] = {
        "wheel_price": {"label": "hourly price of a wheel", "kind": "money", "currency": "GBP",
                        "about": ["a wheel costs", "wheel rental"]},
        "shortest_hire": {"label": "minimum length of a hire", "kind": "duration",
                          "about": ["shortest hire", "hire at least"]},
        "firing_wait": {"label": "how long firing takes", "kind": "duration",
                        "about": ["firing", "fired"]},
    }  # fmt: skip
    if second_minimum:
        topics["notice"] = {"label": "minimum notice to book", "kind": "duration",
                            "about": ["notice to book"]}  # fmt: skip
    return catalogue_from_dict({"topics": topics}, "test", "Wheel hire")


SOURCES = [
    source("CT-1", "A wheel costs £30 an hour."),
    source("CT-2", "The shortest hire is 2 hours."),
]


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A wheel costs £30 an hour (2 hours minimum).", "ALLOW"),
        ("A wheel costs £30 an hour, with a 2-hour minimum.", "ALLOW"),
        ("A wheel costs £30 an hour (minimum 2 hours).", "ALLOW"),
        ("A wheel costs £30 an hour (3 hours minimum).", "HOLD"),
    ],
)
def test_a_value_said_as_a_minimum_is_the_minimum_topics(draft: str, decision: str) -> None:
    v = local_verdict(draft, SOURCES, _wheel(), Ticket(id="T-1"))
    assert v.decision == decision


def test_two_topics_labelled_a_minimum_leave_it_unread() -> None:
    vocab = vocabulary(_wheel(second_minimum=True))
    text = "A wheel costs £30 an hour (2 hours minimum)."
    at = text.index("2 hours")
    assert bound_noun_topic(vocab, "duration", text, at, at + len("2 hours")) is None
    vocab = vocabulary(_wheel())
    assert bound_noun_topic(vocab, "duration", text, at, at + len("2 hours")) == (
        "shortest_hire",
        "minimum",
    )
