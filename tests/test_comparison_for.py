"""A draft comparative where the value would stand after the topic's words and "for" ("valid
for a shorter time") is a claim with no value (`guard/extract/local/drafts.py`
`_comparisons`), which the rules cannot support (D8). An invented locker-hire catalogue: no
knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def lockers() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Lockit",
        "topics": {"pass_length": {"kind": "duration", "about": ["pass is valid", "valid for"]}},
    }
    return catalogue_from_dict(data, "test", "Lockit")


@pytest.mark.parametrize(
    "text",
    [
        "Weekend passes are valid for a shorter time than weekday passes.",
        "Your pass is valid for longer if you book online.",
        "Annual members' passes stay valid for a much longer period.",
    ],
)
def test_a_comparative_after_for_is_a_claim_with_no_value(text: str) -> None:
    claims = extract_draft_claims(text, lockers())
    assert [(c.topic, c.value) for c in claims] == [("pass_length", None)]


def test_a_number_after_for_is_still_its_value() -> None:
    claims = extract_draft_claims("Your pass is valid for 30 days.", lockers())
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [("pass_length", 30)]
