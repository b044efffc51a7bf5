"""An amount said with "the" or "your" beside a choice option is no price of the option (issue
17, salon): `guard.extract.local.wording.offered`.

"we can give you store credit for the £18" states the option "store credit": "the £18" is a sum
already known (the customer's), what the credit is for, not what it costs. An option priced
for the first time ("add gift wrap for £2") or a definite amount followed by a price noun ("for
the £2 monthly fee") is still one only offered. An invented bookshop's words: none comes from
tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_BOOKS = named_catalogue(
    "Bookshop returns",
    {
        "return_refund": {
            "kind": "choice",
            "about": ["refund*", "return*"],
            "choices": {
                "card": ["back to your card"],
                "store_credit": ["store credit", "book token"],
            },
        },
    },
)


def test_an_option_for_the_customers_known_amount_is_stated() -> None:
    text = "To return the atlas, we can give you store credit for the £18 you paid."
    assert draft_values(text, _BOOKS) == [("return_refund", None)]


def test_an_option_with_a_price_of_its_own_is_only_offered() -> None:
    text = "To return the atlas, we can give you a book token for £2."
    assert draft_values(text, _BOOKS) == []
    text = "To return the atlas, you can get store credit for the £2 handling fee."
    assert draft_values(text, _BOOKS) == []
