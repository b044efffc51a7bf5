"""A value on no catalogue topic that is the customer's own figure from the ticket is no
policy claim (D0c passes); any other value on no topic stays CAUTION OUTSIDE_COVERAGE.

`numbers.quoted_by_customer` is the one reader of a customer's figure: D0c calls it here,
`figures` on the whole draft (tests/test_customer_figures.py)."""

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
    bare = claim("Lockers hold 3 bags.", "3", 3.0)
    assert not quoted_by_customer(bare.span, bare, "I paid €3 at the lake.")
    theirs = claim("You paid €2.50.", "€2.50", 2.5)
    assert quoted_by_customer(theirs.span, theirs, MESSAGE)


def test_the_value_is_read_where_it_stands_in_the_draft() -> None:
    """The one reader reads the value's numbers in place, in the claim's span (D0c) or in the
    whole draft (`figures`): the word after a number may lie past the span's end."""
    dc = claim("I've refunded 3", "3", 3.0)
    draft = "I've refunded 3 orders today."
    message = "Please refund my 3 orders."
    assert quoted_by_customer(draft, dc, message)
    assert not quoted_by_customer(dc.span, dc, message)
    assert not quoted_by_customer(draft, dc, "")
    assert not quoted_by_customer("Something else entirely.", dc, message)


def test_every_number_of_the_value_must_be_the_customers() -> None:
    """A range the customer wrote only half of is no figure of theirs."""
    dc = claim("between €2.50 and €4.00 at the lake", "€2.50 and €4.00", 2.5)
    assert not quoted_by_customer(dc.span, dc, MESSAGE)
    assert quoted_by_customer(dc.span, dc, MESSAGE + " Later €4.00 again.")


def test_a_bound_number_word_is_read_in_place() -> None:
    """The word "one" is a number only after a bound ("at least one"): read in place, it is."""
    dc = claim("Lockers take at least one bag.", "one", 1.0)
    assert quoted_by_customer(dc.span, dc, "Can I store at least one bag at the lake?")
    assert not quoted_by_customer(dc.span, dc, "Can I store one suitcase?")
