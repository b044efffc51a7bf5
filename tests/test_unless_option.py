"""An option named after "unless" in its sentence is the exception, not what applies
(`guard/extract/local/unlessoption.py`): the option before "unless" stays the default. An
invented bakery-delivery catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.unlessoption import in_unless_clause
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def bakery() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Crumb",
        "topics": {
            "box_type": {
                "kind": "choice",
                "about": ["boxes we use", "packed in"],
                "choices": {"card": ["card box*", "cardboard box*"], "tin": ["tin box*"]},
            }
        },
    }
    return catalogue_from_dict(data, "test", "Crumb")


def _options(text: str) -> list[str | None]:
    src = verified_source("C-1", text + "\n", title="Packing")
    return [c.value.option for c in extract_source_claims(src, bakery()) if c.value]


def test_the_option_in_an_unless_clause_is_the_exception() -> None:
    text = "Orders are packed in card boxes unless you have asked for and paid for tin boxes."
    assert _options(text) == ["card"]


def test_an_option_after_a_finished_unless_clause_is_read() -> None:
    assert in_unless_clause("unless you ask for card boxes", 20)
    assert not in_unless_clause("unless you ask, card boxes", 20)
    assert not in_unless_clause("unless you ask. Orders are packed in tin boxes", 40)
    assert not in_unless_clause("Orders are packed in tin boxes.", 20)


def test_a_fronted_unless_clause_ends_at_its_comma() -> None:
    text = "Unless you choose otherwise, your order is packed in tin boxes."
    assert _options(text) == ["tin"]
