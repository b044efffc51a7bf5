"""A leading clause of purpose ("Just so you know, ", "So that you can plan, ") is set off by
its comma, and its pronoun is its own subject: the "so" in it joins no statements, so the
value's statement is the main clause after the comma (`guard/extract/local/unnamed.py`,
`_PURPOSE_LEAD_RE`). A main clause led by a noun no topic covers makes the value that
noun's (`other`); one led by a pronoun leaves it unattributed. A made-up library catalogue:
no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict


def library() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Riverside library",
            "topics": {
                "late_fee": {"kind": "money", "currency": "GBP", "about": ["late fee*"]},
                "loan_period": {"kind": "duration", "about": ["loan period", "borrow for"]},
            },
        },
        "test",
        "Riverside",
    )


def _placed(text: str) -> list[tuple[str, str]]:
    claims = extract_draft_claims(text, library())
    return [(c.topic, c.value_text) for c in claims if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Just so you know, printing is available on jobs of £20 or more.",
        "So you know, printing is available on jobs of £20 or more.",
        "Hi Priya, just so you know, printing is available on jobs of £20 or more.",
        "So that you can plan, printing is available on jobs of £20 or more.",
        "Printing is available on jobs of £20 or more.",
    ],
)
def test_a_noun_led_main_clause_after_a_purpose_lead_is_the_values_subject(text: str) -> None:
    assert _placed(text) == [(OTHER, "£20")]


@pytest.mark.parametrize(
    "text",
    [
        "Just so you know, it comes to £20.",
        "It's busy this week, so you'll pay £20.",
    ],
)
def test_a_pronoun_led_statement_still_names_nothing(text: str) -> None:
    assert _placed(text) == [(UNATTRIBUTED, "£20")]
