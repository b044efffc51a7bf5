"""A window promised with no limit is an unread value, never a pass (`guard/engine/endless.py`).

A reply that tells a customer they may reserve "any time in advance" or keep something "as
long as they like" states no number, so no reader found a claim and the draft was ALLOW
NO_POLICY_CLAIM against a source that sets a window. Invented wording: a campsite that takes
pitch reservations up to 60 days ahead and lends kayaks for 3 hours, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.endless import no_time_limit_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

CAMPSITE = catalogue_from_dict(
    {
        "name": "Fernbrook Camping",
        "topics": {
            "reservation_horizon": {
                "kind": "duration",
                "about": ["reserve a pitch", "reserve pitches", "in advance"],
            },
            "kayak_loan": {"kind": "duration", "about": ["keep a kayak", "kayak loan"]},
            "pitch_fee": {"kind": "money", "about": ["pitch fee"]},
        },
        "not_covered": ["firewood"],
    },
    "test",
    "Fernbrook Camping",
)

SOURCES = [
    source(
        "FB-1",
        "You can reserve a pitch up to 60 days in advance. You can keep a kayak for up to 3 hours.",
    )
]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, CAMPSITE, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "You can reserve a pitch any time in advance.",
        "Feel free to reserve a pitch as far ahead as you like.",
        "There's no limit on how far ahead you can reserve a pitch.",
        "You can keep a kayak as long as you want.",
        "There's no time limit when you keep a kayak.",
    ],
)
def test_a_window_with_no_limit_is_never_allowed(draft: str) -> None:
    assert no_time_limit_matches(draft, CAMPSITE)
    assert _check(draft) == ("CAUTION", "EXTRACTION_GAP")


def test_beside_a_governed_claim_it_still_caps() -> None:
    draft = "The pitch fee is £20, and you can reserve a pitch however far ahead you like."
    assert _check(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "You can reserve a pitch up to 60 days in advance.",  # a number: read as before
        "You can cancel at any time in the app.",  # when to act, no window's words
        "Stay as long as you like at the café.",  # no duration topic's words in its clause
        "You can reserve a pitch online. Chat as long as you like with our wardens.",
    ],
)
def test_other_wording_is_not_a_no_limit_promise(draft: str) -> None:
    assert no_time_limit_matches(draft, CAMPSITE) == []


def test_a_window_with_its_number_is_still_allowed() -> None:
    assert _check("You can reserve a pitch up to 60 days in advance.") == ("ALLOW", "SUPPORTED")
