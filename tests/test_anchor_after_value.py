"""A deadline's "within N days of <event>" counts from the event even when another value of the
sentence stands between the subject and the duration (`guard.extract.local.anchors`): the
duration's clause, cut short at that value, has no verb of its own, so its subject is the main
clause's. An invented bike-shop catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def bikes() -> Catalogue:
    topics: dict[str, Any] = {
        "deposit_return": {"kind": "duration", "about": ["deposit*"]},
        "return_notice": {"kind": "duration", "about": ["return*"]},
        "deposit_method": {
            "kind": "choice",
            "about": ["deposit*"],
            "choices": {"card": ["card you used"], "cash": ["in cash"]},
        },
    }
    return named_catalogue("Bikes", topics)


def _topics(draft: str) -> list[tuple[str, str | None]]:
    claims = LocalExtractor(bikes()).extract_draft(draft).claims
    return [(c.topic, c.value.unit if c.value else None) for c in claims]


def test_an_anchor_after_another_value_is_not_what_the_duration_measures() -> None:
    draft = "Your deposit goes back to the card you used within 10 days of the return."
    assert ("deposit_return", "calendar_days") in _topics(draft)


def test_a_person_subject_still_opens_the_window() -> None:
    draft = "You can ask for your deposit on the card you used within 10 days of the return."
    assert ("return_notice", "calendar_days") in _topics(draft)
