"""A value the draft leaves on no topic, whose own clause names another act by a verb and its
object than the ticket's topic (`guard/engine/answered.another_act`), is not read on the
ticket's topic: CAUTION, never a HOLD against that topic's value. An invented pottery-class
catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.answered import another_act
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, Ticket, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "withdraw_notice": {
        "label": "notice to withdraw from a course",
        "kind": "duration",
        "about": ["withdraw*", "notice to withdraw"],
    },
    "class_length": {
        "label": "how long a class lasts",
        "kind": "duration",
        "about": ["class lasts", "classes last", "class length"],
    },
    "course_price": {
        "label": "price of a course",
        "kind": "money",
        "currency": "GBP",
        "about": ["course costs", "course price"],
    },
    "glaze_wait": {
        "label": "how long glazed pieces take",
        "kind": "duration",
        "about": ["glazed pieces", "collect your pieces"],
    },
}
KILN: Catalogue = named_catalogue("Kiln Lane", _TOPICS)
SOURCES = [
    verified_source(
        "KL-1",
        "To withdraw from a course, give us at least 10 days' notice for a full refund. "
        "You can swap your class night once, if you tell us 3 days before.",
        title="Changes",
    ),
]


def _decision(draft: str) -> str:
    ticket = Ticket(id="T-9", message="How much notice do I need to withdraw?")
    return local_verdict(draft, SOURCES, KILN, ticket).decision


def _claim(span: str, said: str) -> DraftClaim:
    value = Value(amount=3, unit="days")
    return DraftClaim(claim_id="c1", topic="unattributed", value=value, value_text=said, span=span)


def test_a_verb_and_object_the_topic_never_names_is_another_act() -> None:
    spec = KILN.topic("withdraw_notice")
    assert another_act(_claim("You can swap the night up to 3 days before.", "3 days"), spec)
    assert not another_act(_claim("You can withdraw the booking 3 days before.", "3 days"), spec)
    assert not another_act(_claim("Just let us know 3 days before.", "3 days"), spec)


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("You can swap the night for free up to 3 days before.", "CAUTION"),
        ("You can withdraw from the course up to 3 days before.", "HOLD"),
        ("Please let us know 3 days before.", "HOLD"),
    ],
)
def test_another_acts_value_is_not_held_on_the_tickets_topic(draft: str, decision: str) -> None:
    assert _decision(draft) == decision


def test_the_pro_verb_and_a_pronoun_name_no_act_of_their_own() -> None:
    """The pro-verb "do that" stands for the act the ticket asked about, and "that" before a preposition is
    a pronoun, not an object's determiner: the value stays the ticket's answer."""
    spec = KILN.topic("withdraw_notice")
    assert not another_act(_claim("You can do that up to 3 days before.", "3 days"), spec)
    assert not another_act(_claim("You can arrange that for 3 days before.", "3 days"), spec)
