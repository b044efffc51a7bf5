"""The customer's number with the same two words after it ("8 minutes late") in the ticket
and the draft is their figure told back (`guard.engine.echoed`, from `guard.engine.figures`).

An invented ferry-desk catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from guard.engine.echoed import echoes_customer
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

FERRY: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "boarding_grace": {"label": "how late you can board after check-in closes",
                               "kind": "duration", "about": ["board late", "boarding grace"]},
        },
    },
    "ferry/answerguard.yaml",
    "ferry",
)  # fmt: skip
SOURCES = [source("FD-1", "Our boarding grace is 15 minutes after check-in closes.")]
MESSAGE = "Check-in had closed and I got to the desk 12 minutes late. Can I still go?"


def test_the_customers_figure_with_their_words_after_it_is_told_back() -> None:
    draft = "Our boarding grace is 15 minutes, so arriving 12 minutes late was fine."
    v = local_verdict(draft, SOURCES, FERRY, message=MESSAGE)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.trace


def test_the_words_after_must_be_the_customers() -> None:
    draft = "arriving 12 minutes late was fine"
    at = draft.index("12")
    assert echoes_customer(draft, at, at + 2, MESSAGE) is True
    other = "you can board up to 12 minutes after closing"
    at = other.index("12")
    assert echoes_customer(other, at, at + 2, MESSAGE) is False


def test_words_that_tie_the_number_to_an_event_are_a_rules_form() -> None:
    """ "N minutes after closing" is how a policy states a window: the customer writing it may
    be quoting a rule, so the same words in a draft are not theirs by that alone."""
    message = "I reached the desk 12 minutes after closing. Is that too late?"
    draft = "If you arrive 12 minutes after closing, you can still board."
    at = draft.index("12")
    assert echoes_customer(draft, at, at + 2, message) is False
