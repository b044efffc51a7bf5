"""The customer's figure after "at" is theirs whichever way either side spells it: "at
fourteen days" after "I borrowed it 14 days ago", "at 14 days" after "fourteen days ago"
(`guard.engine.atpoint`, reading `guard.engine.numberwords`). The reader compared digits as
strings, so the same reply with its numbers in words kept the customer's case as a second
value of the topic and was held against the draft's own. Found by the metamorphic sweep
(tests/kb/METAMORPHIC.md).

Invented wording: a tool library's loans, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.atpoint import placed_outside
from guard.engine.figures import customer_figures
from guard.models import DraftClaim, Ticket, Value
from tests.support.reading import named_catalogue

_TOOLS = named_catalogue("Tool library", {"loan_period": {"kind": "duration", "about": ["loan*"]}})


def _days(text: str, said: str, amount: float, claim_id: str) -> DraftClaim:
    value = Value(amount=amount, unit="calendar_days", kind="duration")
    return DraftClaim(
        claim_id=claim_id, topic="loan_period", value=value, value_text=said, span=text
    )


@pytest.mark.parametrize(
    ("message", "text", "own", "theirs"),
    [
        (
            "I borrowed the drill 14 days ago.",
            "Loans last ten days, so at fourteen days it's past that.",
            "ten days",
            "fourteen days",
        ),
        (
            "I borrowed the drill fourteen days ago.",
            "Loans last 10 days, so at 14 days it's past that.",
            "10 days",
            "14 days",
        ),
        (
            "I borrowed the drill 14 days ago.",
            "Loans last 10 days, so at fourteen days it's past that.",
            "10 days",
            "fourteen days",
        ),
    ],
)
def test_the_case_in_words_placed_outside_is_no_claim(
    message: str, text: str, own: str, theirs: str
) -> None:
    claims = [_days(text, own, 10, "d#1"), _days(text, theirs, 14, "d#2")]
    kept, _ = customer_figures(text, claims, Ticket(id="T-1", message=message), _TOOLS)
    assert [c.value_text for c in kept] == [own]


def test_another_number_in_words_is_not_the_customers() -> None:
    text = "Loans last 10 days, so at fifteen days it's past that."
    start = text.index("fifteen")
    assert not placed_outside(text, start, start + len("fifteen"), "I borrowed it 14 days ago.")
    assert placed_outside(text, start, start + len("fifteen"), "I borrowed it fifteen days ago.")
