"""The customer's amount a draft measures against its own limit ("£14.50, which is below our
£20 minimum spend") is the customer's case, not a claim; the limit is still decided
(`guard.engine.measured`, from `guard.engine.figures`).

An invented grocery catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

GROCER: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "min_spend": {"label": "minimum spend for a delivery", "kind": "money",
                          "currency": "GBP", "about": ["minimum spend", "minimum order"]},
            "bag_charge": {"label": "charge for a short basket", "kind": "money",
                           "currency": "GBP", "about": ["short basket charge"]},
        },
    },
    "grocer/answerguard.yaml",
    "grocer",
)  # fmt: skip
SOURCES = [
    source("GR-1", "Deliveries need a minimum spend of £20."),
    source("GR-2", "A short basket charge of £2 applies to smaller baskets."),
]
MESSAGE = "My cart was only £14.50 and I was charged an extra £2. Why?"


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        # the customer's amount measured against the draft's own, checked, limit
        (
            "Your cart came to £14.50, which is below our £20 minimum spend, so a short "
            "basket charge of £2 was added.",
            ("ALLOW", "SUPPORTED"),
        ),
        (
            "Your cart came to £14.50, which is under the £20 minimum spend.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the limit is still decided: a wrong one is held
        (
            "Your cart came to £14.50, which is below our £25 minimum spend.",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
    ],
)
def test_the_customers_amount_measured_against_a_limit_is_no_claim(
    draft: str, expected: tuple[str, str]
) -> None:
    v = local_verdict(draft, SOURCES, GROCER, message=MESSAGE)
    assert (v.decision, v.reason_code) == expected, v.trace


def test_an_amount_the_customer_did_not_write_is_still_decided() -> None:
    draft = "A short basket charge of £5 applies, which is below our £20 minimum spend."
    v = local_verdict(draft, SOURCES, GROCER, message=MESSAGE)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING"), v.trace
