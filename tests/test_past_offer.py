"""A value in the name of an offer placed in a past period is history, not the rule now
(`guard/extract/local/pastoffer.py`): found when "half-price" began to be read as 50%, since a
past promotion said in words is as old as one said in digits. A made-up bakery catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from tests.support.builders import verified_source
from tests.test_fraction_words import bakery


@pytest.mark.parametrize(
    ("body", "claims"),
    [
        # an offer placed in a past period is history (`pastoffer`), in words or digits
        ("Sounds like the half-price staff promo from the summer.", []),
        ("Sounds like the 50% staff offer from last year.", []),
        # a period that starts the offer, or no period at all, is the offer now
        ("The half-price staff offer from the summer onwards stays.", [("staff_discount", 50.0)]),
        ("Our half-price staff offer is back.", [("staff_discount", 50.0)]),
    ],
)
def test_an_offer_from_a_past_period_is_no_claim(
    body: str, claims: list[tuple[str, float]]
) -> None:
    source = verified_source("CRUMB-2", body, title="Staff perks")
    got = [(c.topic, c.value.amount) for c in extract_source_claims(source, bakery()) if c.value]
    assert got == claims
