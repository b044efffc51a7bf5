"""A value the writer reports having said before, followed by another of its kind, is taken
back (`guard/extract/local/retracted.py`). An invented piano-tuning catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def tuners() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Keynote Tuning",
        "topics": {
            "tuning_price": {
                "label": "price of a tuning visit",
                "kind": "money",
                "currency": "GBP",
                "about": ["tuning visit", "a tuning"],
            },
            "visit_length": {
                "label": "how long a tuning visit lasts",
                "kind": "duration",
                "about": ["visit lasts", "tuning visit lasts"],
            },
        },
    }
    return catalogue_from_dict(data, "test", "Keynote Tuning")


def _values(text: str) -> list[float | None]:
    return [c.value.amount for c in extract_draft_claims(text, tuners()) if c.value is not None]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("My mistake - I quoted you £70 earlier, a tuning visit is £85.", [85.0]),
        ("Apologies, we told you it was 3 hours; a tuning visit lasts 2 hours.", [2.0]),
    ],
)
def test_the_figure_the_writer_takes_back_is_no_claim(text: str, kept: list[float]) -> None:
    assert _values(text) == kept


@pytest.mark.parametrize(
    "text",
    [
        "As I mentioned, a tuning visit is £85.",
        "I quoted you £85 for a tuning visit and that still stands.",
    ],
)
def test_a_restated_figure_stays_a_claim(text: str) -> None:
    assert _values(text) == [85.0]
