"""A total said after "for" and its count ("€12 a session, so for your three climbers that's
€36") is the unit price multiplied out, and the price said again after it ("€36 at €12
each") is that price (`guard.engine.multiples._counted_before`, `_restated_at`; issue 17,
kennels). A total that is no multiple stays a claim of its own, and a wrong unit price is
still held. The invented climbing-wall catalogue of tests/test_worked_totals.py: nothing in
the product knows its words."""

from __future__ import annotations

import pytest

from tests.test_worked_totals import check


@pytest.mark.parametrize(
    "draft",
    [
        "A session is €12 per climber, so for your three climbers that's €36.",
        "A session is €12 per climber, so for the three of you it comes to €36 at €12 each.",
        "Entry is €12 a head, so for 3 climbers that's €36 a session at €12 each.",
    ],
)
def test_a_total_after_for_and_its_count_is_the_price_multiplied_out(draft: str) -> None:
    v = check(draft)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_total_that_is_no_multiple_or_a_wrong_price_is_still_held() -> None:
    v = check("A session is €12 per climber, so for your three climbers that's €40.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    v = check("A session is €15 per climber, so for 3 climbers that's €45 at €15 each.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
