"""A price said with an informal currency word is a price: "20 quid", "fifty bucks", "a
tenner". Before, "a tenner" had no digit, symbol or currency word, so a draft quoting the wrong
price with it was ALLOW NO_POLICY_CLAIM, and "20 quid" was an unread number (issue #17: no
number without a verdict, digits or words). guard/english.py holds the words once;
guard/extract/local/notenames.py reads the banknote names.

Invented wording: a bike-courier firm and a window cleaner, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.numbers import number_verdicts
from guard.engine.patterns import find_policy_patterns
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import verified_source

_CAT = catalogue_from_dict(
    {
        "name": "Spokes Courier",
        "topics": {
            "waiting_fee": {
                "kind": "money",
                "currency": "GBP",
                "about": ["waiting fee", "waiting time charge"],
            },
            "round_price": {
                "kind": "money",
                "currency": "USD",
                "about": ["window round", "per round"],
            },
        },
    },
    "test",
    "Spokes",
)


@pytest.mark.parametrize(
    ("text", "amount", "unit"),
    [
        ("Hi Dev, the waiting fee is just a tenner.", 10, "GBP"),
        ("The waiting fee comes to a fiver, sorry!", 5, "GBP"),
        ("The waiting fee is 20 quid if the rider waits.", 20, "GBP"),
        ("The waiting fee is twenty quid if the rider waits.", 20, "GBP"),
        ("A window round costs 40 bucks.", 40, "USD"),
    ],
)
def test_an_informal_price_is_a_claim_on_its_topic(text: str, amount: float, unit: str) -> None:
    claims = extract_draft_claims(text, _CAT)
    assert [(c.topic, c.value and c.value.amount, c.value and c.value.unit) for c in claims] == [
        ("round_price" if unit == "USD" else "waiting_fee", amount, unit)
    ]
    assert "unread" not in [k for _, _, k in number_verdicts(text, claims)]


def test_a_source_states_an_informal_price_too() -> None:
    src = verified_source("HC-7", "Our waiting fee is a tenner.", title="Waiting", kind="faq")
    claims = extract_source_claims(src, _CAT)
    assert [(c.topic, c.value and c.value.amount) for c in claims] == [("waiting_fee", 10)]


@pytest.mark.parametrize(
    "text",
    ["A stack of tenners in the till", "She tenderly waited", "A fivefold rise"],
)
def test_a_banknote_name_needs_its_article(text: str) -> None:
    assert not [c for c in extract_draft_claims(text, _CAT) if c.value and c.value.kind == "money"]


def test_the_engine_sees_an_informal_price_as_a_money_promise() -> None:
    kinds = [p.kind for p in find_policy_patterns("It's a tenner, or 15 quid with waiting.", _CAT)]
    assert kinds.count("money") == 2
