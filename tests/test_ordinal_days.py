"""An ordinal is no quantity, whole ("the 21st floor" has no number 2 in it), and a day of
the month said as one is a date (`guard.engine.numbers`): a reader that sees its digits
finds them explained."""

from __future__ import annotations

import pytest

from guard.engine.numbers import number_verdicts


def verdicts(text: str) -> list[tuple[str, str]]:
    return [(text[s:e], k) for s, e, k in number_verdicts(text, [])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your points are added on the 1st.", [("1", "date")]),
        ("Invoices go out on the 28th of each month.", [("28", "date")]),
        ("We bill you by the 3rd.", [("3", "date")]),
        ("Lockers are on the 21st floor.", []),
        ("For the fitting on the 14th we'll need 2 photos.", [("14", "date"), ("2", "unread")]),
        ("Lessons start on the 5th you said?", [("5", "date")]),
        ("Your 22nd visit is free, and 2 more after it.", [("2", "unread")]),
    ],
)
def test_ordinal_days_are_dates_and_other_ordinals_no_numbers(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert verdicts(text) == expected
