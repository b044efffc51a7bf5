"""A count given by its place in order is an unread value, never a pass
(`guard/engine/vaguecount.py`).

"Your 8th coffee is on us" or "every fifth wash is free" says how many it takes as plainly as
"8 coffees", but no reader turned the ordinal into a number, so a wrong one passed as ALLOW
NO_POLICY_CLAIM. Invented wording: a café's loyalty card, no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.vaguecount import quantified_count_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

CAFE = catalogue_from_dict(
    {
        "name": "Bean counter",
        "topics": {
            "coffees_for_free_one": {
                "kind": "count",
                "unit": "coffees",
                "about": ["coffees", "loyalty card"],
            },
        },
    },
    "test",
    "Bean counter",
)
SOURCES = [source("BC-1", "Buy 9 coffees and the next one is free.")]


@pytest.mark.parametrize(
    "draft",
    [
        "Your 8th coffee is on us.",
        "Every fifth coffee is free with the card.",
        "The free drink comes with your tenth coffee.",
    ],
)
def test_a_count_by_its_place_is_no_pass(draft: str) -> None:
    v = local_verdict(draft, SOURCES, CAFE, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_an_ordinal_before_another_noun_or_a_fraction_is_no_count() -> None:
    assert quantified_count_matches("Your 8th birthday party is on us.", CAFE) == []
    assert quantified_count_matches("A fifth of our coffees are decaf.", CAFE) == []
