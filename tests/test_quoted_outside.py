"""A value on no catalogue topic that is the customer's own figure from the ticket is no
policy claim (D0c passes); any other value on no topic stays CAUTION OUTSIDE_COVERAGE."""

from __future__ import annotations

from guard.engine.draft_rules import d0c_claim
from guard.engine.interpreter import Fired, Pass
from guard.engine.numbers import quoted_by_customer
from guard.models import DraftClaim, Value

MESSAGE = "The locker took my token twice (€2.50) at the lake on 3 May. Can I get it back?"


def claim(span: str, value_text: str, amount: float) -> DraftClaim:
    value = Value(amount=amount, unit="EUR", kind="money")
    return DraftClaim(claim_id="d#1", topic="other", value=value, value_text=value_text, span=span)


def test_the_customers_own_figure_on_no_topic_is_no_claim() -> None:
    dc = claim("Sorry the locker charged you €2.50 twice.", "€2.50", 2.5)
    assert isinstance(d0c_claim(dc, MESSAGE), Pass)


def test_another_figure_on_no_topic_stays_outside_coverage() -> None:
    dc = claim("Lockers cost €4.00 at the lake.", "€4.00", 4.0)
    outcome = d0c_claim(dc, MESSAGE)
    assert isinstance(outcome, Fired) and outcome.reason == "OUTSIDE_COVERAGE"
    assert isinstance(d0c_claim(claim("Sorry, €2.50 twice.", "€2.50", 2.5)), Fired)


def test_a_bare_number_is_not_the_customers_amount() -> None:
    """A number alone is not enough: "3" is no "€3" the customer quoted."""
    assert not quoted_by_customer("Lockers hold 3 bags.", "3", "I paid €3 at the lake.")
    assert quoted_by_customer("You paid €2.50.", "€2.50", MESSAGE)
