"""A number in a run-in label naming things already done describes them, not the rule
(`guard/extract/local/alreadydone.py`): "Classes already booked for 9 or 10 students: …"
picks out existing bookings by their size, so the document states only its new limit, and
a label without "already" ("Classes over 10 students: …") keeps its value.

An invented pottery-school catalogue: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

from tests.support.reading import named_catalogue, source_values

_TOPICS: dict[str, Any] = {
    "class_max": {
        "label": "students in a pottery class",
        "kind": "count",
        "unit": "students",
        "about": ["students", "class size"],
    },
}
POTTERY = named_catalogue("Kilnworks", _TOPICS)

_RULE = "From 1 March 2026, a pottery class may take a maximum of 8 students."


def _values(label_line: str) -> list[tuple[str, float | None]]:
    return source_values(f"{_RULE}\n\n{label_line}", POTTERY, kind="sop")


def test_a_label_of_existing_bookings_states_no_limit() -> None:
    line = "Classes already booked for 9 or 10 students: call the organiser and offer two."
    assert _values(line) == [("class_max", 8.0)]


def test_a_label_without_already_keeps_its_value() -> None:
    line = "Classes of 12 students: call the organiser and offer two."
    assert ("class_max", 12.0) in _values(line)


def test_already_after_a_subject_pronoun_is_not_a_nouns_qualifier() -> None:
    line = "We already take 12 students: call the organiser."
    assert ("class_max", 12.0) in _values(line)


def test_already_outside_the_label_keeps_the_value() -> None:
    line = "Bookings: classes already open may take 12 students."
    assert ("class_max", 12.0) in _values(line)
