"""What an amount is charged for beats what it is charged per (`guard.extract.local.uncoveredrate`).

"Add Window Cleaning to your plan for £8 a month", with window cleaning `not_covered`: the £8
is the uncovered add-on's price, charged monthly, not the catalogue's monthly subscription.
An invented gardening-service catalogue: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def gardens() -> Catalogue:
    topics: dict[str, Any] = {
        "subscription": {
            "kind": "money",
            "currency": "GBP",
            "label": "monthly subscription",
            "about": ["subscription", "per month", "a month"],
        },
    }
    data = {"name": "Gardens", "topics": topics, "not_covered": ["window cleaning"]}
    return catalogue_from_dict(data, "test", "Gardens")


def _topics(text: str) -> list[tuple[str, float]]:
    return [(c.topic, c.value.amount or 0.0) for c in extract_draft_claims(text, gardens())]


def test_an_uncovered_add_on_priced_per_month_is_not_the_subscription() -> None:
    text = "If you like, you can add Window Cleaning to your visits for £8 a month."
    assert _topics(text) == [(OTHER, 8.0)]


def test_a_rate_alone_still_names_the_topic() -> None:
    assert _topics("You will pay £30 a month.") == [("subscription", 30.0)]


def test_an_uncovered_subject_in_another_sub_clause_does_not_take_the_amount() -> None:
    text = "We don't do window cleaning, but garden visits are £30 a month."
    assert _topics(text) == [("subscription", 30.0)]


def test_a_source_sentence_reads_the_same() -> None:
    body = "You can add Window Cleaning to any plan for £8 a month.\n"
    source = verified_source("GD-1", body, title="Extras")
    claims = extract_source_claims(source, gardens())
    assert [(c.topic, c.value.amount) for c in claims if c.value.kind == "money"] in (
        [],
        [(OTHER, 8.0)],
    )
