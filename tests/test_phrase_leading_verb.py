"""A phrase's leading verb also matches its -ing form (`guard.kb.phrases._leads_a_verb_phrase`).

A team lists "return early" and "returned early"; a reply says "Returning early costs £20":
the same act. The first word is known as a verb by the word after it (a particle, an adverb
such as "early", or a determiner opening its object); a noun before a noun ("park fee") keeps
its one form. An invented kayak-hire firm's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.kb.phrasematch import find_all
from tests.support.builders import verified_source


def spans(phrases: tuple[str, ...], text: str) -> list[str]:
    return [text[s:e] for s, e in find_all(phrases, text)]


def test_a_leading_verb_matches_its_ing_form() -> None:
    assert spans(("return early",), "Returning early costs £20") == ["Returning early"]
    assert spans(("hand back the paddles",), "handing back the paddles") == [
        "handing back the paddles"
    ]
    assert spans(("rinse the kayak",), "after rinsing the kayak") == ["rinsing the kayak"]


def test_a_noun_before_a_noun_keeps_its_form() -> None:
    assert spans(("park fee",), "the parking fee is £3") == []


def test_a_reply_names_the_topic_with_the_ing_form() -> None:
    data: dict[str, Any] = {
        "name": "Paddle",
        "topics": {
            "early_return_fee": {
                "kind": "money",
                "currency": "GBP",
                "about": ["return early", "returned early"],
            }
        },
    }
    cat = catalogue_from_dict(data, "test", "Paddle")
    src = verified_source("K-1", "Returning early carries a charge of £20.", title="Hire")
    assert [c.topic for c in extract_source_claims(src, cat)] == ["early_return_fee"]
