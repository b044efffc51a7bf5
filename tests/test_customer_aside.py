"""A value in brackets made only of the customer's own words points back to their figure
(`guard.engine.customeraside`, used by `guard.engine.figures`); brackets with any word of
the team's own are no quotation. The invented furniture shop of test_customer_figures."""

from __future__ import annotations

import pytest

from guard.engine.customeraside import in_customers_aside
from tests.test_customer_figures import check

MESSAGE = "I bought a sideboard for £310 on 4 March (order TK-2209). What is the restocking rate?"


@pytest.mark.parametrize(
    "draft",
    [
        "Thanks for the order number. Your sideboard from 4 March (order TK-2209, £310) can "
        "come back to us, and the restocking charge is 10% of the price you paid for it.",
        "Your sideboard (order TK-2209, £310) carries a 10% restocking charge if you send it "
        "back within the month you bought it.",
    ],
)
def test_the_customers_details_in_brackets_are_their_figures(draft: str) -> None:
    v = check(draft, MESSAGE)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.trace


def test_brackets_with_a_word_of_our_own_are_no_quotation() -> None:
    draft = (
        "Your sideboard (collection TK-2209, £310) carries a 10% restocking charge if you "
        "send it back within the month you bought it."
    )
    assert check(draft, MESSAGE).decision != "ALLOW"


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("the sofa (order TK-2209, £310) is", True),
        ("the sofa (£310) is", False),  # the value alone: no words of the customer's
        ("the sofa (our fee, £310) is", False),  # a word the customer did not write
        ("the sofa, £310 (order TK-2209) is", False),  # the value outside the brackets
        ("the sofa (order TK-2209, £999) is", False),  # a number the customer did not write
    ],
)
def test_only_an_aside_of_the_customers_tokens_quotes_them(text: str, quoted: bool) -> None:
    assert in_customers_aside(text, text.index("£"), MESSAGE) is quoted
