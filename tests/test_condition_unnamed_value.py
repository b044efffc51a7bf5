"""A draft value that names no topic, inside a condition after a claim on a topic, is that
claim's condition, not the ticket's topic (`guard.extract.local.conditionmeasure`,
`_unnamed_conditions`): topic `other`, never `unattributed`. An invented piano-tuning firm:
no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from tests.support.reading import named_catalogue


def pianos() -> Catalogue:
    topics: dict[str, Any] = {
        "visit_wait": {
            "label": "how soon a tuner visits",
            "kind": "duration",
            "about": ["tuner visit", "tuner to you"],
        },
        "tuning_price": {
            "label": "tuning price",
            "kind": "money",
            "currency": "GBP",
            "about": ["tuning price", "tuning fee"],
        },
    }
    return named_catalogue("Piano tuning", topics)


def _topics(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, pianos())]


@pytest.mark.parametrize(
    "text",
    [
        "The tuning fee is £90, and it is refunded if you cancel the same day.",
        "The tuning fee is £90 and half comes back when you book again within 6 months.",
        "Our tuning price is £90, and you get it back once you come again within 10 days.",
    ],
)
def test_a_condition_value_after_a_named_claim_is_other(text: str) -> None:
    got = _topics(text)
    assert ("tuning_price", "£90") in got, got
    assert len(got) == 2 and got[1][0] == OTHER, got


@pytest.mark.parametrize(
    "text",
    [
        # no claim on a topic before the condition: the ticket's question, as before
        "Someone will be with you within 3 days if you ring us today.",
        "It's £90, and someone will be with you within 3 days if you ring us today.",
    ],
)
def test_without_a_named_claim_before_it_stays_unattributed(text: str) -> None:
    got = _topics(text)
    assert any(t == UNATTRIBUTED for t, _ in got), got
