"""A value said of the customer's own request, in their words, is the ticket's topic's
(`guard.engine.askedsubject`).

"Swapping your locker to the ground floor costs £4" after "I need to swap my locker to the
ground floor": the reader finds no catalogue phrase in the subject and reads the £4 as
outside coverage; the ticket's `topic` field says what the customer asked, and the subject
is their request said back, so the £4 is decided on that topic. A made-up gym catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

GYM: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "locker_move_fee": {"label": "fee to move a locker", "kind": "money",
                                "currency": "GBP", "about": ["locker move fee", "relocation fee"]},
            "towel_fee": {"label": "towel hire", "kind": "money", "currency": "GBP",
                          "about": ["towel hire", "towels"]},
        },
        "not_covered": ["sauna*"],
    },
    "gym/answerguard.yaml",
    "gym",
)  # fmt: skip
SOURCES = [source("POL-1", "The locker move fee is £4.")]
ASKED = "I need to swap my locker to the ground floor. What will that cost?"


def check(
    draft: str, message: str = ASKED, topic: str | None = "locker_move_fee"
) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, GYM, Ticket(id="T-1", message=message, topic=topic))
    return v.decision, v.reason_code


def test_the_customers_request_said_back_is_read_on_the_tickets_topic() -> None:
    assert check("Hi Sam. Swapping your locker to the ground floor costs £4.") == (
        "ALLOW",
        "SUPPORTED",
    )
    assert check("Hi Sam. Swapping your locker to the ground floor costs £6.")[0] == "HOLD"


@pytest.mark.parametrize(
    ("draft", "message", "topic"),
    [
        # no topic field: nothing says what the customer's words are
        ("Hi Sam. Swapping your locker to the ground floor costs £4.", ASKED, None),
        # a subject in words the customer did not write
        ("Hi Sam. Booking a personal trainer costs £4.", ASKED, "locker_move_fee"),
        # the customer's words, but a subject the catalogue says it does not cover
        (
            "Hi Sam. A sauna session costs £4.",
            "Can I swap my locker and book a sauna session? What will that cost?",
            "locker_move_fee",
        ),
    ],
)
def test_otherwise_the_value_stays_outside_coverage(
    draft: str, message: str, topic: str | None
) -> None:
    assert check(draft, message, topic) == ("CAUTION", "OUTSIDE_COVERAGE")
