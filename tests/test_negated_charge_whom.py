"""A zero said by a negated charge verb with whom it is not charged to between the verb and
the fee ("we don't charge members a fee for late returns"): a fee of nothing, as "we don't
charge a fee" is (`guard/extract/local/money.py`, `_FREE_RE`). A bound ("don't charge
members more than a fee of £5") stays the bound. Invented wording (a tool library)."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_values, named_catalogue

TOOLS: Catalogue = named_catalogue(
    "Tool library",
    {"late_fee": {"kind": "money", "currency": "GBP", "about": ["late return*", "returned late"]}},
)


def _read(text: str) -> list[tuple[str, float | None]]:
    return draft_values(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "We don't charge members a fee for late returns.",
        "We never charge volunteer members any fee for late returns.",
        "We don't charge a fee for late returns.",
    ],
)
def test_a_negated_charge_to_someone_is_a_zero(text: str) -> None:
    assert _read(text) == [("late_fee", 0.0)]


def test_a_bound_after_whom_stays_the_bound() -> None:
    assert _read("We don't charge more than a fee of £5 for late returns.") == [("late_fee", 5.0)]
