"""The customer's amount the draft's own fee or discount is taken from is no claim
(`guard.engine.takenfrom`, read by `guard.engine.figures`).

"We keep a £15 cancellation fee and send the rest of the £230 back": the £230 is what the
customer paid, the whole the fee comes out of; "the saving comes off the £230 quote": what
the discount is applied to. The draft's own fee or discount is still decided; the amount it
is taken from is set aside only when the customer wrote it, the draft points back to it,
and no words right after it say it is a topic's value. A made-up inn catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

INN: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "cancel_fee": {"label": "fee to cancel a stay", "kind": "money", "currency": "GBP",
                           "about": ["cancellation fee", "cancel*"]},
            "club_discount": {"label": "Garden Club discount", "kind": "percent",
                              "about": ["club discount", "money off", "off your bill"]},
            "club_price": {"label": "Garden Club membership price", "kind": "money",
                           "currency": "GBP", "about": ["Garden Club price", "membership fee"]},
        },
    },
    "inn/answerguard.yaml",
    "inn",
)  # fmt: skip
SOURCES = [
    source("POL-1", "The cancellation fee is £15."),
    source("POL-2", "The club discount is 10%."),
    source("POL-3", "The Garden Club price is £40."),
]
PAID = "I booked a room for £230 and need to cancel. Is there a fee?"
QUOTED = "My wedding meal quote is £230. Do Garden Club members get money off?"


def check(draft: str, message: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, INN, message=message)
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    ("draft", "message"),
    [
        ("We keep a £15 cancellation fee and send the rest of the £230 back to your card.", PAID),
        (
            "Because you're in the Garden Club you get 10% off your bill, so the saving comes "
            "off the £230 quote when you pay.",
            QUOTED,
        ),
    ],
)
def test_the_amount_a_deduction_is_taken_from_is_the_customers(draft: str, message: str) -> None:
    assert check(draft, message) == ("ALLOW", "SUPPORTED")


def test_the_deduction_itself_is_still_checked() -> None:
    draft = "We keep a £20 cancellation fee and send the rest of the £230 back to your card."
    assert check(draft, PAID)[0] == "HOLD"


@pytest.mark.parametrize(
    ("draft", "message"),
    [
        # no deduction of the draft's own in its sentence: the amount is read as it stands
        ("Sorry, we keep a cancellation fee and send the rest of the £230 back.", PAID),
        # the words after the amount say it is the fee: a presupposed fee, still checked
        (
            "You'll get 10% off the £25 cancellation fee as a Garden Club member.",
            "Is the cancellation fee £25?",
        ),
    ],
)
def test_otherwise_the_customers_amount_is_decided(draft: str, message: str) -> None:
    assert check(draft, message)[0] != "ALLOW"
