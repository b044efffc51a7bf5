"""A short number that is a service's phone line is no policy number
(`guard/engine/servicelines.py`): after a verb of calling ("call 105 if the power is out"),
or after a service's name as the subject of a verb of serving ("Gridline 105 can help"). A
count after "call" ("call 250 customers"), an amount after a currency code ("EUR 150 will
be refunded") and a number with a unit stay numbers to read. Invented wording (a power
network's replies)."""

from __future__ import annotations

import pytest

from guard.engine.numbers import non_policy_spans


def _lines(text: str) -> list[str]:
    return [text[s:e] for s, e, kind in non_policy_spans(text) if kind == "a service's phone line"]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("If the power goes off again tonight, Gridline 105 can help.", "105"),
        ("Please call 105 if the lights go out.", "105"),
        ("Ring 105.", "105"),
        ("Dial Gridline 105 now.", "105"),
        ("The Powerwatch 116 123 line is free", None),
        ("Powerwatch 116 123 is open all night.", "116 123"),
    ],
)
def test_a_short_line_is_no_policy_number(text: str, line: str | None) -> None:
    assert _lines(text) == ([line] if line else [])


@pytest.mark.parametrize(
    "text",
    [
        "We'll call 250 customers this week.",
        "EUR 150 will be refunded.",
        "Call 105 times a day.",
        "We call 300 hours the maximum.",
        "Gridline 105 minutes can help.",
    ],
)
def test_a_count_an_amount_or_a_measure_stays_a_number(text: str) -> None:
    assert _lines(text) == []
