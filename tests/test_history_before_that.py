"""A value the sentence puts before a change it names ("before that, it cost €2") is an old
value, no claim (`dropped._HISTORY_LEFT_RE`); the new value beside it stays. Words from the
made-up bike-hire catalogue of tests.support.wording."""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


@pytest.mark.parametrize(
    "body",
    [
        "We moved refunds to 5 days in May; before that, they took 10 days.",
        "Refunds take 5 days since May. Until then, refunds took 10 days.",
    ],
)
def test_a_value_before_the_change_is_old(body: str) -> None:
    assert [c.value_text for c in sourced(body)] == ["5 days"]
