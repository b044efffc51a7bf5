"""Prices in pence ("53.68p a day") are pounds, exactly (issue 17: values not read at all).

UK energy, telecom and transport help centres write small prices in pence. Unread, a draft's
"31.65p a day" was an EXTRACTION_GAP on every standing-charge reply and a table's
"Standing charge (p per day) | 53.68" no evidence at all.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.engine.values import format_value
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.values import find_values
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Value
from tests.support.builders import source

CAT = catalogue_from_dict(
    {
        "topics": {
            "standing_charge": {
                "kind": "money",
                "currency": "GBP",
                "about": ["standing charge*"],
            }
        },
        "scopes": {"fuel": {"electricity": ["electricity"], "gas": ["gas"]}},
    },
    "energy/answerguard.yaml",
    "energy",
)


def _money(text: str) -> list[tuple[str, float, float | None]]:
    vocab = vocabulary(CAT)
    return [
        (f.text, f.value.amount, f.value.amount_max)
        for f in find_values(text, vocab)
        if f.value.kind == "money"
    ]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("The standing charge is 53.68p a day.", [("53.68p a day", 0.5368, None)]),
        ("It costs 20p.", [("20p", 0.2, None)]),
        ("Between 10-15p per kWh.", [("10-15p per kWh", 0.1, 0.15)]),
        ("That's 50 pence.", [("50 pence", 0.5, None)]),
    ],
)
def test_pence_are_read_as_pounds(text, read):
    assert _money(text) == read


@pytest.mark.parametrize(
    "text", ["Call us after 3pm.", "Streams in 1080p.", "See you at 5p.m. today."]
)
def test_times_and_resolutions_are_no_price(text):
    assert _money(text) == []


@given(st.integers(min_value=1, max_value=99_999))
def test_any_amount_of_pence_is_read_and_shown_exactly(hundredths):
    """Whole pence and hundredths of a penny: never rounded on the way in or out."""
    written = f"{hundredths / 100:.2f}".rstrip("0").rstrip(".")
    [(_, amount, _)] = _money(f"The standing charge is {written}p a day.")
    assert amount == round(hundredths / 10_000, 8)
    shown = format_value(Value(amount=amount, unit="GBP", kind="money"))
    assert float(shown.lstrip("£").replace(",", "")) == amount


def test_a_table_header_in_pence_gives_its_cells_the_unit():
    row = "| | Electricity | Gas |\n|---|---|---|\n| Standing charge (p per day) | 53.68 | 31.65 |"
    src = source("PRICES", row, title="Prices")
    got = {(c.topic, c.scope["fuel"], c.value.amount) for c in extract_source_claims(src, CAT)}
    assert got == {("standing_charge", "electricity", 0.5368), ("standing_charge", "gas", 0.3165)}


def test_a_draft_in_pence_is_a_claim_on_its_topic():
    [c] = extract_draft_claims("Your gas standing charge is 31.65p a day.", CAT)
    assert (c.topic, c.value.amount, c.value.unit) == ("standing_charge", 0.3165, "GBP")
