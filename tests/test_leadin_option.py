"""A colon label before an option said as a whole clause is a lead-in, not the option's
subject (`guard/extract/local/subject.opens_with_own_subject`): "Great news: we supply the
paint" is about the paint, whatever "good news" names. An invented pottery-class catalogue:
no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def pottery() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Kiln",
        "topics": {
            "glazes": {
                "kind": "choice",
                "about": ["glaze", "glazes"],
                "choices": {
                    "supplied": ["we supply glazes", "glazes are supplied"],
                    "bring_own": ["bring your own glazes"],
                },
            },
            "class_fee": {"kind": "money", "currency": "GBP", "about": ["class fee"]},
        },
    }
    return catalogue_from_dict(data, "test", "Kiln")


def _read(text: str, title: str = "Classes") -> list[tuple[str, str | None]]:
    src = verified_source("P-1", text, title=title)
    return [(c.topic, c.value.option) for c in extract_source_claims(src, pottery()) if c.value]


def test_a_lead_in_label_before_a_whole_clause_option_keeps_its_topic() -> None:
    assert _read("Great news: we supply glazes for every class.") == [("glazes", "supplied")]
    assert _read("Heads up: you should bring your own glazes.") == [("glazes", "bring_own")]


def test_the_same_option_without_a_label_is_read_as_before() -> None:
    assert _read("We supply glazes for every class.") == [("glazes", "supplied")]


def test_a_label_before_a_bare_value_still_names_its_subject() -> None:
    """ "Parking fee: £4" is about parking, which no topic covers: `other`, as before."""
    assert _read("Parking fee: £4") == [("other", None)]
