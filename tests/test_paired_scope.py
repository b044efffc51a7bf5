"""In a draft sentence that pairs values with scope values ("£12 for a small dog, or £18 if
it's a large one"), each value's own coordinated part names its case
(`guard.extract.local.pairedscope`): the second value is checked against its own case, so a
correct reply to either customer is no false HOLD, and a wrong second value is still held.
An invented dog-walking service: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue


def walks() -> Catalogue:
    topics: dict[str, Any] = {
        "walk_price": {
            "label": "price of a group walk",
            "kind": "money",
            "currency": "GBP",
            "about": ["group walk", "a walk", "walks"],
        },
    }
    scopes: dict[str, Any] = {
        "size": {"label": "dog size", "values": {"small": ["small dog*"], "large": ["large dog*"]}},
    }
    return named_catalogue("Dog walking", topics, scopes=scopes)


SOURCE = verified_source(
    "DW-1",
    "A group walk costs £12 for small dogs. For large dogs, a group walk costs £18.",
    title="Walk prices",
)


@pytest.mark.parametrize(
    "draft",
    [
        "A group walk is £12 for a small dog, or £18 if you have a large dog.",
        "Walks are £12 for small dogs and £18 for large dogs.",
        "A walk is £12 for small dogs, but £18 for a large dog.",
    ],
)
def test_each_value_takes_its_own_parts_case(draft: str) -> None:
    said = [c.condition for c in extract_draft_claims(draft, walks())]
    assert len(said) == 2 and "small" in (said[0] or "") and "large" in (said[1] or ""), said
    for size in ("small", "large"):
        ticket = Ticket(id="T-1", message="how much is a walk?", scope={"size": size})
        assert local_verdict(draft, [SOURCE], walks(), ticket).decision == "ALLOW", (draft, size)


def test_a_wrong_second_value_is_still_held() -> None:
    draft = "A group walk is £12 for a small dog, or £15 if you have a large dog."
    ticket = Ticket(id="T-1", message="how much is a walk?", scope={"size": "large"})
    assert local_verdict(draft, [SOURCE], walks(), ticket).decision == "HOLD"


def test_one_part_naming_both_cases_stays_unsure() -> None:
    """No earlier value of its own: whose case the value is stays `draftscope`'s guess."""
    draft = "If your small dog walks with a large dog, a group walk is £18."
    assert extract_draft_claims(draft, walks())[0].condition is None
