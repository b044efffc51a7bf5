"""A quantity written in the unit a count topic counts in is read from its own clause or
table row (`guard/extract/local/ownunit.py`), never from a wider text. An invented
skip-hire catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.ownunit import own_unit_topic
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def skips(unit: str = "km") -> Catalogue:
    data: dict[str, Any] = {
        "name": "Binford Skips",
        "topics": {
            "no_charge_zone": {
                "kind": "count",
                "unit": unit,
                "about": ["no-charge zone", "drop off without charge", "km of the depot"],
            },
            "skip_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["skip costs", "skip price"],
            },
        },
    }
    return catalogue_from_dict(data, "test", "Binford Skips")


def _source_claims(text: str, cat: Catalogue) -> list[tuple[str, float | None, str | None]]:
    src = verified_source("SK-1", text, title="Getting a skip")
    return [
        (c.topic, c.value.amount, c.value.unit)
        for c in extract_source_claims(src, cat)
        if c.value is not None and c.value.kind == "count"
    ]


TABLE = "| Item | Detail |\n|---|---|\n| No-charge zone | 25 km around the depot |\n"


def test_a_table_row_label_names_a_quantity_in_its_topics_unit() -> None:
    assert _source_claims(TABLE, skips()) == [("no_charge_zone", 25.0, "km")]


def test_a_unit_no_count_topic_counts_in_stays_on_other() -> None:
    assert _source_claims(TABLE, skips(unit="drops")) == [("other", 25.0, "km")]


def test_the_unit_is_compared_as_a_unit() -> None:
    cat = skips(unit="Miles")
    assert own_unit_topic(cat, "mile") == "Miles"
    assert own_unit_topic(cat, "kg") is None


def test_a_quantity_in_another_clause_is_not_the_topics_value() -> None:
    text = (
        "We drop off without charge inside 25 km of the depot, and since you live 9 km out "
        "it's on us."
    )
    got = [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(text, skips())
        if c.value is not None and c.value.kind == "count"
    ]
    assert ("no_charge_zone", 25.0) in got
    assert ("no_charge_zone", 9.0) not in got
