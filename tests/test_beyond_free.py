"""A money topic whose label prices what lies past a free allowance ("fee per kilo over the
free baggage allowance") is a charge, not the limit of something free: a draft's "there's no
baggage fee" is a zero of it (`guard/extract/local/beyondfree.py`). A label that says a thing
is free ("spend for free delivery") still names a threshold. A made-up courier catalogue: no
knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.beyondfree import names_free_limit
from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_values, named_catalogue


def parcels(label: str) -> Catalogue:
    topics: dict[str, Any] = {
        "excess_fee": {
            "kind": "money",
            "currency": "GBP",
            "label": label,
            "about": ["excess weight fee", "overweight charge"],
        },
    }
    return named_catalogue("Swiftbox couriers", topics)


def test_a_charge_past_a_free_allowance_takes_a_drafts_zero() -> None:
    cat = parcels("excess weight fee per kilo above the free 10 kg allowance")
    assert draft_values("There's no excess weight fee on this route.", cat) == [("excess_fee", 0)]


def test_labels_that_name_a_free_limit_and_labels_that_charge_past_one() -> None:
    assert names_free_limit("basket size for free delivery")
    assert names_free_limit("free-shipping minimum")
    assert not names_free_limit("charge per minute after your free period")
    assert not names_free_limit("mileage fee beyond the free radius")
    assert not names_free_limit("excess weight fee per kilo above the free 10 kg allowance")


def test_every_wording_of_costing_nothing_names_a_free_limit() -> None:
    """ "no fee", "waived", "without charge" say a thing costs nothing as "free" does; after
    a word of going past they name the charge beyond it, as "free" does."""
    assert names_free_limit("minimum spend for no fee on engraving")
    assert names_free_limit("nights needed for the linen charge to be waived")
    assert not names_free_limit("engraving charge past the letters engraved without charge")
