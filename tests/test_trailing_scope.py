"""In a run of values each followed by whom it is for, each value is said for the scope its
own following words name (`guard/extract/local/trailingscope.py`). An invented kayak-hire
catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def paddles() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Riverbend Paddle Co",
        "topics": {
            "half_day_hire": {
                "label": "price of a half-day hire",
                "kind": "money",
                "currency": "EUR",
                "about": ["half-day hire", "half day hire", "half-day"],
            }
        },
        "scopes": {
            "craft": {
                "label": "craft",
                "any": ["every craft"],
                "values": {
                    "single": ["single kayak*", "single*"],
                    "double": ["double kayak*", "double*"],
                    "canoe": ["canoe*"],
                },
            }
        },
    }
    return catalogue_from_dict(data, "test", "Riverbend Paddle Co")


def _conditions(text: str) -> list[tuple[float | None, str | None]]:
    return [
        (c.value.amount, c.condition)
        for c in extract_draft_claims(text, paddles())
        if c.value is not None
    ]


def test_each_value_in_a_run_is_said_for_the_craft_after_it() -> None:
    got = _conditions(
        "A half-day hire is €30 for a single kayak, €45 for a double and €50 for a canoe."
    )
    assert got == [(30.0, "single kayak"), (45.0, "double"), (50.0, "canoe")]


def test_a_craft_named_before_any_value_still_leaves_the_value_unscoped() -> None:
    got = _conditions("With a double kayak already booked, a half-day hire is €30 for a canoe.")
    assert got == [(30.0, None)]
