"""A magnitude is part of its number: "£2 million" is 2,000,000 pounds, never £2 (issue 17,
"no wrong number passes").

An invented marine-charter catalogue, built here, with sentences written for it: nothing in
the extractor knows these words, so each row tests the reading of a magnitude, not a case.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor, extract_draft_claims, extract_source_claims
from guard.extract.local.magnitudes import count_factor, readings, scaled, written_at
from guard.extract.local.money import _money
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.workspace import load_folder
from guard.models import Owner, Signals, Source, Value

CHARTER_YAML: dict[str, Any] = {
    "name": "Saltmarsh Charters",
    "topics": {
        "liability_cover": {
            "kind": "money",
            "currency": "GBP",
            "about": ["liability cover", "third-party cover"],
        },
        "hull_deposit": {"kind": "money", "currency": "GBP", "about": ["hull deposit*"]},
        "passenger_cap": {"kind": "count", "unit": "passengers", "about": ["passengers"]},
    },
}
CHARTER: Catalogue = catalogue_from_dict(CHARTER_YAML, "test", "Saltmarsh Charters")


def amounts(text: str) -> list[tuple[float, float | None, str]]:
    return [(f.value.amount, f.value.amount_max, f.value.unit) for f in _money(text)]


# --- the reading of one amount ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Third-party cover is £2 million per voyage.", [(2_000_000, None, "GBP")]),
        ("Cover tops out at £1.5m.", [(1_500_000, None, "GBP")]),
        ("The fleet is insured for $3bn.", [(3_000_000_000, None, "USD")]),
        ("The fleet is insured for $3 bn.", [(3_000_000_000, None, "USD")]),
        ("A deposit of £10k is taken.", [(10_000, None, "GBP")]),
        ("A deposit of £10K is taken.", [(10_000, None, "GBP")]),
        ("We hold two thousand dollars back.", [(2_000, None, "USD")]),
        ("EUR 2 Million of cover.", [(2_000_000, None, "EUR")]),
        ("Cover of 4 million euros.", [(4_000_000, None, "EUR")]),
        ("Cover is £3 M per voyage.", [(3_000_000, None, "GBP")]),
        ("Cover of 3 M USD.", [(3_000_000, None, "USD")]),
        ("A £5 M&S voucher.", [(5, None, "GBP")]),
        ("£3 M-F only.", [(3, None, "GBP")]),
        ("Cover of 4m USD.", [(4_000_000, None, "USD")]),
        ("Cover of 3 million €.", [(3_000_000, None, "EUR")]),
        ("¥5 billion in claims.", [(5_000_000_000, None, "JPY")]),
        # a range: the low amount takes the high one's magnitude when it is the smaller number
        ("Cover runs £1-2 million.", [(1_000_000, 2_000_000, "GBP")]),
        ("Cover runs from $500 to $2m.", [(500, 2_000_000, "USD")]),
        ("Cover runs £500k-£1.5m.", [(500_000, 1_500_000, "GBP")]),
        # a change keeps only the new amount, with its own magnitude
        ("Cover goes from £1m to £3m.", [(3_000_000, None, "GBP")]),
        # no magnitude: as before
        ("The deposit is £2.", [(2, None, "GBP")]),
        ("The deposit is £5-£10.", [(5, 10, "GBP")]),
    ],
)
def test_an_amount_reads_its_magnitude(
    text: str, expected: list[tuple[float, float | None, str]]
) -> None:
    assert amounts(text) == expected


@pytest.mark.parametrize(
    "text,expected",
    [
        # a letter that is a unit or a word, not a magnitude
        ("The marina is 10km away; mooring is £5.", [(5, None, "GBP")]),
        ("Mooring is £5 b) fuel is extra.", [(5, None, "GBP")]),
        ("Mooring is £5 mins from the quay.", [(5, None, "GBP")]),
        # the end of a bigger number in words states no small amount
        ("We hold two thousand fifty dollars back.", []),
        ("We hold one hundred and ten dollars back.", []),
    ],
)
def test_no_magnitude_is_read_where_none_is_written(
    text: str, expected: list[tuple[float, float | None, str]]
) -> None:
    assert amounts(text) == expected


@given(
    amount=st.integers(min_value=1, max_value=999),
    tenths=st.integers(min_value=0, max_value=9),
    symbol=st.sampled_from([("£", "GBP"), ("$", "USD"), ("€", "EUR")]),
    magnitude=st.sampled_from(
        [
            (" thousand", 1_000),
            ("k", 1_000),
            (" million", 1_000_000),
            ("m", 1_000_000),
            (" mn", 1_000_000),
            ("bn", 1_000_000_000),
            (" billion", 1_000_000_000),
        ]
    ),
)
def test_amount_times_magnitude_round_trips(
    amount: int, tenths: int, symbol: tuple[str, str], magnitude: tuple[str, int]
) -> None:
    """Whatever the amount, decimal, currency and magnitude, the reading is their product,
    exactly, and the words read are the whole amount as written."""
    written = f"{amount}.{tenths}" if tenths else str(amount)
    text = f"{symbol[0]}{written}{magnitude[0]}"
    (found,) = _money(f"Cover is {text} per voyage.")
    assert found.text == text
    assert (found.value.amount, found.value.unit) == (
        round(float(written) * magnitude[1], 6),
        symbol[1],
    )


def test_scaled_is_exact_for_written_decimals() -> None:
    assert scaled(1.1, "m") == 1_100_000
    assert scaled(0.3, " billion") == 300_000_000
    assert scaled(7, None) == 7


# --- counts -----------------------------------------------------------------------------------


def test_a_counts_magnitude_scales_it_or_leaves_no_sure_number() -> None:
    text = "Up to 2 million passengers sail with us; 10k passengers and 5m passengers."
    assert count_factor(text, text.index("2") + 1, len(text)) == 1_000_000
    assert count_factor(text, text.index("10") + 2, len(text)) == 1_000
    assert count_factor(text, text.index("5m") + 1, len(text)) is None
    assert count_factor("12 passengers", 2, 13) == 1
    text = "3 M passengers"
    assert count_factor(text, 1, len(text)) is None  # a capital M on a count may be a unit


@pytest.mark.parametrize(
    "text,pos,expected",
    [
        ("2 million", 1, {2_000_000}),
        ("10k", 2, {10_000}),
        ("3 M", 1, {3, 3_000_000}),  # million, or a unit: a reader that does not know keeps both
        ("5m", 1, {5, 5_000_000}),
        ("3 m", 1, {3}),  # lower case after a space: metres or minutes, never million
        ("7 MB", 1, {7}),
        ("9 dogs", 1, {9}),
    ],
)
def test_a_numbers_readings_take_its_magnitude(text: str, pos: int, expected: set[float]) -> None:
    assert readings(float(text.split()[0].rstrip("km")), written_at(text, pos)) == expected


@pytest.mark.parametrize(
    "text,expected",
    [
        ("We have carried 2 million passengers.", [2_000_000]),
        ("We have carried 30k passengers.", [30_000]),
        ("We have carried 5m passengers.", []),  # metres or millions: no sure value
        ("Each charter takes up to 12 passengers.", [12]),
    ],
)
def test_a_count_with_a_magnitude_is_never_its_small_number(
    text: str, expected: list[float]
) -> None:
    claims = extract_draft_claims(text, CHARTER)
    assert [c.value.amount for c in claims if c.value and c.value.kind == "count"] == expected


def test_a_bare_bound_with_a_magnitude_is_no_bound() -> None:
    """At most 2 million beside a count topic's words is no limit of 2 (a number with a
    magnitude is no small bare bound)."""
    text = "At most 2 million, counting all passengers."
    claims = extract_draft_claims(text, CHARTER)
    assert all(c.value is None or c.value.amount != 2 for c in claims)
    assert extract_draft_claims("At most 2, counting all passengers.", CHARTER)


# --- a draft's wrong number is HOLD, end to end --------------------------------------------------


def _service(tmp_path: Path) -> CheckService:
    (tmp_path / "sources").mkdir()
    (tmp_path / "answerguard.yaml").write_text(yaml.safe_dump(CHARTER_YAML), encoding="utf-8")
    (tmp_path / "sources" / "cover.md").write_text(
        "---\nid: SC-1\ntitle: Insurance\nkind: policy\nverification: verified\n"
        'verifiedAt: "2026-11-01T10:00:00Z"\nupdatedAt: "2026-11-01T10:00:00Z"\n'
        "owner: {name: Harbour desk, active: true}\nreviewEveryDays: 365\n---\n"
        "# Insurance\n\nEvery charter carries liability cover of £2 million.\n",
        encoding="utf-8",
    )
    ws = load_folder(tmp_path)
    return CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)


@pytest.mark.parametrize(
    "draft,decision",
    [
        ("Your charter carries liability cover of £2.", "HOLD"),
        ("Your charter carries liability cover of £2k.", "HOLD"),
        ("Your charter carries liability cover of £2 billion.", "HOLD"),
        ("Your charter carries liability cover of £2m.", "ALLOW"),
        ("Your charter carries liability cover of £2,000,000.", "ALLOW"),
    ],
)
def test_a_drafts_amount_is_compared_with_its_magnitude(
    tmp_path: Path, draft: str, decision: str
) -> None:
    now = datetime(2026, 12, 1, tzinfo=UTC)
    result = _service(tmp_path).check(CheckRequest(ticket_id=None, draft=draft, now=now))
    assert result.decision == decision, result.reason_code


def test_a_source_states_the_full_amount() -> None:
    src = Source(
        id="CHARTER-1",
        title="Insurance",
        kind="policy",
        body="Every charter carries liability cover of £2 million.",
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    claims = extract_source_claims(src, CHARTER)
    assert [(c.topic, c.value) for c in claims] == [
        ("liability_cover", Value(amount=2_000_000, unit="GBP", kind="money"))
    ]
