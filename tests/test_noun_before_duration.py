"""A duration right after a topic's noun times that noun, whatever the subject
(`guard/extract/local/deadlineact.noun_before_value`): "Anyone booking hair extensions needs
a skin test at least 2 days before" states the skin test's notice, though "extensions" (the
subject's words) is a price topic's phrase. Invented wording: a hair salon."""

from __future__ import annotations

from guard.extract.local.deadlineact import noun_before_value
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

SALON = catalogue_from_dict(
    {
        "topics": {
            "skin_test_notice": {"label": "how long before a colour a skin test is needed",
                                 "kind": "duration", "about": ["skin test*"]},
            "extension_price": {"label": "price of hair extensions", "kind": "money",
                                "currency": "GBP", "about": ["extension*"]},
        }
    },
    "test",
    "Salon",
)  # fmt: skip

SOURCES = [
    source("SL-1", "Anyone booking hair extensions needs a skin test at least 2 days before."),
]


def test_the_duration_after_the_topics_noun_is_that_topics() -> None:
    v = local_verdict("You'll need a skin test 2 days before.", SOURCES, SALON, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    v = local_verdict("You'll need a skin test 1 day before.", SOURCES, SALON, Ticket(id="T-1"))
    assert v.decision == "HOLD"


def test_a_phrase_ending_in_a_function_word_is_no_noun() -> None:
    left = "Your first-year price is locked in for "
    assert not noun_before_value(left, len(left) - 1)
    left = "Anyone booking hair extensions needs a skin test at least "
    assert noun_before_value(left, left.index(" at least"))
