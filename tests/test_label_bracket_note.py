"""A line or table-row label with a bracketed note ("Kayaks (single or double): 3 boats",
"| Kayaks (any size) | 3 boats |") still names what the number after it counts
(`guard/extract/local/unithead.py`, `line_label`): the note qualifies the label, it does not
end it. An invented boat-hire catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def boats() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Riverside",
        "topics": {
            "kayak_limit": {
                "kind": "count",
                "unit": "boats per booking",
                "about": ["kayak*", "canoe*"],
            }
        },
    }
    return catalogue_from_dict(data, "test", "Riverside")


def _read(text: str) -> list[tuple[str, float | None, str | None]]:
    src = verified_source("RV-1", text, title="Hire rules")
    return [(c.topic, c.value.amount, c.value.unit) for c in extract_source_claims(src, boats())]


def test_a_table_row_label_with_a_bracketed_note_names_the_count() -> None:
    text = (
        "| Craft | Most you can hire at once |\n|---|---|\n"
        "| Kayaks and canoes (single or double, any size) | 3 boats |\n"
    )
    assert _read(text) == [("kayak_limit", 3, "boats per booking")]


def test_a_line_label_with_a_bracketed_note_names_the_count() -> None:
    assert _read("Kayaks (any size): 3 boats") == [("kayak_limit", 3, "boats per booking")]


def test_the_label_without_its_note_still_reads_as_before() -> None:
    assert _read("Kayaks: 3 boats") == [("kayak_limit", 3, "boats per booking")]
