"""A definite amount with an adjective ("the full £60") is a sum already known, not the price of
a choice option in its clause (`guard.extract.local.wording._priced`).

"We'll give you store credit for the £18" names what the credit is for, not what it costs;
"the full £60", "your remaining £40" are as definite. An invented gym catalogue: no knowledge
base's words.
"""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue

GYM: Catalogue = named_catalogue(
    "Gym",
    {
        "refund_method": {
            "kind": "choice",
            "about": ["refund*"],
            "choices": {"bank": ["bank account you joined with"], "voucher": ["gym voucher"]},
        },
    },
)


def _options(text: str) -> list[str | None]:
    return [c.value.option for c in extract_draft_claims(text, GYM) if c.value is not None]


def test_the_full_amount_is_no_price_of_the_option() -> None:
    assert "bank" in _options(
        "Your refund is the full £60 joining payment, paid to the bank account you joined with."
    )
    assert "bank" in _options(
        "Your refund of the remaining £40 goes to the bank account you joined with."
    )


def test_an_amount_with_no_determiner_still_prices_the_option() -> None:
    assert "voucher" not in _options("You can take your refund as a gym voucher for £5.")
