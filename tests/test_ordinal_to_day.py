"""An ordinal day after "to the" is a date, like one after "from the" or "until the"
(issue 17, tests/kb/rail: "move booking … from the 14th to the 16th").

Invented wording (a dentist's appointments), not from tests/kb.
"""

from __future__ import annotations

from guard.engine.numbers import number_verdicts


def _verdicts(text: str) -> dict[str, str]:
    return {text[s:e]: v for s, e, v in number_verdicts(text, [], "")}


def test_a_day_after_to_the_is_a_date() -> None:
    got = _verdicts("We moved your check-up from the 3rd to the 11th. See you then!")
    assert got == {"3": "date", "11": "date"}
    assert _verdicts("I've pushed it back to the 22nd.") == {"22": "date"}


def test_an_ordinal_before_a_noun_is_still_no_day() -> None:
    assert _verdicts("Take the lift to the 3rd floor.") == {}
