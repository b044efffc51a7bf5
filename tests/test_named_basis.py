"""An amount, then "a"/"an" and a noun the catalogue charges "per", is a rate on that
noun as "per" is (`guard.extract.local.namedbasis`): "£1.20 a page" is the per-page price. An
invented print shop: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import draft_topics, named_catalogue


def print_shop() -> Catalogue:
    topics: dict[str, Any] = {
        "page_price": {
            "label": "price per printed page",
            "kind": "money",
            "currency": "GBP",
            "about": ["per page", "page price"],
        },
        "binding_fee": {
            "label": "binding fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["binding"],
        },
    }
    return named_catalogue("Print shop", topics)


@pytest.mark.parametrize(
    "draft",
    [
        "Colour printing is £1.20 a page, whatever the paper.",
        "Colour printing is 90p a page.",
        "We charge £1.20 a page for colour.",
    ],
)
def test_a_then_the_catalogue_noun_after_an_amount_is_its_rate(draft: str) -> None:
    assert draft_topics(draft, print_shop(), "money") == ["page_price"], draft


def test_a_page_with_no_amount_before_it_is_one_page() -> None:
    # no amount right before "a page": nothing is charged per page here
    assert draft_topics("Send us a page and the binding is £4.", print_shop(), "money") == [
        "binding_fee"
    ]


def test_a_wrong_per_page_price_holds() -> None:
    src = verified_source("PS-1", "Colour printing costs £1.20 per page.")
    assert (
        local_verdict("Colour printing is £1.20 a page.", [src], print_shop()).decision == "ALLOW"
    )
    assert local_verdict("Colour printing is 80p a page.", [src], print_shop()).decision == "HOLD"
