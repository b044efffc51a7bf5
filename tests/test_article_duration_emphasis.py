"""A duration said with an article is read when an emphasis word stands before its unit ("a
full year", "a whole week") and when a preposition the closed set lacked follows it ("a year
against damage"): `guard/extract/local/durations.py`, `guard/extract/local/noununit.py`. An
invented umbrella-repair catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def umbrellas() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Brolly",
        "topics": {
            "canopy_guarantee": {
                "kind": "duration",
                "about": ["canopy guarantee", "canopies are guaranteed"],
            }
        },
    }
    return catalogue_from_dict(data, "test", "Brolly")


def _read(text: str) -> list[tuple[str, float | None, str | None]]:
    draft = LocalExtractor(umbrellas()).extract_draft(text)
    return [(c.topic, c.value.amount, c.value.unit) for c in draft.claims if c.value]


def test_a_full_year_is_one_year() -> None:
    assert _read("Our canopies are guaranteed for a full year.") == [
        ("canopy_guarantee", 1, "years")
    ]


def test_a_year_before_against_is_a_length_not_a_compound_noun() -> None:
    assert _read("Our canopies are guaranteed for a year against tears.") == [
        ("canopy_guarantee", 1, "years")
    ]
