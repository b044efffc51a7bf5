"""Issue 17: the customer's own figures, repeated in a draft, are not policy claims; a
customer's figure the draft states as policy is still checked (`guard.engine.figures`).

An invented furniture-shop catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest

from guard.engine.decide import Verdict
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

SHOP: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "order_cap": {"label": "most one order may cost", "kind": "money",
                          "currency": "GBP", "about": ["spend up to", "order limit"]},
            "restock_rate": {"label": "restocking rate", "kind": "percent",
                             "about": ["restocking"]},
        },
        "not_covered": ["sofa*", "voucher*"],
    },
    "shop/answerguard.yaml",
    "shop",
)  # fmt: skip
SOURCES = [
    source("POL-1", "You can spend up to £500 on a single order."),
    source("POL-2", "Returned items carry a 10% restocking charge."),
]


def check(draft: str, message: str) -> Verdict:
    return local_verdict(draft, SOURCES, SHOP, message=message)


@pytest.mark.parametrize(
    ("message", "draft", "expected"),
    [
        # the customer's amount under the draft's own, checked, value: an instance
        (
            "I'd like to buy a £300 table. What's the order limit?",
            "You can spend up to £500 on one order, so the £300 table is fine.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the customer's amount said of nothing the ticket asks about (no money topic)
        (
            "I used a £40 voucher on a return. What is the restocking rate?",
            "Thanks! The £40 voucher stays valid, and the restocking charge is 10%.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the customer's words around their amount echoed, under the draft's own value
        (
            "My last shop let me spend up to £300 per order. What's your order limit?",
            "I see your last shop let you spend up to £300; here the order limit is £500.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the customer's amount said of no subject at all, on a ticket naming no money topic
        (
            "My chair came broken and I paid £62.50 for it. Is there a restocking charge?",
            "So sorry! We'll pay back the £62.50, and no, the restocking charge is 10% only "
            "on items you return by choice.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the customer's number joined to its word by a hyphen, in both
        (
            "I'm furnishing a 2-bedroom flat. What's the order limit?",
            "Lovely! For your 2-bedroom flat, you can spend up to £500 on one order.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the customer's amount named as the thing they sent: their act, told back
        (
            "I sent you my decorator's £650 invoice. What's the order limit?",
            "You can spend up to £500 on one order, and we'll check the £650 invoice you "
            "sent us against it.",
            ("ALLOW", "SUPPORTED"),
        ),
        # another party's percentage, the customer's (a percent sign is its unit, as a
        # currency is), and ours given as a share "of" a base that names no subject
        (
            "Another shop only charged me 15% to send a lamp back. What's your restocking rate?",
            "I see another shop only asked you for 15%. Ours is 10% of the item's price.",
            ("ALLOW", "SUPPORTED"),
        ),
    ],
)
def test_a_customer_figure_the_draft_points_back_to_is_no_claim(
    message: str, draft: str, expected: tuple[str, str]
) -> None:
    v = check(draft, message)
    assert (v.decision, v.reason_code) == expected, v.trace


@pytest.mark.parametrize(
    ("message", "draft"),
    [
        # confirming the customer's wrong figure as the policy value
        ("Can I spend £700 on one order?", "Yes, you can spend up to £700 on one order."),
        ("Is your restocking rate 15%?", "Yes, our restocking charge is 15%."),
        # the customer's amount above the draft's own value: a promise about it, checked
        (
            "I'd like to buy a £700 table. What's the order limit?",
            "You can spend up to £500 on one order, so the £700 table is fine.",
        ),
        (
            "I'd like to buy a £700 table. What's the order limit?",
            "The order limit is £700, so the £700 table is fine.",
        ),
    ],
)
def test_a_customer_figure_stated_as_policy_is_still_checked(message: str, draft: str) -> None:
    v = check(draft, message)
    assert v.decision != "ALLOW", v.trace
