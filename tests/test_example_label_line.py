"""A line labelled "Example:" is a worked case, not a limit (issue 17, kennels):
`guard.extract.local.example.illustrates`.

"**Example:** two children sharing a bunk room pay the full rate for the first child" under
a page that says "Up to four children can share a bunk room": the two children are the case
the example works through, not a second, lower limit. A sentence that opens with "For
example," keeps its value, as before. An invented youth hostel's words: none comes from
tests/kb.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_values

_HOSTEL = named_catalogue(
    "Hostel",
    {
        "children_per_room": {
            "kind": "count",
            "unit": "children per bunk room",
            "about": ["share a bunk room", "sharing a bunk room"],
        },
    },
)


def test_an_example_line_states_no_limit() -> None:
    text = (
        "Up to four children can share a bunk room.\n\n"
        "**Example:** two children sharing a bunk room pay the full rate for the first child."
    )
    assert source_values(text, _HOSTEL) == [("children_per_room", 4.0)]


def test_a_for_example_sentence_keeps_its_value() -> None:
    text = "For example, up to four children can share a bunk room."
    assert source_values(text, _HOSTEL) == [("children_per_room", 4.0)]
