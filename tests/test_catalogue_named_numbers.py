"""Digits glued into a name the catalogue gives a topic are no number to read
(`guard/engine/namednumbers.py`): "5G" in "it includes 5G" is the data topic's name.

An invented mobile-plan catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.engine.namednumbers import catalogue_named_numbers
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

PLANS: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "plan_price": {"label": "monthly plan price", "kind": "money", "currency": "EUR",
                           "about": ["plan price", "plan costs"]},
            "network_addon": {"label": "faster network add-on price", "kind": "money",
                              "currency": "EUR", "about": ["5G", "Wi-Fi 6E", "30-day pass"]},
        },
    },
    "plans/answerguard.yaml",
    "plans",
)  # fmt: skip
SOURCES = [source("POL-1", "The plan price is €20 a month.")]


def check(draft: str) -> Verdict:
    return local_verdict(draft, SOURCES, PLANS, message="How much is the plan?")


def test_a_name_with_digits_the_catalogue_lists_is_no_unread_number() -> None:
    v = check("The plan price is €20 a month, and it includes 5G and Wi-Fi 6E.")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_the_same_digits_outside_the_catalogues_words_are_still_read() -> None:
    v = check("The plan price is €20 a month, and it includes 6G.")
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_only_digits_glued_to_letters_inside_the_phrase() -> None:
    text = "It has 5G, a 30-day pass and Wi-Fi 6E"
    assert [m.text for m in catalogue_named_numbers(text, PLANS)] == ["5G", "Wi-Fi 6E"]


BAKERY: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "bulk_discount": {"label": "discount on a bulk order", "kind": "percent",
                              "about": ["baker's dozen", "bulk order"]},
        },
    },
    "bakery/answerguard.yaml",
    "bakery",
)  # fmt: skip


def test_a_number_word_inside_a_catalogue_phrase_is_part_of_the_name() -> None:
    text = "Order a baker's dozen and we knock 5% off."
    assert [m.text for m in catalogue_named_numbers(text, BAKERY)] == ["baker's dozen"]
    v = local_verdict(
        text,
        [source("POL-2", "A bulk order gets 5% off.")],
        BAKERY,
        message="Is there a discount if I order lots of rolls?",
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


# A scope value's phrase that holds a fraction ("quarter day") names a kind of hire: the
# fraction in it measures nothing (`namednumbers.scope_named_fractions`). Invented boat-hire
# catalogue.
BOATS: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "hire_price": {"label": "price of a boat hire", "kind": "money", "currency": "GBP",
                           "about": ["hire costs", "hire is"]},
        },
        "scopes": {
            "length": {"label": "hire length",
                       "values": {"quarter_day": ["quarter day", "quarter-day"],
                                  "whole_day": ["whole day", "whole-day"]}},
        },
    },
    "boats/answerguard.yaml",
    "boats",
)  # fmt: skip
BOAT_SOURCES = [source("POL-3", "A quarter-day hire costs £40.")]


def test_a_fraction_inside_a_scope_values_phrase_names_that_value() -> None:
    text = "A quarter day hire costs £40."
    assert [m.text for m in catalogue_named_numbers(text, BOATS)] == ["A quarter day"]
    v = local_verdict(text, BOAT_SOURCES, BOATS, message="What does a boat cost?")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_the_same_fraction_said_as_a_time_is_still_read() -> None:
    text = "You get the boat for a quarter of a day, and the hire costs £40."
    assert catalogue_named_numbers(text, BOATS) == []
    v = local_verdict(text, BOAT_SOURCES, BOATS, message="What does a boat cost?")
    assert v.decision != "ALLOW"
