"""A phrase naming a presence ("back with you") also names the arrival a causative brings
about with an object ("we'll have it back to you"), never a reply ("we'll get back to you"):
`guard.kb.arrival`. An invented watch-repair catalogue: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import compile_phrases
from tests.support.reading import named_catalogue


def watches() -> Catalogue:
    topics: dict[str, Any] = {
        "service_time": {
            "kind": "duration",
            "label": "watch service time",
            "about": ["back with you"],
        },
    }
    return named_catalogue("Watch repairs", topics)


@pytest.mark.parametrize(
    "text",
    [
        "We'll have it back to you within 10 working days.",
        "We aim to get your watch back to you within 10 working days.",
        "We'll have it back with you within 10 working days.",
        "We aim to get hand-wound watches back to you within 10 working days.",
    ],
)
def test_the_arrival_said_with_an_object_names_the_presence(text: str) -> None:
    claims = extract_draft_claims(text, watches())
    assert [c.topic for c in claims] == ["service_time"]


@pytest.mark.parametrize(
    "text",
    [
        "We'll get back to you within 10 working days.",
        "We'll get an answer back to you within 10 working days.",
    ],
)
def test_a_reply_is_no_arrival(text: str) -> None:
    rx = compile_phrases(("back with you",))
    assert rx is not None and rx.search(text) is None
