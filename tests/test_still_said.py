"""What another text "still says" is the value being replaced, no claim
(`guard/extract/local/stillsaid.py`): "The FAQ page still says €12, is that changing?".
The writer's own "we still charge €12" stays a claim. A made-up bike-hire catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def bikes() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Bikes",
            "topics": {"helmet_fee": {"kind": "money", "currency": "EUR", "about": ["helmet*"]}},
        },
        "test",
        "Bikes",
    )


def _claims(text: str, kind: str = "slack") -> list[tuple[str, float | None]]:
    src = verified_source("S-1", text, title="#desk", kind=kind)
    return [(c.topic, c.value.amount) for c in extract_source_claims(src, bikes()) if c.value]


@pytest.mark.parametrize(
    "text",
    [
        "The helmets FAQ page still says €12, is that being changed?",
        "Heads up: the app still shows the helmet price as €12.",
    ],
)
def test_what_a_text_still_says_is_no_claim(text: str) -> None:
    assert _claims(text) == []


def test_the_writers_own_still_is_a_claim() -> None:
    assert _claims("We still charge €12 for a helmet.", kind="policy") == [("helmet_fee", 12)]


def test_an_announcement_that_corrects_an_old_figure_claims_only_the_new_one() -> None:
    text = (
        "The new helmet fee is €12 from today. The price list *Winter rates* still says €10"
        " until the reprint, so quote from the booking page.\n"
    )
    assert _claims(text) == [("helmet_fee", 12)]
