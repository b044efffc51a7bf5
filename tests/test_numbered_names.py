"""A number standing as a word of its own inside a name the catalogue gives a topic ("Zone
2", "Tier 3") is that name's number, no value to read (`guard/engine/namednumbers.py`);
one with a unit or a sign ("a 30-day pass", "a 10% plan") is still read.

An invented transit-pass catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.engine.namednumbers import catalogue_named_numbers
from guard.kb.catalogue import Catalogue
from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

PASSES: Catalogue = named_catalogue(
    "passes",
    {
        "outer_fare": {"label": "outer zone day fare", "kind": "money", "currency": "EUR",
                       "about": ["Zone 2", "outer zone", "30-day pass", "10% plan"]},
    },
)  # fmt: skip
SOURCES = [source("POL-1", "The outer zone day fare is €6.")]


def check(draft: str) -> Verdict:
    return local_verdict(draft, SOURCES, PASSES, message="How much is a day in the outer zone?")


def test_a_numbered_name_the_catalogue_lists_is_no_unread_number() -> None:
    v = check("For Zone 2 you pay the outer zone fare, which is €6.")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_the_same_words_with_another_number_are_still_read() -> None:
    v = check("For Zone 3 you pay the outer zone fare, which is €6.")
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_a_number_with_a_unit_or_sign_in_the_name_is_no_name() -> None:
    text = "Zone 2 has a 30-day pass and a 10% plan"
    assert [m.text for m in catalogue_named_numbers(text, PASSES)] == ["Zone 2"]
