"""An amount said as a difference between two prices ("£8 more", "£8 more than a tune-up") is no price
of the topic (`guard/extract/local/difference.py`); the price its sentence goes on to give
is checked, and the difference is set aside as its working (`guard/engine/difference.py`).
A difference said alone stays an unread number: CAUTION, never ALLOW.

An invented bike-shop catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "tune_price": {
        "label": "price of a basic tune-up",
        "kind": "money",
        "currency": "GBP",
        "about": ["tune-up", "basic tune-up"],
    },
    "wheel_price": {
        "label": "price of a wheel true",
        "kind": "money",
        "currency": "GBP",
        "about": ["wheel true", "truing a wheel"],
    },
}
SHOP: Catalogue = named_catalogue("Spokes", _TOPICS)
SOURCES = [
    verified_source(
        "SP-1", "A basic tune-up costs £35. A wheel true costs £43.", title="Workshop prices"
    ),
]


def _decision(draft: str) -> str:
    ticket = Ticket(id="T-3", message="What do you charge?")
    return local_verdict(draft, SOURCES, SHOP, ticket).decision


@pytest.mark.parametrize(
    "draft",
    [
        "A tune-up is £35. A wheel true is £8 more, so £43.",
        "A tune-up is £35, and a wheel true costs £8 more than that, £43 all told.",
    ],
)
def test_the_difference_is_no_price_and_the_price_after_it_is_checked(draft: str) -> None:
    values = [c.value.amount for c in extract_draft_claims(draft, SHOP) if c.value]
    assert 8 not in values
    assert _decision(draft) == "ALLOW"


def test_a_wrong_price_after_a_difference_still_holds() -> None:
    assert _decision("A tune-up is £35. A wheel true is £8 more, so £48.") == "HOLD"


def test_a_difference_said_alone_is_never_allowed() -> None:
    assert _decision("A tune-up is £35. A wheel true is £8 more.") == "CAUTION"


@pytest.mark.parametrize(
    "draft",
    [
        "A wheel true is £43. A tune-up is £8 less than that, so £35.",
        "A wheel true is £43. A tune-up is £8 cheaper than that, so £35.",
    ],
)
def test_a_difference_said_with_less_or_a_comparative_is_no_price(draft: str) -> None:
    values = [c.value.amount for c in extract_draft_claims(draft, SHOP) if c.value]
    assert 8 not in values
    assert _decision(draft) == "ALLOW"


def test_rather_than_compares_no_prices() -> None:
    draft = "A tune-up is £30 rather than £35."
    assert 30 in [c.value.amount for c in extract_draft_claims(draft, SHOP) if c.value]
