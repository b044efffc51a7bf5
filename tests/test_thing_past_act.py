"""What the customer's thing did, told back in the active past ("your tuner arrived 2 hours
late") with the customer's own figure, is a fact of the case, as the passive ("your visit was
moved 6 days after booking") and "you cancelled 6 days before" are (`guard/engine/acts.py`,
`_THING_ACT_RE`); in a condition, or in the present, it states a rule and is still read. An
invented piano-tuning catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.decide import Verdict
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

TUNING: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "callout_fee": {"label": "call-out fee", "kind": "money", "currency": "GBP",
                            "about": ["call-out fee"]},
            "arrival_window": {"label": "how long a tuner takes to arrive", "kind": "duration",
                               "about": ["arrive*", "turn up"]},
        },
    },
    "tuning/answerguard.yaml",
    "tuning",
)  # fmt: skip
SOURCES = [
    source("POL-1", "The call-out fee is £30."),
    source("POL-2", "Our tuner will arrive within 1 hour of the booked slot."),
]
MESSAGE = "My tuner arrived 2 hours late this morning. Do I still pay the call-out fee?"


def check(draft: str) -> Verdict:
    ticket = Ticket(id="T-1", message=MESSAGE, topic="callout_fee")
    return local_verdict(draft, SOURCES, TUNING, ticket)


@pytest.mark.parametrize(
    "draft",
    [
        "I'm so sorry your tuner arrived 2 hours late. We've waived the call-out fee of £30.",
        "Sorry the tuner only arrived 2 hours late, so the call-out fee of £30 is waived.",
        "I'm sorry your tuner has arrived 2 hours late. We've waived the call-out fee of £30.",
    ],
)
def test_the_customers_thing_in_the_active_past_with_their_figure_is_theirs(draft: str) -> None:
    v = check(draft)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_the_same_words_as_a_rule_are_still_read() -> None:
    v = check("If your tuner arrived 2 hours late, the call-out fee of £30 is waived.")
    assert v.decision != "ALLOW"
    v = check("Your tuner arrives 2 hours after the slot, and the call-out fee is £30.")
    assert v.decision != "ALLOW"


def test_a_future_passive_is_a_rule_not_the_things_past_act() -> None:
    """ "will be" is no word of the thing's noun: "your tuner will be booked to arrive within 2
    hours" states a policy in the future (`acts._NOT_A_NOUN`), so the customer's 2 hours is
    read as a claim and held against the source's 1 hour."""
    v = check("Your tuner will be booked to arrive within 2 hours, and the call-out fee is £30.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
