"""The time left before the customer's own date, told back from the ticket, is their figure,
no claim (`guard.engine.owndate`): "As your stay starts in 10 days, it's a late cancellation"
after "Our stay starts in 10 days". Without it the 10 days was read as the cancellation
notice and held against the real 21 days, though the draft applies the policy correctly.

An invented holiday-cottage catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from guard.engine.owndate import counted_to_own_date
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, Value
from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

COTTAGES: Catalogue = named_catalogue(
    "cottages",
    {
        "cancel_notice": {"label": "notice needed to cancel a stay",
                          "kind": "duration", "about": ["cancel*", "late cancellation"]},
        "kept_share": {"label": "share kept on a late cancellation", "kind": "percent",
                       "about": ["we keep", "we'll keep"]},
    },
)  # fmt: skip
SOURCES = [
    source("COT-1", "If you cancel less than 21 days before your stay, we keep 30% of the rent."),
]
MESSAGE = "Our stay starts in 10 days but we have to cancel. How much do you keep?"
DRAFT = "As your stay starts in 10 days, it's a late cancellation, so we keep 30% of the rent."


def _claim(draft: str, words: str) -> DraftClaim:
    return DraftClaim(
        claim_id="c1",
        topic="cancel_notice",
        value=Value(amount=10, unit="calendar_days"),
        value_text=words,
        span=draft,
    )


def test_the_countdown_told_back_is_the_customers_figure() -> None:
    verdict = local_verdict(DRAFT, SOURCES, COTTAGES, message=MESSAGE)
    assert (verdict.decision, verdict.reason_code) == ("ALLOW", "SUPPORTED"), verdict.trace


def test_a_rule_said_with_the_same_number_is_still_a_claim() -> None:
    rule = "You can cancel in 10 days and we keep 30% of the rent."
    assert not counted_to_own_date(rule, _claim(rule, "10 days"), MESSAGE)
    verdict = local_verdict(rule, SOURCES, COTTAGES, message=MESSAGE)
    assert verdict.decision == "HOLD", verdict.trace


def test_a_countdown_the_customer_did_not_give_is_still_a_claim() -> None:
    assert not counted_to_own_date(DRAFT, _claim(DRAFT, "10 days"), "We have to cancel our stay.")
    assert counted_to_own_date(DRAFT, _claim(DRAFT, "10 days"), MESSAGE)
