"""A duration in days (or working days, hours, minutes) read on an age topic because its
clause names the person whose age it is ("we email the account holder within 2 working
days") is a time, not an age (`guard/extract/local/ages.py`, `time_on_an_age`). An age said
as one ("10 days old") or counted in years stays. A made-up sailing-school catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def sailing_school() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Harbour sailing school",
            "topics": {
                "skipper_age": {
                    "kind": "duration",
                    "label": "minimum age of the skipper",
                    "about": ["skipper", "minimum age"],
                },
                "refund_time": {"kind": "duration", "about": ["refund"]},
            },
        },
        "test",
        "Harbour",
    )


@pytest.mark.parametrize(
    "text",
    [
        "The harbour office will email the skipper within 2 working days to agree a slot.",
        "We'll send the skipper the damage photos, and you'll have 7 days to reply.",
        "The skipper gets a text 3 hours before the tide turns.",
    ],
)
def test_a_time_said_of_the_person_is_no_age(text: str) -> None:
    body = verified_source("S-1", text, title="Boat hire", kind="help_article")
    claims = extract_source_claims(body, sailing_school())
    assert all(c.topic != "skipper_age" for c in claims)
    assert all(c.topic != "skipper_age" for c in extract_draft_claims(text, sailing_school()))


def test_the_age_in_years_stays() -> None:
    text = "The skipper must be at least 18 years of age."
    body = verified_source("S-1", text, title="Boat hire", kind="help_article")
    claims = extract_source_claims(body, sailing_school())
    assert [(c.topic, c.value.amount, c.value.unit) for c in claims if c.value] == [
        ("skipper_age", 18, "years")
    ]
