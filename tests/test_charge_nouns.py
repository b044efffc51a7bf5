"""Other names for a sum paid, negated, are a price of zero (`guard.extract.local.chargenouns`).

"There's no deductible for in-network visits" says the deductible is nothing, as "no fee"
does; "no deposit account" names something else. An invented dental-plan catalogue: no
sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def dental() -> Catalogue:
    topics: dict[str, Any] = {
        "deductible": {"kind": "money", "currency": "USD", "about": ["deductible"]},
        "booking_deposit": {"kind": "money", "currency": "USD", "about": ["deposit"]},
    }
    return named_catalogue("Dental", topics)


def _zeros(text: str) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount or 0.0)
        for c in extract_draft_claims(text, dental())
        if c.value.kind == "money"
    ]


def test_no_deductible_is_a_deductible_of_nothing() -> None:
    assert _zeros("Good news: there's no deductible for in-network visits.") == [
        ("deductible", 0.0)
    ]


def test_no_deposit_at_the_end_of_a_clause_is_zero() -> None:
    assert _zeros("For cleanings, no deposit is needed.") == [("booking_deposit", 0.0)]


def test_a_payment_noun_modifying_another_noun_is_no_zero() -> None:
    assert _zeros("We have no deposit account for you on file.") == []


def test_a_negated_paying_of_a_payment_noun_is_zero() -> None:
    """ "Members never pay a deposit" says the deposit is nothing for them, as "never pay
    booking fees" and "no deposit" do."""
    assert _zeros("Plan members never pay a deposit for check-ups.") == [("booking_deposit", 0.0)]
    assert _zeros("You won't have a deductible on preventive visits.") == [("deductible", 0.0)]


def test_a_negated_having_of_an_account_named_by_the_noun_is_no_zero() -> None:
    assert _zeros("You don't have a deposit account with us yet.") == []
