"""A reply's salutation ("Hi Priya, ") is no subject: the sentence after it is led by its
pronoun, so a value whose sentence names no topic of its kind stays unattributed (the
ticket's to place), not an uncovered subject's (`guard/extract/local/greeting.py`). A
made-up library catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict


def library() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Riverside library",
            "topics": {
                # a money topic whose phrase the sentence names; no duration topic is named
                "renewal_fee": {"kind": "money", "currency": "GBP", "about": ["renew*"]},
                "loan_period": {"kind": "duration", "about": ["loan period", "borrow for"]},
            },
        },
        "test",
        "Riverside",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Hi Priya, you can renew up to 3 days before the due date.",
        "Hello Mr Okafor, you can renew up to 3 days before the due date.",
        "Thanks Priya, you can renew up to 3 days before the due date.",
        "You can renew up to 3 days before the due date.",
    ],
)
def test_a_value_after_a_greeting_and_a_pronoun_is_unattributed(text: str) -> None:
    claims = [c for c in extract_draft_claims(text, library()) if c.value is not None]
    assert [(c.topic, c.value_text) for c in claims] == [(UNATTRIBUTED, "3 days")]


def test_a_sentence_led_by_its_own_noun_is_still_an_uncovered_subject() -> None:
    text = "Hi Priya, the reading room stays open for 3 hours after closing."
    claims = [c for c in extract_draft_claims(text, library()) if c.value is not None]
    assert [c.topic for c in claims] == [OTHER]
