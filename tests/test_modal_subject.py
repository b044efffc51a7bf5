"""A modal before the verb is the verb's, not the subject's: "the visit will cost £85" has the
subject "the visit", a word the catalogue knows for money, so the value names no uncovered
subject and is the ticket's to place (unattributed), as "the visit is £85" is
(`guard/extract/local/subject.py` `_SUBJECT_RE`, `guard/extract/local/unnamed.py`
`_LEAD_SUBJECT_RE`). A subject the catalogue does not know stays uncovered. A made-up
piano-tuning catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict


def tuner() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Keynote piano tuning",
            "topics": {
                "visit_price": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["tuning visit*", "home visit*"],
                },
            },
        },
        "test",
        "Keynote",
    )


def topics(text: str) -> list[tuple[str, str]]:
    return [
        (c.topic, c.value_text) for c in extract_draft_claims(text, tuner()) if c.value is not None
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The visit will cost £85.",
        "Hi Marco, the visit would cost £85.",
        "Your visit should come to £85.",
        "The visit is £85.",
    ],
)
def test_a_known_subject_before_a_modal_verb_is_unattributed(text: str) -> None:
    assert topics(text) == [(UNATTRIBUTED, "£85")]


@pytest.mark.parametrize(
    "text", ["The parking will cost £85.", "Hi Marco, the parking would cost £85."]
)
def test_an_unknown_subject_before_a_modal_verb_is_still_uncovered(text: str) -> None:
    assert topics(text) == [(OTHER, "£85")]
