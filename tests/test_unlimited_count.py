"""A count promised with no limit is an unread value, never a pass (`guard/engine/unlimited.py`).

A reply that tells a customer they get "unlimited" of what a count topic counts, or "as many
as you like", states no number, so no reader found a claim and the draft was ALLOW
NO_POLICY_CLAIM against a source that caps it. Invented wording: a bakery's bread
subscription that counts loaves a week, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.unlimited import no_limit_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

BAKERY = catalogue_from_dict(
    {
        "name": "Crumb Club",
        "topics": {
            "loaves_per_week": {
                "kind": "count",
                "unit": "loaves per week",
                "about": ["loaf allowance", "bread allowance"],
            },
            "pickup_fee": {"kind": "money", "about": ["pickup fee"]},
        },
        "not_covered": ["cakes"],
    },
    "test",
    "Crumb Club",
)

SOURCES = [source("CC-1", "Crumb Club members collect up to 4 loaves per week.")]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, BAKERY, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "As a member you get unlimited loaves.",
        "There's no limit on the number of loaves you can collect.",
        "Take as many loaves as you like each week.",
        "Pick up loaves as often as you want.",
        "Your bread allowance is unlimited.",
    ],
)
def test_a_count_with_no_limit_is_never_allowed(draft: str) -> None:
    assert no_limit_matches(draft, BAKERY)
    assert _check(draft) == ("CAUTION", "EXTRACTION_GAP")


def test_beside_a_governed_claim_it_still_caps() -> None:
    draft = "You collect up to 4 loaves per week, and there's no limit on loaves for staff."
    assert _check(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "You can collect up to 4 loaves per week.",  # a number: read as before
        "Enjoy unlimited coffee refills while you wait.",  # not what a count topic counts
        "Loaves are baked fresh. There's no limit to how happy you'll be.",  # another clause
    ],
)
def test_other_wording_is_not_a_no_limit_promise(draft: str) -> None:
    assert no_limit_matches(draft, BAKERY) == []


def test_no_limit_words_in_the_next_main_clause_are_its_own_verbs() -> None:
    draft = (
        "Members collect 4 loaves per week, and in between you can message the baker as "
        "often as you like."
    )
    assert no_limit_matches(draft, BAKERY) == []
    assert no_limit_matches("Collect loaves as often as you like, and enjoy.", BAKERY)
