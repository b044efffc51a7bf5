"""An instruction not to say a value reaches no verb past a clause break or a new subject
(`guard.extract.local.dropped._INSTRUCTION_GAP_STOP`).

"Don't worry – you just need to give us 3 days' notice" negates "worry"; "give" is the next
clause's verb, so the 3 days is a claim. "Never give customers 3 days" and "do not, under any
circumstances, promise …" still say what must not be said. An invented kennel's words: none
comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from tests.support.reading import named_catalogue

TOPICS: dict[str, Any] = {
    "booking_notice": {
        "kind": "duration",
        "label": "notice needed to cancel a kennel booking",
        "about": ["notice", "cancel*"],
    },
}
KENNEL = named_catalogue("Kennels", TOPICS)


def _values(text: str) -> list[float]:
    return [c.value.amount for c in extract_draft_claims(text, KENNEL) if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Don't worry – you just need to give us 3 days' notice to cancel.",
        "Don't panic: just give us 3 days' notice to cancel.",
        "Don't forget you must give us 3 days' notice to cancel.",
        "We can't wait to see Rex - just give us 3 days' notice if you cancel.",
    ],
)
def test_a_negation_of_another_clause_leaves_the_value_a_claim(text: str) -> None:
    assert _values(text) == [3.0]


@pytest.mark.parametrize(
    "text",
    [
        "Never give customers 3 days' notice to cancel as the rule.",
        "Do not promise 3 days' notice to cancel.",
        "Don't ever tell owners that 3 days' notice to cancel is enough.",
    ],
)
def test_an_instruction_not_to_say_still_drops_it(text: str) -> None:
    assert _values(text) == []
