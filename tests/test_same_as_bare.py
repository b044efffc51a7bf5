"""A bare "as for" or "as with" after a comma that ends its sentence is a comparison of
sameness: "£9 for rowing boats, as for swan boats" states the swan boats' value too and HOLDs
when theirs differs (`guard/extract/local/sameas.py`). "As for swan boats, they're £15" opens a
clause of its own and repeats nothing. Invented wording: boat hire on a park lake.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

LAKE = catalogue_from_dict(
    {
        "name": "Swan Lake Pedalos",
        "topics": {
            "boat_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["boat hire", "half an hour on the lake"],
            },
        },
        "scopes": {
            "boat": {
                "values": {
                    "swan": ["swan boats", "swan boat"],
                    "row": ["rowing boats", "rowing boat"],
                }
            }
        },
    },
    "test",
    "Swan Lake Pedalos",
)
SOURCES = [source("SL-1", "Boat hire is £15 for swan boats and £9 for rowing boats.")]
ROW = Ticket(id="T-1", scope={"boat": "row"})


def _amounts(draft: str) -> list[tuple[float | None, str | None]]:
    return [
        (c.value.amount if c.value else None, c.condition)
        for c in extract_draft_claims(draft, LAKE)
        if c.topic == "boat_price"
    ]


@pytest.mark.parametrize(
    "draft",
    [
        "Boat hire is £9 for rowing boats, as for swan boats.",
        "Boat hire is £9 for rowing boats, as with swan boats!",
    ],
)
def test_a_bare_as_for_at_the_end_states_the_other_scope_too(draft: str) -> None:
    assert len(_amounts(draft)) == 2
    v = local_verdict(draft, SOURCES, LAKE, ROW)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


@pytest.mark.parametrize(
    "draft",
    [
        "Boat hire is £9 for rowing boats, but as for swan boats, they cost £15.",
        "Boat hire is £9 for rowing boats. As for swan boats, they cost £15.",
    ],
)
def test_as_for_opening_its_own_clause_repeats_nothing(draft: str) -> None:
    assert [a for a, _ in _amounts(draft)].count(9) == 1


def test_as_for_in_a_sentence_of_its_own_is_allowed() -> None:
    draft = "Boat hire is £9 for rowing boats. As for swan boats, they cost £15."
    assert local_verdict(draft, SOURCES, LAKE, ROW).decision == "ALLOW"
