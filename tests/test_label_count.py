"""A line's label names what the count after it counts (`guard.extract.local.unithead.line_label`):
"Minimum stay: 2 nights" is a count of the topic the label names, with its unit's noun, as
"Minimum age: 16" is an age; and "per order" before a colon is no order reference
(`guard.engine.numbers`). An invented sailing club: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.numbers import non_policy_spans
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import draft_values, named_catalogue, source_values


def sailing() -> Catalogue:
    topics: dict[str, Any] = {
        "crew_limit": {
            "label": "most crew on one yacht",
            "kind": "count",
            "unit": "sailors per yacht",
            "about": ["max crew", "crew limit"],
        },
        "charter_minimum": {
            "label": "shortest charter",
            "kind": "count",
            "unit": "nights per charter",
            "about": ["minimum charter", "shortest charter"],
        },
        "lifejackets_per_booking": {
            "label": "lifejackets lent per booking",
            "kind": "count",
            "unit": "lifejackets",
            "about": ["lifejackets per booking"],
        },
        "mooring_fee": {
            "label": "mooring fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["mooring fee"],
        },
        "refit_notice": {"label": "refit notice", "kind": "duration", "about": ["refit notice"]},
    }
    return named_catalogue("Sailing club", topics)


@pytest.mark.parametrize(
    ("line", "topic", "amount"),
    [
        ("Max crew: 6 sailors", "crew_limit", 6),
        ("Minimum charter: 3 nights", "charter_minimum", 3),
        ("- **Minimum charter:** 2 nights", "charter_minimum", 2),
        ("Lifejackets per booking: 4", "lifejackets_per_booking", 4),
        ("Lifejackets per booking: 4 lifejackets", "lifejackets_per_booking", 4),
        # the forms that already read: a bare bound, a money or a duration label
        ("Max crew: 6", "crew_limit", 6),
        ("Mooring fee: £12", "mooring_fee", 12),
        ("Refit notice: 30 days", "refit_notice", 30),
    ],
)
def test_a_labels_count_is_the_labelled_topics(line: str, topic: str, amount: float) -> None:
    assert source_values(line, sailing()) == [(topic, amount)]
    assert draft_values(line, sailing()) == [(topic, amount)]


@pytest.mark.parametrize(
    "table",
    [
        "| Minimum charter | 3 nights |",
        "| Yacht | Minimum charter |\n|---|---|\n| Skylark | 3 nights |",
    ],
)
def test_a_table_label_names_the_cells_count(table: str) -> None:
    assert source_values(table, sailing()) == [("charter_minimum", 3)]


def test_a_label_naming_no_topic_counts_nothing() -> None:
    assert source_values("Boats in the marina: 40 sailors", sailing()) == []


def test_per_before_a_colon_is_no_reference() -> None:
    assert non_policy_spans("Lifejackets per booking: 4") == []
    assert non_policy_spans("Booking: 4412")[0][2] == "reference"
    assert non_policy_spans("Your order: 12345")[0][2] == "reference"


def test_a_drafts_labelled_count_is_checked() -> None:
    src = verified_source("SC-1", "Minimum charter: 3 nights.", title="Sailing club")
    right = local_verdict("Minimum charter: 3 nights.", [src], sailing())
    wrong = local_verdict("Minimum charter: 2 nights.", [src], sailing())
    assert (right.decision, wrong.decision) == ("ALLOW", "HOLD")
