"""A "free" closing the predicate of its subject's verb ("strollers ride free") is a price of
zero on the money topic its clause names (`guard/extract/local/verbzero.py`), as "strollers
are free" is; negated, said of no price topic, or before a noun it is no zero. A made-up
cable-car catalogue: no knowledge base's words."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim, SourceClaim
from tests.support.builders import verified_source


def cable_car() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Summit cable car",
            "topics": {
                "stroller_fee": {
                    "kind": "money",
                    "currency": "EUR",
                    "about": ["stroller*", "pram*"],
                },
                # a duration whose own phrase holds "ride free": the age, never a zero
                "free_ride_age": {"kind": "duration", "about": ["ride free", "toddler*"]},
            },
        },
        "test",
        "Summit",
    )


def _values(claims: Sequence[SourceClaim | DraftClaim]) -> list[tuple[str, float | None, str]]:
    return [(c.topic, c.value.amount, c.value.unit or "") for c in claims if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Strollers ride free with a paying adult.",
        "Prams go free on every cabin.",
        "Your stroller rides free.",
        "You can bring a pram and it rides free on weekdays.",
    ],
)
def test_free_after_the_subjects_verb_is_a_zero_on_the_topic_the_clause_names(text: str) -> None:
    assert _values(extract_draft_claims(text, cable_car())) == [("stroller_fee", 0, "EUR")]
    body = verified_source("S-1", text, title="Riding the Summit", kind="help_article")
    assert _values(extract_source_claims(body, cable_car())) == [("stroller_fee", 0, "EUR")]


@pytest.mark.parametrize(
    "text",
    [
        "Strollers don't ride free.",  # a negation: there is a price
        "Strollers no longer ride free.",
        "Strollers ride free shuttles to the base station.",  # an adjective before a noun
        "Walkers ride free of worries.",  # no price topic named, and "free of" is no price
        "Feel free to fold your pram.",  # "feel free to": allowed, no price
    ],
)
def test_no_zero_when_the_free_is_negated_an_adjective_or_of_no_price(text: str) -> None:
    assert ("stroller_fee", 0, "EUR") not in _values(extract_draft_claims(text, cable_car()))


def test_a_duration_topics_own_free_phrase_gives_its_age_and_no_zero() -> None:
    """ "Toddlers under 3 ride free" names only an age topic: the 3 years, no zero anywhere."""
    claims = extract_draft_claims("Toddlers under 3 ride free.", cable_car())
    assert [(t, a) for t, a, _ in _values(claims)] == [("free_ride_age", 3)]
