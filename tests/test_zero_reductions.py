"""A price of zero is no value of a reduction (`guard/extract/local/reductions.py`): "free"
says what something costs, so on a percent topic it is 0% only where that topic is a rate
charged. A made-up bike-share catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Source
from tests.support.builders import verified_source


def bikes() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Pedal share",
            "topics": {
                "rider_discount": {
                    "label": "Pedal Club rider discount",
                    "kind": "percent",
                    "about": ["Pedal Club", "club riders", "club rate"],
                },
                "damage_surcharge": {
                    "label": "damage surcharge rate",
                    "kind": "percent",
                    "about": ["damage surcharge", "surcharge"],
                },
            },
        },
        "test",
        "Pedal",
    )


def source(body: str) -> Source:
    return verified_source("S-1", body, title="Riding with Pedal", kind="help_article")


def test_a_free_club_is_no_zero_discount() -> None:
    claims = extract_source_claims(source("Signing up for Pedal Club is free."), bikes())
    assert claims == []


def test_the_discount_itself_is_still_read() -> None:
    (claim,) = extract_source_claims(source("Pedal Club riders save 12% on day passes."), bikes())
    assert (claim.topic, claim.value.amount if claim.value else None) == ("rider_discount", 12)


def test_a_waived_charge_rate_is_still_zero_percent() -> None:
    (claim,) = extract_draft_claims("The damage surcharge is waived this month.", bikes())
    assert claim.topic == "damage_surcharge"
    assert claim.value is not None and (claim.value.amount, claim.value.unit) == (0, "percent")


def test_a_free_club_in_a_draft_makes_no_claim() -> None:
    assert extract_draft_claims("Pedal Club membership is free.", bikes()) == []
