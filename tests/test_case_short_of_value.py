"""The customer's case placed short of the draft's value, at its own figure, is no claim
(issue 17, nursery's move-up-baby-2-allow: `guard.engine.atpoint`, `guard.engine.figures`,
`guard.extract.local.countdown`).

"Members can borrow e-readers after 1 year, so at 10 months you have a couple of months to
go" after "I've been a member for 10 months": the 10 months is the case the draft's own 1
year is applied to, and it has not reached it yet ("to go"), in a unit the year converts to
exactly. The time still to go is a countdown, no value of the topic either. A figure the
customer never wrote, or a case said to be inside, stays a claim. An invented library's
words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.engine.figures import customer_figures
from guard.extract.local import extract_draft_claims
from guard.extract.local.countdown import time_to_go
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, Ticket, Value
from tests.support.reading import named_catalogue


def library() -> Catalogue:
    topics: dict[str, Any] = {
        "ereader_wait": {
            "kind": "duration",
            "label": "membership needed before borrowing e-readers",
            "about": ["borrow e-readers"],
        },
    }
    return named_catalogue("Library", topics)


_TICKET = Ticket(id="L-1", message="I've been a member for 10 months. Can I borrow an e-reader?")
_TEXT = "Members can borrow e-readers after 1 year, so at 10 months you have a while to go."


def _claim(text: str, said: str, amount: float, unit: str, claim_id: str) -> DraftClaim:
    value = Value(amount=amount, unit=unit, kind="duration")
    return DraftClaim(
        claim_id=claim_id, topic="ereader_wait", value=value, value_text=said, span=text
    )


def _kept(text: str, ticket: Ticket = _TICKET) -> list[str]:
    claims = [
        _claim(text, "1 year", 1, "years", "d#1"),
        _claim(text, "10 months", 10, "months", "d#2"),
    ]
    kept, _ = customer_figures(text, claims, ticket, library())
    return [c.value_text for c in kept]


def test_the_customers_case_short_of_the_value_in_another_unit_is_no_claim() -> None:
    assert _kept(_TEXT) == ["1 year"]


def test_a_case_inside_or_a_figure_of_our_own_stays_a_claim() -> None:
    inside = "Members can borrow e-readers after 1 year, so at 10 months you can borrow one."
    assert _kept(inside) == ["1 year", "10 months"]
    other = Ticket(id="L-2", message="Can I borrow an e-reader?")
    assert _kept(_TEXT, other) == ["1 year", "10 months"]


def test_the_time_still_to_go_is_no_claim() -> None:
    text = "You can borrow e-readers after 1 year, so you have two months to go."
    claims = extract_draft_claims(text, library())
    assert [c.value_text for c in claims] == ["1 year"]


def test_go_with_a_complement_is_no_countdown() -> None:
    text = "You have 30 days to go back to any branch."
    assert not time_to_go(text, text.index(" to go"))
    said = "Only 3 weeks to go until the new hours."
    assert time_to_go(said, said.index(" to go"))
