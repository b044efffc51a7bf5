"""Issue 17: words that name another value or qualify a label are not a value's subject.

An invented florist catalogue, built here: nothing in the product knows its words. Each test
states a generic rule:

- a noun phrase joined by "of", a colon or a copula to the sentence's next value names that
  value, not the one before it (`nextlabel`);
- a table label's bracketed aside qualifies its head: the head names the row (`asides`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def florist(order: int = 1) -> Catalogue:
    topics: dict[str, Any] = {
        "min_spend": {"kind": "money", "currency": "GBP", "label": "minimum spend",
                      "about": ["minimum spend", "bouquets under"]},
        "wrap_charge": {"kind": "money", "currency": "GBP", "label": "gift wrap charge",
                        "about": ["gift wrap charge", "wrapping charge"]},
    }  # fmt: skip
    items = list(topics.items())[::order]
    return named_catalogue("Florist", dict(items))


def topics(body: str, order: int = 1) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount if c.value else None)
        for c in extract_source_claims(verified_source("FL-1", body), florist(order))
    ]


@pytest.mark.parametrize("order", [1, -1])
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the charge's own words are joined to £1.50 by "of": £20 is the bouquets' line
        (
            "Bouquets under £20 pay a gift wrap charge of £1.50.\n",
            [("min_spend", 20), ("wrap_charge", 1.5)],
        ),
        # joined by a copula: the same
        (
            "Bouquets under £20, and the gift wrap charge is £1.50.\n",
            [("min_spend", 20), ("wrap_charge", 1.5)],
        ),
        # a table row's head names it; the bracket says when the other charge applies
        (
            "| | Amount |\n|---|---|\n"
            "| Minimum spend (before a gift wrap charge applies) | £20.00 |\n"
            "| Gift wrap charge | £1.50 |\n",
            [("min_spend", 20), ("wrap_charge", 1.5)],
        ),
        # a head that names no topic: the whole label is read, bracket included
        (
            "| | Amount |\n|---|---|\n| Extra (gift wrap charge) | £1.50 |\n",
            [("wrap_charge", 1.5)],
        ),
    ],
)
def test_another_values_words_and_a_labels_aside_name_no_value(
    body: str, expected: list[tuple[str, float]], order: int
) -> None:
    assert topics(body, order) == expected
