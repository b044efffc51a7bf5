"""The customer's own past act told back in the passive ("it was cancelled 8 minutes after
booking") is their figure, as "you cancelled 8 minutes after booking" is
(`guard/engine/acts.py`); in a condition it states a rule and is still read. An invented
piano-tuning catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

TUNING: Catalogue = named_catalogue(
    "tuning",
    {
        "callout_fee": {"label": "call-out fee", "kind": "money", "currency": "GBP",
                        "about": ["call-out fee"]},
        "reschedule_notice": {"label": "notice to reschedule a visit", "kind": "duration",
                              "about": ["reschedule"]},
    },
)  # fmt: skip
SOURCES = [
    source("POL-1", "The call-out fee is £30."),
    source("POL-2", "You can reschedule up to 2 days before the visit."),
]


def check(draft: str, message: str) -> Verdict:
    ticket = Ticket(id="T-1", message=message, topic="callout_fee")
    return local_verdict(draft, SOURCES, TUNING, ticket)


MESSAGE = "Had to move my tuning visit, 6 days after booking. What's the call-out fee?"


def test_a_passive_past_act_with_the_customers_figure_is_theirs() -> None:
    v = check("As it was moved 6 days after booking, the call-out fee of £30 applies.", MESSAGE)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    v = check("Your visit was moved 6 days after booking; the call-out fee is £30.", MESSAGE)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_passive_in_a_condition_states_a_rule() -> None:
    v = check("If it was moved 6 days after booking, the call-out fee of £30 applies.", MESSAGE)
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
