""" "No need to" denies the option or value after it, as "needn't" does
(`guard/extract/local/noneed.py`, in `dropped._NEGATOR`). A made-up shoe-repair catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def cobbler() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Heel & Sole",
            "topics": {
                "proof_of_wear": {
                    "kind": "choice",
                    "about": ["worn out", "proof"],
                    "choices": {
                        "picture": [
                            "email us a picture",
                            "send us a picture",
                            "text us a picture",
                        ],
                        "bring_in": ["bring the shoes in", "drop the shoes off"],
                    },
                },
                "resole_price": {"kind": "money", "currency": "GBP", "about": ["resole"]},
            },
        },
        "test",
        "Heel & Sole",
    )


def _options(text: str) -> list[str | None]:
    return [
        c.value.option
        for c in extract_draft_claims(text, cobbler())
        if c.value is not None and c.value.kind == "choice"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "For proof, there's no need to bring the shoes in. Just email us a picture.",
        "For proof, there's no need for you to bring the shoes in. Just email us a picture.",
        "For proof, you needn't bring the shoes in. Just email us a picture.",
    ],
)
def test_an_option_after_no_need_to_is_denied(text: str) -> None:
    assert _options(text) == ["picture"]


def test_an_option_said_without_the_denial_stays_a_claim() -> None:
    text = "For proof, please bring the shoes in. Just email us a picture first."
    assert sorted(o or "" for o in _options(text)) == ["bring_in", "picture"]


def test_a_price_after_no_need_to_pay_is_denied() -> None:
    text = "There's no need to pay the £12 resole fee again."
    money = [c for c in extract_draft_claims(text, cobbler()) if c.value and c.value.amount]
    assert money == []
