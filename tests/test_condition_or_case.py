"""A comparison in a second case joined to a condition by ", or" is a threshold the text
sets, as in the first (`guard/extract/local/wording.py`, `_CONDITION_BEFORE_RE`): "if you
don't turn up, or cancel with less than 3 days' notice, we keep the deposit" states the
notice. A comparison outside any condition stays a baseline. Invented wording (a boat hire)."""

from __future__ import annotations

from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_values

BOATS: Catalogue = named_catalogue(
    "Boat hire",
    {
        "notice": {"kind": "duration", "about": ["notice"]},
        "no_show_fee": {"kind": "money", "currency": "GBP", "about": ["no-show fee"]},
    },
)


def _read(body: str) -> list[tuple[str, float | None]]:
    return source_values(body, BOATS)


def test_a_second_case_of_a_condition_states_its_threshold() -> None:
    body = "If you don't turn up, or cancel with less than 3 days' notice, we charge a no-show fee of £40."
    assert ("notice", 3.0) in _read(body)


def test_a_comparison_outside_a_condition_is_still_a_baseline() -> None:
    body = "It now takes less than 3 days' notice, and the no-show fee is £40."
    assert ("notice", 3.0) not in _read(body)
