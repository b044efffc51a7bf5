"""The customer's total of a per-unit price the draft states is their figure, no second
price (`guard/engine/unittotals.py`): "£2 per locker, so your two came to £4".

An invented swimming-pool catalogue, built here: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.decide import Verdict
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

POOL: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "locker_fee": {"label": "locker fee", "kind": "money", "currency": "GBP",
                           "about": ["locker fee*", "fee per locker"]},
        },
    },
    "pool/answerguard.yaml",
    "pool",
)  # fmt: skip
SOURCES = [source("POL-1", "The locker fee is £2 per locker per visit.")]
ASKED = "Why did I pay £4 in locker fees for me and my daughter?"


def check(draft: str, message: str = ASKED) -> Verdict:
    return local_verdict(draft, SOURCES, POOL, message=message)


@pytest.mark.parametrize(
    ("draft", "message", "expected"),
    [
        # the customer's £4, two lockers at the draft's own £2 each: a total, their figure
        (
            "The locker fee is £2 per locker, so for you and your daughter it came to £4.",
            ASKED,
            ("ALLOW", "SUPPORTED"),
        ),
        # a wrong per-unit price is still held, whatever total follows it
        (
            "The locker fee is £4 per locker, so for you and your daughter it came to £8.",
            "Why did I pay £8 in locker fees for me and my daughter?",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
        # a total with a rate of its own is a price: checked, held
        (
            "The locker fee is £2 per locker, or £4 per locker at weekends.",
            ASKED,
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
        # an amount the customer did not write is no figure of theirs: still a claim
        (
            "The locker fee is £2 per locker, so it came to £6.",
            ASKED,
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
        # no whole multiple of the price: still a claim
        (
            "The locker fee is £2 per locker, so it came to £5.",
            "Why did I pay £5 in locker fees?",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
    ],
)
def test_a_total_of_the_drafts_per_unit_price(
    draft: str, message: str, expected: tuple[str, str]
) -> None:
    v = check(draft, message)
    assert (v.decision, v.reason_code) == expected
