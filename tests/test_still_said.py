"""A value another text "still says" is that text's old value (`guard/extract/local/stillsaid.py`):
no claim in a source, no definitive promise in a draft. An invented ski-hire catalogue: no
knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.stillsaid import still_said
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def skis() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Piste",
        "topics": {"wax_fee": {"kind": "money", "currency": "EUR", "about": ["wax fee"]}},
    }
    return catalogue_from_dict(data, "test", "Piste")


def test_what_another_text_still_says_is_no_claim() -> None:
    text = (
        "The new wax fee is €12 from today. The price list *Winter rates* still says €10 until"
        " the reprint, so quote from the booking page.\n"
    )
    src = verified_source("SK-1", text, title="Wax fee change", kind="slack")
    assert [c.value.amount for c in extract_source_claims(src, skis()) if c.value] == [12]


def test_in_a_draft_it_is_no_definitive_promise() -> None:
    claims = extract_draft_claims("The wax fee on our old leaflet still says €10.", skis())
    assert [c.definitive for c in claims if c.value] == [False]
    assert still_said("the leaflet still says ")
    assert still_said("the page still shows that ")
    assert not still_said("the wax fee is still ")
