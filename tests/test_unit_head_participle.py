"""A count topic's unit with a participle after its noun ("bags allowed on board") counts
that noun: the participle opens a reduced relative clause, as a preposition would
(`guard.extract.local.unithead.head_noun`). So "the cabin fare includes 2 bags" is a count
of bags on the topic its clause names. An invented airline's words: none from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local.unithead import head_noun
from tests.support.reading import named_catalogue, source_claims

TOPICS: dict[str, Any] = {
    "cabin_bags": {
        "kind": "count",
        "label": "bags allowed on board",
        "unit": "bags allowed on board",
        "about": ["bags allowed", "fare includes", "cabin allowance"],
    },
}
AIRLINE = named_catalogue("Airline", TOPICS)


@pytest.mark.parametrize(
    ("unit", "head"),
    [
        ("bags allowed on board", "bags"),
        ("tickets refunded per order", "tickets"),
        ("riders per tour", "riders"),
        ("checked bags", "bags"),
        ("beds", "beds"),
    ],
)
def test_the_head_noun_ends_before_a_participle(unit: str, head: str) -> None:
    assert head_noun(unit) == head


def test_a_bare_count_of_the_head_noun_is_read() -> None:
    claims = source_claims("The cabin fare includes 2 bags, so pack light.", AIRLINE)
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [("cabin_bags", 2.0)]
