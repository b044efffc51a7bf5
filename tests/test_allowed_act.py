"""How long another party has for an act no topic names is no value of the topic its object
names (issue 17, tests/kb/halls).

"The 48 hours is how long a courier has to collect a bouquet order": the 48 hours is the
courier's time to collect, not the delivery time of a bouquet order
(`guard.extract.local.allowedact`). "The warehouse has 2 days to deliver a bouquet order"
names the topic's own act (delivering) and stays. An invented florist's words: none comes
from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import verified_source


def _topics(body: str) -> list[str]:
    topics: dict[str, Any] = {
        "delivery_time": {
            "kind": "duration",
            "label": "bouquet delivery time",
            "about": ["bouquet order*", "delivered within"],
        },
    }
    cat = catalogue_from_dict({"name": "Florist", "topics": topics}, "test", "Florist")
    claims = extract_source_claims(verified_source("FL-1", body, title="Florist"), cat)
    return [c.topic for c in claims]


@pytest.mark.parametrize(
    "body",
    [
        "The 48 hours is how long a courier has to collect a bouquet order from the shop.",
        "A courier has 48 hours to collect a bouquet order.",
    ],
)
def test_another_partys_act_is_other(body: str) -> None:
    assert _topics(body) == ["other"]


@pytest.mark.parametrize(
    "body",
    [
        "The warehouse has 2 days to deliver a bouquet order.",
        "You have 2 days to collect a bouquet order.",
    ],
)
def test_the_topics_own_act_or_the_customers_stays(body: str) -> None:
    assert _topics(body) == ["delivery_time"]
