"""A past reference inside a condition ("if it's been more than 6 weeks since …", "if you
bought it more than 30 days ago") is the threshold a rule sets, read as a value
(`guard/extract/local/threshold.py`); outside a condition ("it's been 3 days") it stays the
customer's history. A made-up library catalogue: no knowledge base's words."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, SourceClaim
from tests.support.reading import named_catalogue, source_claims


def library() -> Catalogue:
    return named_catalogue(
        "Riverside library",
        {"card_expiry": {"kind": "duration", "about": ["library card*", "reader's ticket"]}},
    )


def _values(claims: Sequence[SourceClaim | DraftClaim]) -> list[tuple[str, float | None, str]]:
    return [(c.topic, c.value.amount, c.value.unit or "") for c in claims if c.value is not None]


@pytest.mark.parametrize(
    ("text", "amount", "unit"),
    [
        (
            "If it's been more than 18 months since you borrowed a book, your library card needs renewing.",
            18,
            "months",
        ),
        ("Your library card lapses if it has been 2 years since your last loan.", 2, "years"),
        # "where" opens a condition as "if" does (`threshold.CONDITION_WORDS`)
        ("Your library card lapses where it has been 2 years since your last loan.", 2, "years"),
        (
            "Once it's been over 6 weeks since you used it, your library card is paused.",
            42,
            "calendar_days",
        ),
        (
            "If your last loan was more than 2 years ago, you'll need a new library card.",
            2,
            "years",
        ),
    ],
)
def test_a_past_reference_inside_a_condition_is_a_threshold(
    text: str, amount: float, unit: str
) -> None:
    assert _values(extract_draft_claims(text, library())) == [("card_expiry", amount, unit)]
    claims = source_claims(
        text, library(), source_id="S-1", title="Your library card", kind="help_article"
    )
    assert _values(claims) == [("card_expiry", amount, unit)]


@pytest.mark.parametrize(
    "text",
    [
        "It's been 3 days since your library card arrived.",  # history: no condition
        "I renewed my library card 2 years ago.",
        "If you renewed your library card 2 years ago, thanks.",  # "ago" with no comparison
        "Your library card was issued more than 2 years ago, so it's fine.",
    ],
)
def test_a_past_reference_outside_a_threshold_stays_history(text: str) -> None:
    assert _values(extract_draft_claims(text, library())) == []
