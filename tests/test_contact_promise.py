"""A promise to contact the customer times that contact, not what it is about (issue 17,
dental's refund-followup-outside: `guard.extract.local.followup`).

An invented library's catalogue, built here: no sentence comes from tests/kb. Its topic
"time to ask for a fine to be waived" is the customer's window; "support reply time" is a
response time, which a promise of contact does measure.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def library(reply_topic: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "waiver_window": {
            "kind": "duration",
            "label": "time to ask for a fine to be waived",
            "about": ["waive*", "waiver", "fine waived"],
        },
    }
    if reply_topic:
        topics["reply_time"] = {
            "kind": "duration",
            "label": "support reply time",
            "about": ["get back to you", "reply", "respond"],
        }
    return named_catalogue("Library", topics)


@pytest.mark.parametrize(
    "promise",
    [
        "Our lending team will get back to you within 3 working days to confirm the waiver.",
        "We'll be in touch within 3 working days about the waiver.",
        "A librarian will contact you within 3 working days to confirm the waiver.",
        "You'll hear from us within 3 working days about your waiver.",
    ],
)
def test_a_promise_of_contact_is_no_value_of_the_topic_it_is_about(promise: str) -> None:
    claims = extract_draft_claims(promise, library())
    assert [(c.topic, c.value_text) for c in claims] == [("other", "3 working days")]


def test_a_topic_that_measures_replies_keeps_the_promise() -> None:
    text = "Our lending team will get back to you within 3 working days."
    claims = extract_draft_claims(text, library(reply_topic=True))
    assert [c.topic for c in claims] == ["reply_time"]


@pytest.mark.parametrize(
    "window",
    [
        "You can ask for a fine to be waived within 14 days.",
        "Contact us within 14 days to have the fine waived.",  # the customer's own contact
        "You must get in touch within 14 days to have a fine waived.",
    ],
)
def test_the_customers_own_window_stays_on_its_topic(window: str) -> None:
    claims = extract_draft_claims(window, library())
    assert [c.topic for c in claims] == ["waiver_window"]


def test_a_source_reads_the_promise_the_same_way() -> None:
    body = (
        "You can ask for a fine to be waived within 14 days. "
        "Our lending team will get back to you within 3 working days to confirm the waiver."
    )
    source = verified_source("LIB-1", body, title="Fines")
    claims = extract_source_claims(source, library())
    assert [(c.topic, c.value_text) for c in claims] == [
        ("waiver_window", "14 days"),
        ("other", "3 working days"),
    ]


def test_the_customers_own_thing_coming_back_is_no_contact() -> None:
    """What comes back to the customer is their thing, returned: "Your waiver will come back
    to you" is the waiver's own time, not someone's reply; "Our desk will come back to you"
    is a contact."""
    own = "Your signed waiver will come back to you within 3 working days."
    assert [c.topic for c in extract_draft_claims(own, library())] == ["waiver_window"]
    desk = "Our desk will come back to you within 3 working days about the waiver."
    assert [c.topic for c in extract_draft_claims(desk, library())] == ["other"]
