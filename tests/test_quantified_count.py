"""A count given by a quantifier instead of a number is an unread value, never a pass
(`guard/engine/vaguecount.py`).

A reply that tells a customer they get "a couple of" or "a few" of what a count topic counts
states how many without a number, so no reader found a claim and the draft was ALLOW
NO_POLICY_CLAIM against a source that says another number. Invented wording: a pottery
studio whose membership counts kiln firings a month, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.vaguecount import quantified_count_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

POTTERY = catalogue_from_dict(
    {
        "name": "Slipware Studio",
        "topics": {
            "firings_per_month": {
                "kind": "count",
                "unit": "firings per month",
                "about": ["firings", "kiln allowance", "kiln slots"],
            },
            "clay_price": {"kind": "money", "currency": "GBP", "about": ["bag of clay"]},
        },
    },
    "test",
    "Slipware Studio",
)

SOURCES = [
    source("SW-1", "Studio members get 6 firings per month."),
    source("SW-2", "A bag of clay costs £12."),
]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, POTTERY, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "As a member you get a couple of firings.",
        "You can book a few firings with your membership.",
        "Members get a handful of firings.",
        "You'll have several kiln slots to use.",
        "Your plan comes with a pair of firings.",
        "We can offer you a few spare kiln slots.",
    ],
)
def test_a_count_given_by_a_quantifier_is_never_allowed(draft: str) -> None:
    assert quantified_count_matches(draft, POTTERY)
    assert _check(draft) == ("CAUTION", "EXTRACTION_GAP")


def test_beside_a_governed_claim_it_still_caps() -> None:
    draft = "A bag of clay is £12, and you get a few firings."
    assert _check(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "Studio members get 6 firings per month.",  # a number: read as before
        "It takes a couple of tries to centre the clay.",  # not what a count topic counts
        "Both firings are on a Monday.",  # points back, no count given
        "A single bag of clay costs £12.",  # one thing priced
    ],
)
def test_other_wording_is_no_quantified_count(draft: str) -> None:
    assert quantified_count_matches(draft, POTTERY) == []


def test_the_number_still_decides() -> None:
    assert _check("Studio members get 6 firings per month.") == ("ALLOW", "SUPPORTED")


def test_the_customers_own_quantifier_said_back_is_theirs() -> None:
    message = "I've already used a few firings - can I book another?"
    draft = "A few firings is no problem - book the next one online."
    assert quantified_count_matches(draft, POTTERY, message) == []
    assert quantified_count_matches(draft, POTTERY)  # said by the team alone, it is a count
