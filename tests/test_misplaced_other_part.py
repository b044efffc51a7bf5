"""A partial supersession that names another topic whole ("This replaces the late return
fee in *Tool hire terms*") replaces that topic's value only, even when a word is shared
with the draft's topic ("fee"): the rest of the document carries over, so rule MISPLACED
raises no doubt on the draft's topic (`guard/engine/misplaced.py`). A part that says no
topic whole ("the fees in …") still may be the draft's topic.

A made-up tool-hire catalogue: no knowledge base's words.
"""

from __future__ import annotations

from datetime import UTC, datetime

from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
TERMS = "# Hire\n\nThe cleaning fee is £15. The late return fee is £10 a day.\n"
DRAFT = "The cleaning fee is £15."


def hire() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Tool hire",
            "topics": {
                "cleaning_fee": {"kind": "money", "currency": "GBP", "about": ["cleaning fee"]},
                "late_fee": {
                    "label": "late return fee",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["late return fee", "late fee"],
                },
            },
        },
        "test",
        "Hire",
    )


def _decide(part: str) -> tuple[str, str, list[str]]:
    body = (
        f"# Counter\n\nThis replaces {part} *Tool hire terms*. From 1 October 2026 a tool "
        "kept too long costs 5% of its price per day, up to £25 per tool.\n"
    )
    terms = verified_source("TH-1", TERMS, title="Tool hire terms")
    guide = verified_source("TH-2", body, title="Counter guide", kind="sop")
    v = local_verdict(DRAFT, [terms, guide], hire(), message="Hi", now=NOW)
    steps = [s.detail for c in v.claims for s in c.trace if s.rule == "MISPLACED"]
    return v.decision, v.reason_code, steps


def test_a_part_naming_another_topic_whole_leaves_the_drafts_topic_to_carry_over() -> None:
    assert _decide("the late return fee in") == ("ALLOW", "SUPPORTED", [])


def test_a_part_naming_no_topic_whole_may_still_be_the_drafts_topic() -> None:
    assert _decide("the fees in")[:2] == ("CAUTION", "SUPERSEDER_UNPLACED")
