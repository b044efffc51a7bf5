"""An age that qualifies the subject of "come with you" / "accompany" is the companion's, not the
age limit (`guard/extract/local/companion.py`), unless the age topic's label names that
person. An invented climbing-wall catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def wall(label: str) -> Catalogue:
    data: dict[str, Any] = {
        "name": "Crag",
        "topics": {
            "climb_age": {
                "kind": "duration",
                "label": label,
                "about": ["minimum age", "on your own", "parent or carer"],
            }
        },
    }
    return catalogue_from_dict(data, "test", "Crag")


def _ages(text: str, label: str = "minimum age to climb without a parent") -> list[float]:
    src = verified_source("CW-1", text + "\n", title="Young climbers")
    return [c.value.amount for c in extract_source_claims(src, wall(label)) if c.value]


@pytest.mark.parametrize(
    "text",
    [
        "You need to be 14 or over to climb on your own. If you're under 14, a parent or carer"
        " aged 18 or over has to come with you.",
        "You need to be 14 or over to climb on your own; under that, an adult aged 21 or over"
        " must accompany you.",
    ],
)
def test_the_companions_age_is_no_limit(text: str) -> None:
    assert _ages(text) == [14]


def test_a_label_that_names_the_companion_keeps_the_age() -> None:
    text = "A parent or carer aged 18 or over has to come with you."
    assert _ages(text, label="minimum age of a parent or carer") == [18]


def test_an_age_with_no_going_along_stays_a_limit() -> None:
    assert _ages("A climber aged 14 or over can book on their own.") == [14]
