"""A superlative of size in a topic's label says which end of a range it measures
("largest party we seat" is a maximum), so "eight or more" there is the lower end, another
quantity, no value of it (`guard/extract/local/directions`). Invented wording: a restaurant's
private dining room."""

from __future__ import annotations

from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

DINING = catalogue_from_dict(
    {
        "topics": {
            "party_size": {"label": "largest party we seat", "kind": "count",
                           "unit": "diners per party", "about": ["party", "parties"]},
        }
    },
    "test",
    "Private dining",
)  # fmt: skip

SOURCES = [
    source("PD-1", "A table for eight or more counts as a party. We seat parties of up to 20."),
    source("PD-2", "Parties of eight or more diners pay a service charge."),
]


def test_a_lower_bound_is_no_value_of_a_superlative_maximum() -> None:
    v = local_verdict("We can seat a party of up to 20 diners.", SOURCES, DINING, Ticket(id="T-1"))
    assert v.decision == "ALLOW"
    v = local_verdict("We can seat a party of up to 8 diners.", SOURCES, DINING, Ticket(id="T-1"))
    assert v.decision == "HOLD"
