"""A draft value whose own clause names one value of each of two scope dimensions is said
for that combination (`guard/extract/local/severalscopes.py`) and decided against its value
(`guard/engine/severalscopes.py`, `guard/engine/scopedclaims.py`): a wrong value for it
HOLDs, a right one told to a customer of another combination is CAUTION, never a HOLD.

An invented car-wash catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

from guard.engine.scopedclaims import said_for_all
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "valet_price": {
        "label": "price of a full valet",
        "kind": "money",
        "currency": "GBP",
        "about": ["full valet", "a valet"],
    },
}
_SCOPES: dict[str, Any] = {
    "site": {
        "label": "where the valet is done",
        "values": {
            "depot": ["depot", "at our depot"],
            "driveway": ["driveway", "on your driveway"],
        },
    },
    "vehicle": {
        "label": "vehicle size",
        "values": {"hatch": ["hatchback", "hatchbacks"], "suv": ["SUV", "SUVs"]},
    },
}
WASH: Catalogue = named_catalogue("Suds", _TOPICS, scopes=_SCOPES)
SOURCES = [
    verified_source(
        "SU-1",
        "At our depot a full valet is £40 for a hatchback and £55 for an SUV. "
        "On your driveway a full valet is £50 for a hatchback and £65 for an SUV.",
        title="Valet prices",
    ),
]


def _decision(draft: str, site: str, vehicle: str) -> str:
    ticket = Ticket(id="T-5", message="What's a valet?", scope={"site": site, "vehicle": vehicle})
    return local_verdict(draft, SOURCES, WASH, ticket).decision


def test_the_value_is_said_for_both_values_its_clause_names() -> None:
    claims = extract_draft_claims("On your driveway it's £65 for an SUV.", WASH)
    assert [said_for_all(c, WASH) for c in claims] == [{"site": "driveway", "vehicle": "suv"}]


def test_the_right_value_for_the_customers_combination_is_supported() -> None:
    assert _decision("On your driveway it's £65 for an SUV.", "driveway", "suv") == "ALLOW"


def test_another_combinations_right_value_leaves_the_customer_unanswered() -> None:
    assert _decision("On your driveway it's £65 for an SUV.", "depot", "suv") == "CAUTION"


def test_a_wrong_value_for_the_named_combination_holds() -> None:
    # £55 is the depot's SUV price, said for the driveway: wrong for what it names
    assert _decision("On your driveway it's £55 for an SUV.", "depot", "suv") == "HOLD"


def test_a_scope_word_that_only_describes_the_measured_noun_makes_no_combination() -> None:
    # "driveway" describes the valet the price is for, in no phrase of whom or where
    claims = extract_draft_claims("For an SUV it's a £65 driveway valet.", WASH)
    assert [c.condition for c in claims] == [None]
