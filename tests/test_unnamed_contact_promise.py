"""A promise to contact the customer in a sentence that names no topic ("I've asked our
engineer to look at it, and they'll call you back within 24 hours") times that contact: a
response time no topic covers, topic `other` (D0c), not unattributed
(`guard.extract.local.followup.unnamed_response_time`). Where a duration topic measures a
reply, the value stays unattributed for the engine to read with the ticket.

An invented garden-centre catalogue, built here: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def garden(reply_topic: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "plant_guarantee": {
            "kind": "duration",
            "label": "how long a plant is guaranteed",
            "about": ["plant guarantee", "guaranteed"],
        },
    }
    if reply_topic:
        topics["reply_time"] = {
            "kind": "duration",
            "label": "advice line reply time",
            "about": ["advice line", "reply", "answer"],
        }
    return named_catalogue("Garden", topics)


@pytest.mark.parametrize(
    "promise",
    [
        "I've asked one of our horticulturists to look at the photos, and they'll call you"
        " back within 24 hours.",
        "Thanks for the photos! We'll email you back within 2 working days.",
        "Leave it with me and I'll ring you within 48 hours.",
    ],
)
def test_a_promise_of_contact_naming_no_topic_is_other(promise: str) -> None:
    claims = extract_draft_claims(promise, garden())
    assert [c.topic for c in claims] == ["other"]


def test_a_catalogue_that_measures_replies_leaves_it_to_the_ticket() -> None:
    text = "Thanks for the photos! We'll email you back within 2 working days."
    assert [c.topic for c in extract_draft_claims(text, garden(reply_topic=True))] == [
        "unattributed"
    ]


def test_a_time_with_no_promise_stays_unattributed() -> None:
    text = "Someone will be with you within 4 hours."
    assert [c.topic for c in extract_draft_claims(text, garden())] == ["unattributed"]
