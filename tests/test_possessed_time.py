"""A possessive duration measures its own noun, not a topic its clause names only as an
anchor (`guard/extract/local/possessedtime.py`).

"You can end the plan after the trial period by giving one month's written notice" was read
as a one-month trial period, and a reply saying so was held against the real trial length.
Invented wording: a meal kit subscription with a trial period and a pause notice.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

KIT = catalogue_from_dict(
    {
        "name": "Kitchen Drop",
        "topics": {
            "trial_length": {"kind": "duration", "about": ["trial period", "free trial"]},
            "pause_notice": {"kind": "duration", "about": ["notice to pause", "pause a delivery"]},
        },
    },
    "test",
    "Kitchen Drop",
)


@pytest.mark.parametrize(
    "text",
    [
        "You can end the plan after the trial period by giving one month's written notice.",
        "You can end the plan after the trial period by giving one (1) month's written notice.",
        "Once you're past the trial period, either of us can end it with a month's notice.",
        "Once you're past the trial period either of us can end it with one month's notice.",
        "At the end of the free trial you get 14 days' grace to decide.",
    ],
)
def test_the_notice_is_not_the_anchored_topic(text: str) -> None:
    claims = [c for c in extract_draft_claims(text, KIT) if c.value is not None]
    assert [c.topic for c in claims] == [OTHER]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("You can pause a delivery by giving 2 days' notice.", "pause_notice"),
        ("The free trial lasts 14 days.", "trial_length"),
        ("Your trial period is a month long.", "trial_length"),
    ],
)
def test_the_topics_own_act_or_value_is_unchanged(text: str, topic: str) -> None:
    claims = [c for c in extract_draft_claims(text, KIT) if c.value is not None]
    assert [c.topic for c in claims] == [topic]


def test_a_source_notice_sets_no_trial_length() -> None:
    terms = source(
        "KD-1",
        "Your free trial period is 14 days. You can end the plan after the trial period "
        "by giving one month's written notice.",
    )
    assert [
        (c.topic, c.value_text) for c in extract_source_claims(terms, KIT) if c.topic != OTHER
    ] == [("trial_length", "14 days")]
    v = local_verdict(
        "Once you're past the trial period, either of us can end it with a month's notice.",
        [terms],
        KIT,
        Ticket(id="T-1"),
    )
    assert v.decision == "CAUTION"
