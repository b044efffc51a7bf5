"""A single word that a money topic's phrase prices as the object of "pay for" or "price of"
("pay for fitting") is a noun by its grammar, so "fitting is £15" names that topic, as "a
hair wash costs £8" names "hair wash fee" (`guard.kb.pricednouns`). A compound's one word
("late" of "late fee") is still none, and a word two money topics price names neither. An
invented tyre shop's words: none comes from tests/kb."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.kb.pricednouns import priced_noun
from tests.support.reading import named_catalogue


def tyres(shared: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "fitting_fee": {
            "kind": "money",
            "currency": "GBP",
            "label": "tyre fitting fee",
            "about": ["fitting fee", "pay for fitting"],
        },
        "late_fee": {
            "kind": "money",
            "currency": "GBP",
            "label": "late collection fee",
            "about": ["late fee"] + (["pay for fitting"] if shared else []),
        },
    }
    return named_catalogue("Tyres", topics)


def test_the_object_of_pay_for_is_a_noun_of_one_word() -> None:
    assert priced_noun("pay for fitting") == "fitting"
    assert priced_noun("price of balancing") == "balancing"
    assert priced_noun("late fee") is None


def test_the_bare_noun_names_its_topic_in_a_draft() -> None:
    claims = extract_draft_claims("Hi Sam, fitting is £15 a tyre at any branch.", tyres())
    assert [c.topic for c in claims] == ["fitting_fee"]


def test_a_word_two_money_topics_price_names_neither() -> None:
    claims = extract_draft_claims("Hi Sam, fitting is £15 a tyre at any branch.", tyres(True))
    assert [c.topic for c in claims] != ["fitting_fee"]
