"""A phrase "get to you" also names "get" as its own causative (`guard.kb.arrival`): "the
mill gets flour to you in 3 days" says the flour gets to you. A reply ("get back to you",
"get an answer to you") is no arrival. An invented flour mill's catalogue: no sentence
comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import compile_phrases
from tests.support.reading import named_catalogue


def mill() -> Catalogue:
    topics: dict[str, Any] = {
        "dispatch_time": {
            "kind": "duration",
            "label": "time for an order to reach the customer",
            "about": ["get to you"],
        },
    }
    return named_catalogue("Flour mill", topics)


@pytest.mark.parametrize(
    "text",
    [
        "Our miller gets sacks to you in 3 working days.",
        "We'll get your flour to you within 3 working days.",
        "We can get two sacks of rye to you in 3 working days.",
        "Your order will get to you in 3 working days.",
    ],
)
def test_get_with_an_object_names_the_arrival(text: str) -> None:
    claims = extract_draft_claims(text, mill())
    assert [c.topic for c in claims] == ["dispatch_time"]


@pytest.mark.parametrize(
    "text",
    [
        "We'll get back to you in 3 working days.",
        "We'll get an answer to you in 3 working days.",
        "We'll get a reply to you in 3 working days.",
    ],
)
def test_a_reply_is_no_arrival(text: str) -> None:
    rx = compile_phrases(("get to you",))
    assert rx is not None and rx.search(text) is None
