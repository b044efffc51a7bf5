"""An ordinal day after a day of the week is a date ("couldn't make it on Tuesday 24th"),
as one after "on the" or beside a month is (issue 17, tests/kb/dental, `engine.numbers`).

Invented wording (a piano tuner's visits), not from tests/kb.
"""

from __future__ import annotations

from guard.engine.numbers import number_verdicts


def _verdicts(text: str) -> dict[str, str]:
    return {text[s:e]: v for s, e, v in number_verdicts(text, [], "")}


def test_an_ordinal_after_a_weekday_is_a_date() -> None:
    assert _verdicts("Sorry we missed the tuning on Friday 13th.") == {"13": "date"}
    assert _verdicts("The tuner can come on Mon the 2nd instead.") == {"2": "date"}


def test_an_ordinal_with_no_weekday_or_month_is_still_no_number() -> None:
    assert _verdicts("You are 3rd in the queue.") == {}
