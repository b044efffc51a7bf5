"""A bare table cell with a bound word ("| Guests per room | up to 4 |") is read with its row
label's unit, as the bare number is (`guard/extract/local/tables.py`): the bound word is not
part of the count's own words, so only the cell's number is looked for in them. An invented
guest-house catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def guesthouse() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Inn",
        "topics": {
            "room_occupancy": {
                "kind": "count",
                "unit": "guests per room",
                "about": ["guests per room", "room occupancy"],
            }
        },
        "scopes": {
            "room": {
                "values": {"double": ["double room*"], "family": ["family room*"]},
            }
        },
    }
    return catalogue_from_dict(data, "test", "Inn")


def test_a_bounded_cell_is_read_with_its_row_label_and_column_scope() -> None:
    text = "| | Double rooms | Family rooms |\n|---|---|---|\n| Guests per room | up to 2 | up to 5 |\n"
    src = verified_source("IN-1", text, title="Rooms")
    got = [
        (c.topic, c.value.amount, c.value.unit, dict(c.scope))
        for c in extract_source_claims(src, guesthouse())
    ]
    assert got == [
        ("room_occupancy", 2, "guests per room", {"room": "double"}),
        ("room_occupancy", 5, "guests per room", {"room": "family"}),
    ]
