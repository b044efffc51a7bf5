"""A source's price of an add-on ("plus a £5 delivery charge", "Additional shirts … are
charged at £2 each") is no value of the topic it is added to (`guard/extract/local/addonprice.py`),
unless the add-on's own words name that topic.

An invented laundry catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "bundle_price": {
        "label": "price of a wash bundle",
        "kind": "money",
        "currency": "GBP",
        "about": ["wash bundle", "a bundle"],
    },
    "pickup_fee": {
        "label": "pickup fee",
        "kind": "money",
        "currency": "GBP",
        "about": ["pickup fee"],
    },
}
LAUNDRY: Catalogue = named_catalogue("Fresh folds", _TOPICS)


def _read(body: str, title: str = "Prices") -> list[tuple[str, float | None]]:
    claims = extract_source_claims(verified_source("FF-1", body, title=title), LAUNDRY)
    return [(c.topic, c.value.amount if c.value else None) for c in claims]


def test_a_charge_after_plus_is_not_the_base_price() -> None:
    body = "A wash bundle costs £18. Express is a wash bundle plus a £5 rush charge."
    assert _read(body) == [("bundle_price", 18), (OTHER, 5)]


def test_extra_things_priced_each_are_not_the_base_price() -> None:
    body = "A wash bundle costs £18.\n\nAdditional shirts beyond the ten in a bundle are charged at £2 each."
    assert ("bundle_price", 2) not in _read(body, title="Wash bundle prices")


def test_an_add_on_whose_own_words_name_its_topic_keeps_it() -> None:
    body = "A wash bundle costs £18, plus a £4 pickup fee if we collect."
    assert ("pickup_fee", 4) in _read(body)


def test_extra_things_said_after_the_amount_are_not_the_base_price() -> None:
    body = "A wash bundle costs £18. We charge £2 for each extra shirt over the ten included."
    assert ("bundle_price", 2) not in _read(body, title="Wash bundle prices")
    body = "A wash bundle costs £18, and £3 per additional duvet."
    assert ("bundle_price", 3) not in _read(body, title="Wash bundle prices")
    assert ("bundle_price", 18) in _read(body, title="Wash bundle prices")


def test_an_extra_said_after_the_amount_that_names_its_topic_keeps_it() -> None:
    body = "We charge £4 for each extra pickup fee we waive."
    assert ("pickup_fee", 4) in _read(body)


def test_a_supplement_for_the_base_is_not_the_base_price() -> None:
    body = "A wash bundle costs £18. There's a £5 supplement for a Sunday wash bundle."
    assert _read(body) == [("bundle_price", 18), (OTHER, 5)]
    body = "A wash bundle costs £18, with a surcharge of £2 on a bundle paid by card."
    assert _read(body) == [("bundle_price", 18), (OTHER, 2)]


def test_a_supplement_whose_own_words_name_its_topic_keeps_it() -> None:
    cat = named_catalogue(
        "Fresh folds",
        {
            **_TOPICS,
            "rush_fee": {
                "label": "rush supplement",
                "kind": "money",
                "currency": "GBP",
                "about": ["rush supplement"],
            },
        },
    )
    claims = extract_source_claims(
        verified_source("FF-1", "A £6 rush supplement applies to a wash bundle.", title="Prices"),
        cat,
    )
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [("rush_fee", 6)]
    body = "Every wash bundle carries a same-day rush supplement of £6."
    claims = extract_source_claims(verified_source("FF-1", body, title="Prices"), cat)
    assert ("rush_fee", 6) in [(c.topic, c.value.amount if c.value else None) for c in claims]
