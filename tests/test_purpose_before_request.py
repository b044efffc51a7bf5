"""A purpose clause before a request is no instruction not to say the request's value
(`guard/extract/local/dropped.py`, `_INSTRUCTION_NEG_RE`): in "to avoid the fee please give
us 3 days' notice" "avoid" has its own object ("the fee"), and "please" opens the request.
"Avoid quoting 3 days" still forbids the value. Invented wording (a boat hire)."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_values, named_catalogue

BOATS: Catalogue = named_catalogue(
    "Boat hire", {"notice": {"kind": "duration", "about": ["notice"]}}
)


def _read(text: str) -> list[tuple[str, float | None]]:
    return draft_values(text, BOATS)


@pytest.mark.parametrize(
    "text",
    [
        "Next time, to avoid the fee please give us at least 3 days' notice.",
        "To avoid any charge please give us 3 days' notice.",
        "To stop the fee, please give us 3 days' notice.",
    ],
)
def test_a_purpose_clause_before_a_request_keeps_its_value(text: str) -> None:
    assert _read(text) == [("notice", 3.0)]


@pytest.mark.parametrize(
    "text",
    [
        "Avoid quoting 3 days' notice.",
        "Never promise customers 3 days' notice, please.",
        "Stop giving 3 days' notice as the rule.",
    ],
)
def test_an_instruction_not_to_say_it_still_drops_it(text: str) -> None:
    assert _read(text) == []
