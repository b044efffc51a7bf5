"""A value that opens a gapped conjunct ("Kayak hire is £20 for adults, and £12 for children")
prices the first clause's subject, even when another topic's words stand later in that
conjunct as whom it is for (`guard/extract/local/gapped.py`); a conjunct that names its own
topic keeps it. A made-up watersports catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def lakeside() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Lakeside watersports",
            "topics": {
                "kayak_hire_fee": {"kind": "money", "currency": "GBP", "about": ["kayak hire"]},
                "weekend_ticket_price": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["weekend ticket*"],
                },
            },
            "scopes": {
                "age_group": {
                    "values": {
                        "child": ["child*", "weekend ticket holders"],
                        "adult": ["adults"],
                    }
                }
            },
        },
        "test",
        "Lakeside",
    )


def _values(text: str) -> list[tuple[str, float | None]]:
    body = verified_source("S-1", text, title="Prices", kind="help_article")
    claims = extract_source_claims(body, lakeside())
    return [(c.topic, c.value.amount) for c in claims if c.value is not None]


def test_a_gapped_conjuncts_value_prices_the_first_clauses_subject() -> None:
    text = "Kayak hire is £20 per hour for adults, and £12 for children and weekend ticket holders."
    assert ("kayak_hire_fee", 12) in _values(text)
    assert ("weekend_ticket_price", 12) not in _values(text)


def test_a_conjunct_that_names_its_own_topic_keeps_it() -> None:
    text = "Weekend tickets are £30, and £12 for kayak hire."
    assert _values(text) == [("weekend_ticket_price", 30), ("kayak_hire_fee", 12)]
