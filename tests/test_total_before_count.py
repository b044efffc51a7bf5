"""A total written before its count ("€12 a session, so €36 for the three of you") is the
unit price multiplied out (`guard.engine.multiples._counted_after`), as when the count comes
first; a total that is no multiple stays a claim of its own. The invented climbing-wall
catalogue of tests/test_worked_totals.py: nothing in the product knows its words."""

from __future__ import annotations

import pytest

from tests.test_worked_totals import check


@pytest.mark.parametrize(
    "draft",
    [
        "A session is €12 per climber, so €36 for the three of you.",
        "Each session costs €12, which makes €24 for the two of them.",
        "Entry is €12 a head, so €36 in total for all three.",
        # the total's own rate and tax basis before "for" (`_past_rate_and_tax`)
        "A session is €12 per climber, so €36 a session for the three of you.",
        "A session is €12 per climber plus VAT, so €36 a week plus VAT for your 3 climbers.",
    ],
)
def test_a_total_before_its_count_is_the_price_multiplied_out(draft: str) -> None:
    v = check(draft)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_total_that_is_no_multiple_is_still_held() -> None:
    v = check("A session is €12 per climber, so €40 for the three of you.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
