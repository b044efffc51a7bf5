"""The customer's figure referred back with "the" and denied, or placed "at" a point inside
the draft's own value, is their case, not a claim (issue 17, kennels and mattress):
`guard.engine.atpoint`, `guard.engine.figures._pointed_back` and `_under_own_value`.

"Loans run for 3 weeks, so I'm afraid the 30 days wouldn't fit" after "I need it for 30
days": the 30 days is the customer's, placed outside the draft's own value, as "at 30 days
your book is past that" is. "Loans run for 3 weeks, so at 20 days you're covered" places the
case inside the draft's own value (20 days under 3 weeks, an exact conversion): the draft's
value is the policy statement, and is still decided. A case placed "at" a figure above the
draft's own value ("at 30 days you can still keep it") promises more and stays a claim. An
invented library's words: none comes from tests/kb.
"""

from __future__ import annotations

from guard.engine.figures import customer_figures
from guard.models import DraftClaim, Ticket, Value
from tests.support.reading import named_catalogue

_LIBRARY = named_catalogue("Library", {"loan_period": {"kind": "duration", "about": ["loan*"]}})


def _claim(text: str, said: str, amount: float, unit: str, claim_id: str) -> DraftClaim:
    value = Value(amount=amount, unit=unit, kind="duration")
    return DraftClaim(
        claim_id=claim_id, topic="loan_period", value=value, value_text=said, span=text
    )


def _kept(text: str, own: tuple[str, float, str], theirs: tuple[str, float], msg: str) -> list[str]:
    claims = [
        _claim(text, own[0], own[1], own[2], "d#1"),
        _claim(text, theirs[0], theirs[1], "calendar_days", "d#2"),
    ]
    ticket = Ticket(id="T-1", message=msg)
    kept, _ = customer_figures(text, claims, ticket, _LIBRARY)
    return [c.value_text for c in kept]


def test_the_customers_figure_referred_back_and_denied_is_their_case() -> None:
    text = "Loans run for 3 weeks, so I'm afraid the 30 days wouldn't fit."
    msg = "Can I borrow the atlas for 30 days?"
    assert _kept(text, ("3 weeks", 3, "weeks"), ("30 days", 30), msg) == ["3 weeks"]


def test_a_case_placed_at_a_point_inside_the_drafts_value_is_their_case() -> None:
    text = "Loans run for 3 weeks, so at 20 days you're covered."
    msg = "I've had the atlas for 20 days now, is that OK?"
    assert _kept(text, ("3 weeks", 3, "weeks"), ("20 days", 20), msg) == ["3 weeks"]


def test_a_case_above_the_drafts_value_or_not_the_customers_stays() -> None:
    text = "Loans run for 3 weeks, so at 30 days you can still keep it."
    msg = "I've had the atlas for 30 days now, is that OK?"
    assert _kept(text, ("3 weeks", 3, "weeks"), ("30 days", 30), msg) == ["3 weeks", "30 days"]
    text = "Loans run for 3 weeks, so at 20 days you're covered."
    assert _kept(text, ("3 weeks", 3, "weeks"), ("20 days", 20), "Hi there") == [
        "3 weeks",
        "20 days",
    ]
