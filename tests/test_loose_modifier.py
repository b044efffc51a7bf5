"""A loose phrase whose first word modifies another noun is not the phrase (issue 17).

An invented evening-class catalogue, built here: nothing in the product knows its words.
"open to book" joins "open" to "book" with its linker "to"; in "our open invitation to
book", "open" sits between a determiner and the noun it modifies, and "to book" completes
"invitation": the sentence says nothing of what is open to book.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.loose import loose_matches
from guard.kb.catalogue import Catalogue, catalogue_from_dict

CLASSES: Catalogue = catalogue_from_dict(
    {
        "name": "Evening classes",
        "topics": {
            "booking_window": {"kind": "duration", "about": ["open to book"]},
            "place_hold": {"kind": "duration", "about": ["place is released", "unclaimed"]},
            "card_deposit": {"kind": "money", "currency": "GBP", "about": ["hold on your card"]},
        },
    },
    "test",
    "Evening classes",
)


def _loose(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in loose_matches(CLASSES, text, ())]


def test_a_value_near_a_modifier_goes_to_the_topic_the_sentence_names() -> None:
    # the loose "open ... to book" is nearer the value than "unclaimed", the sentence's own
    # topic: read as the phrase, it took the 10 days to the booking window
    draft = (
        "You've got 10 days from our open invitation to book it before it's treated as unclaimed."
    )
    claims = extract_draft_claims(draft, CLASSES)
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [("place_hold", 10)]


@pytest.mark.parametrize(
    "text",
    [
        "Reply to our open invitation to book a taster.",
        "Use the open slot list to book a class.",
    ],
)
def test_a_first_word_between_a_determiner_and_its_noun_is_no_loose_phrase(text: str) -> None:
    assert _loose(text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        # no determiner before it: "open" is said of the classes
        ("Classes are open now to book.", ["open now to book"]),
        # a function word after it: "to book" still completes "open"
        ("Every class is open for you to book.", ["open for you to book"]),
        ("The open for all to book sessions start soon.", ["open for all to book"]),
        # a verb and its object: "on your card" completes the holding, not the money
        ("We hold £20 on your card.", ["hold £20 on your card"]),
    ],
)
def test_the_phrase_said_loosely_otherwise_still_matches(text: str, found: list[str]) -> None:
    assert _loose(text) == found
