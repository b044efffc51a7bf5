"""A greeting before a leading condition is no subject either: in "Hi Marco, if you'd rather
we came on a Saturday, the visit is £85", the main clause's subject is "the visit", a word
the catalogue knows for money, so the value names no uncovered subject and is the ticket's to
place (unattributed), as it is with no greeting (`guard/extract/local/unnamed.py`,
`_SUBORDINATE_LEAD_RE`; the greeting as in `greeting`). A made-up piano-tuning catalogue: no
knowledge base's words."""

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
                "lead_time": {"kind": "duration", "about": ["booking ahead"]},
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
        "Hi Marco, if you'd rather we came on a Saturday, the visit is £85.",
        "Hello Mrs Adeyemi, when the tuner comes to you, the visit is £85.",
        "If you'd rather we came on a Saturday, the visit is £85.",
    ],
)
def test_a_known_main_subject_after_a_greeting_and_a_condition_is_unattributed(
    text: str,
) -> None:
    assert topics(text) == [(UNATTRIBUTED, "£85")]


def test_an_unknown_main_subject_there_is_still_uncovered() -> None:
    text = "Hi Marco, if you'd rather we came on a Saturday, the parking is £85."
    assert topics(text) == [(OTHER, "£85")]
