"""An amount of the customer's goods told back ("with around €12 of seedlings" after "I've
got about €12 worth of seedlings") is their figure under the draft's own minimum, not a
second minimum; a bound or copula before it keeps the claim (`guard.engine.goods`, from
`guard.engine.figures`).

An invented plant-nursery catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest

from guard.engine.goods import amount_of_goods
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

NURSERY: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "minimum_basket": {"label": "minimum basket for delivery", "kind": "money",
                               "currency": "EUR", "about": ["minimum basket", "minimum spend"]},
        },
    },
    "nursery/answerguard.yaml",
    "nursery",
)  # fmt: skip
SOURCES = [source("GN-1", "The minimum basket for delivery is €30.")]
MESSAGE = "Is there a minimum spend? I've only got about €12 worth of seedlings."


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        (
            "The minimum basket is €30, so with around €12 of seedlings you'd be a bit short.",
            ("ALLOW", "SUPPORTED"),
        ),
        (
            "The minimum basket is €25, so with around €12 of seedlings you'd be a bit short.",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
    ],
)
def test_an_amount_of_the_customers_goods_is_their_figure(
    draft: str, expected: tuple[str, str]
) -> None:
    v = local_verdict(draft, SOURCES, NURSERY, message=MESSAGE)
    assert (v.decision, v.reason_code) == expected, v.trace


def test_a_bound_or_copula_before_it_keeps_a_limit() -> None:
    said = "The minimum basket is €12 of plants."
    at = said.index("12")
    assert amount_of_goods(said, at, at + 2) is False
    said = "with around €12 of seedlings"
    at = said.index("12")
    assert amount_of_goods(said, at, at + 2) is True
