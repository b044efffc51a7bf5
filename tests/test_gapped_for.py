"""A gapped conjunct's "for ..." phrase says whom or what its value is for: "Gift wrap costs
£3 for a small box and £5 for a large hamper" prices gift wrap twice, even when the catalogue
lists "large hamper" as another price topic's words (`guard/extract/local/gappedfor.py`).
A made-up gift-shop catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_values


def giftshop() -> Catalogue:
    topics: dict[str, Any] = {
        "gift_wrap_fee": {"kind": "money", "currency": "GBP", "about": ["gift wrap*"]},
        "hamper_price": {
            "kind": "money",
            "currency": "GBP",
            "about": ["large hamper*", "small hamper*"],
        },
    }
    return named_catalogue("Tinsel gift shop", topics)


def _values(text: str) -> list[tuple[str, float | None]]:
    return source_values(text, giftshop(), source_id="S-1", title="Extras", kind="help_article")


def test_a_gapped_price_for_another_topics_thing_still_prices_the_subject() -> None:
    text = "Gift wrap costs £3 for a small box and £5 for a large hamper, tied with ribbon."
    assert _values(text) == [("gift_wrap_fee", 3), ("gift_wrap_fee", 5)]


def test_a_gapped_price_after_a_comma_and_or_reads_the_same() -> None:
    text = "Gift wrapping is £2 for a card, or £6 for a large hamper."
    assert ("gift_wrap_fee", 6) in _values(text)
    assert ("hamper_price", 6) not in _values(text)


def test_a_conjunct_that_names_its_own_topic_before_its_value_keeps_it() -> None:
    text = "Gift wrap costs £3, and a large hamper £40 for two people."
    assert ("hamper_price", 40) in _values(text)


def test_a_value_not_followed_by_what_it_is_for_is_read_as_before() -> None:
    text = "Gift wrap costs £3 for a small box and large hampers £45."
    assert ("hamper_price", 45) in _values(text)
