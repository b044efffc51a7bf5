"""A count topic's noun said as its verb with "times" ("you can refill up to 4 times a
month") is a count of that noun (`guard/extract/local/verbcount.py`). An invented
water-cooler rental catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.drafts import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict


def coolers() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Aqua",
        "topics": {
            "refill_limit": {
                "kind": "count",
                "unit": "refills a month",
                "about": ["refills allowed", "refills a month"],
            }
        },
    }
    return catalogue_from_dict(data, "test", "Aqua")


def _read(draft: str) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.value_text)
        for c in extract_draft_claims(draft, coolers())
    ]


def test_the_verb_and_times_count_the_topics_noun() -> None:
    got = _read("On the Basic plan you can refill up to four times a month.")
    assert got == [("refill_limit", 4, "four times")]


def test_a_multiplier_is_no_count() -> None:
    assert _read("A refill three times the size costs more.") == []


def test_a_wrong_count_said_with_the_verb_is_held() -> None:
    sources = [source("AQ-1", "Refills allowed: 3 refills a month on every plan.")]
    wrong = local_verdict("You can refill up to 5 times a month.", sources, coolers())
    assert (wrong.decision, wrong.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING"), wrong.trace
    right = local_verdict("You can refill up to 3 times a month.", sources, coolers())
    assert right.decision == "ALLOW", right.trace
