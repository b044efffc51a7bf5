"""A value that opens a gapped conjunct ("Kayak hire is £20 for adults, and £12 for children")
prices the first clause's subject, even when another topic's words stand later in that
conjunct as whom it is for (`guard/extract/local/gapped.py`); a conjunct that names its own
topic keeps it. A made-up watersports catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_values


def lakeside() -> Catalogue:
    topics: dict[str, Any] = {
        "kayak_hire_fee": {"kind": "money", "currency": "GBP", "about": ["kayak hire"]},
        "weekend_ticket_price": {"kind": "money", "currency": "GBP", "about": ["weekend ticket*"]},
    }
    scopes: dict[str, Any] = {
        "age_group": {
            "values": {"child": ["child*", "weekend ticket holders"], "adult": ["adults"]}
        }
    }
    return named_catalogue("Lakeside watersports", topics, scopes=scopes)


def _values(text: str) -> list[tuple[str, float | None]]:
    return source_values(text, lakeside(), source_id="S-1", title="Prices", kind="help_article")


def test_a_gapped_conjuncts_value_prices_the_first_clauses_subject() -> None:
    text = "Kayak hire is £20 per hour for adults, and £12 for children and weekend ticket holders."
    assert ("kayak_hire_fee", 12) in _values(text)
    assert ("weekend_ticket_price", 12) not in _values(text)


def test_a_conjunct_that_names_its_own_topic_keeps_it() -> None:
    text = "Weekend tickets are £30, and £12 for kayak hire."
    assert _values(text) == [("weekend_ticket_price", 30), ("kayak_hire_fee", 12)]
