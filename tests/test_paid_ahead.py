"""A bare percentage paid ahead ("30% upfront") is the value of the one percent topic called a
deposit (`guard/extract/local/paidahead.py`), even when the customer asks about a deposit and
a discount at once. Invented wording: a bike-fitting studio.
"""

from __future__ import annotations

import pytest

from guard.extract.local.paidahead import paid_ahead_topic
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict


def _fitting(*, second_deposit: bool = False) -> Catalogue:
    topics: dict[str, object] = {
        "fit_deposit": {"label": "deposit to hold a fitting slot", "kind": "percent",
                        "about": ["deposit", "hold your slot"]},
        "bundle_discount": {"label": "discount for booking three fittings", "kind": "percent",
                            "about": ["three fittings", "book three"]},
    }  # fmt: skip
    if second_deposit:
        topics["frame_deposit"] = {"label": "deposit on a custom frame", "kind": "percent",
                                   "about": ["frame deposit"]}  # fmt: skip
    return catalogue_from_dict({"topics": topics}, "test", "Fit studio")


SOURCES = [
    source("FS-1", "We take a deposit of 30% when you book a fitting."),
    source("FS-2", "Book three fittings and get 15% off."),
]
ASKED = Ticket(id="T-1", message="Do you take a deposit? Is it cheaper if I book three?")


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("We ask for 30% upfront.", "ALLOW"),
        ("We ask for 30 percent in advance, and three fittings get 15% off.", "ALLOW"),
        ("We ask for 50% upfront.", "HOLD"),
    ],
)
def test_a_percentage_paid_ahead_is_the_deposits(draft: str, decision: str) -> None:
    assert local_verdict(draft, SOURCES, _fitting(), ASKED).decision == decision


def test_two_deposit_topics_leave_it_unread() -> None:
    text = "We ask for 30% upfront."
    at = text.index("30%")
    assert paid_ahead_topic(vocabulary(_fitting()), text, at, at + 3) == ("fit_deposit", "upfront")
    assert paid_ahead_topic(vocabulary(_fitting(second_deposit=True)), text, at, at + 3) is None
