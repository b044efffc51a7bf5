"""A topic phrase that opens with a possessive names whose thing it is, not who acts
(`guard.extract.local.whoseact.topic_party`).

"your certificate" is the customer's certificate, issued and posted by the writer: a topic
listing it measures no act of the customer's, so "We'll post your certificate within 10
days" (the writer's posting) stays on it. A verb before "your" ("renew your membership")
still says the customer acts, and the writer's act is still not that topic's value. An
invented climbing wall's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims
from tests.support.reading import named_catalogue, source_topics

TOPICS: dict[str, Any] = {
    "certificate_time": {
        "kind": "duration",
        "label": "how long a belay certificate takes",
        "about": ["your certificate", "belay certificate*"],
    },
    "renewal_window": {
        "kind": "duration",
        "label": "time limit to renew a membership",
        "about": ["renew your membership", "renewal*"],
    },
}
WALL = named_catalogue("Climbing wall", TOPICS)


def test_the_writers_act_on_the_customers_thing_stays_on_its_topic() -> None:
    text = "We'll post your certificate within 10 working days of your assessment."
    assert source_topics(text, WALL) == ["certificate_time"]
    assert [c.topic for c in extract_draft_claims(text, WALL)] == ["certificate_time"]


def test_a_verb_before_your_is_still_the_customers_act() -> None:
    text = "We'll review renewal requests within 10 days."
    assert source_topics("You must renew your membership within 30 days.", WALL) == [
        "renewal_window"
    ]
    assert source_topics(text, WALL) != ["renewal_window"]
