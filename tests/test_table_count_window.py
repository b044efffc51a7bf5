"""A table cell that is a number with only its window ("| Refills allowed | 3 in any 6 months |")
is a count of what its row label names (`guard/extract/local/tables.py`), as a bare number
takes its unit from the label. An invented water-cooler rental catalogue: no knowledge base's
words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def coolers() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Aqua",
        "topics": {
            "refill_limit": {
                "kind": "count",
                "unit": "refills in any 6 months",
                "about": ["refills allowed", "refills in any 6 months"],
            }
        },
    }
    return catalogue_from_dict(data, "test", "Aqua")


def test_a_number_with_its_window_counts_what_the_row_label_names() -> None:
    text = "| Plan at a glance | |\n|---|---|\n| Refills allowed | 3 in any 6 months |\n"
    src = verified_source("AQ-1", text, title="Cooler plan")
    got = [(c.topic, c.value.amount, c.value.unit) for c in extract_source_claims(src, coolers())]
    assert got == [("refill_limit", 3, "refills in any 6 months")]
