"""After a span's "for", "from <event>" names when the span starts counting, not what it
measures (`guard.extract.local.anchors`). An invented tool-library catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def tools() -> Catalogue:
    topics: dict[str, Any] = {
        "loan_length": {"kind": "duration", "about": ["loan period", "borrow*"]},
        "pickup_time": {"kind": "duration", "about": ["pick*", "collect*"]},
    }
    return named_catalogue("Toolshed", topics)


def _read(text: str) -> list[str]:
    src = verified_source("TL-1", text + "\n", title="Loans")
    return [c.topic for c in extract_source_claims(src, tools()) if c.value is not None]


def test_the_event_a_span_counts_from_is_not_what_it_measures() -> None:
    said = "**Loan period** – A ladder loan lasts for 10 days from collection."
    assert _read(said) == ["loan_length"]


def test_from_after_no_span_keeps_its_reading() -> None:
    assert _read("You can collect it 2 days from now.") == ["pickup_time"]
