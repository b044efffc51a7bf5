"""Values the local extractor must not read as today's policy or must read as written: old
values stated as history, ages, speech reported twice and two verbs in one sentence.

The catalogue is a made-up canoe-hire shop, so no row leans on a test knowledge base's words.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.engine.patterns import find_policy_patterns
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source

CANOES: Catalogue = catalogue_from_dict(
    {
        "name": "Paddle & Pine canoe hire",
        "topics": {
            "deposit_return": {"kind": "duration", "about": ["deposit*"]},
            "canoe_price": {"kind": "money", "currency": "EUR", "about": ["canoe hire", "hire"]},
            "paddle_count": {"kind": "count", "unit": "paddles", "about": ["paddle*"]},
        },
    },
    "test",
    "Paddle & Pine",
)


def sourced(body: str) -> list[tuple[str, str]]:
    src = Source(
        id="PP-1",
        title="Test",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    return [(c.topic, c.value_text) for c in extract_source_claims(src, CANOES)]


def drafted(text: str) -> list[tuple[str, str, bool]]:
    return [(c.topic, c.value_text, c.definitive) for c in extract_draft_claims(text, CANOES)]


# --- old values stated as history ------------------------------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Canoe hire is now €28 (was €39).", [("canoe_price", "€28")]),
        ("Canoe hire costs €28, down from €39.", [("canoe_price", "€28")]),
        ("Canoe hire costs €39, up from €28 last season.", [("canoe_price", "€39")]),
        ("Deposits are returned in 4 days (formerly 9 days).", [("deposit_return", "4 days")]),
        ("Deposits used to take up to three weeks.", []),
        ("It used to be up to three weeks for deposits.", []),
        ("Deposits previously took 45 days.", []),
        (
            "The old limit of 3 paddles is gone; you may take 5 paddles.",
            [("paddle_count", "5 paddles")],
        ),
        ("The previous price was €39; canoe hire is €28.", [("canoe_price", "€28")]),
        # Not history: present tense, "used to" as "utilised", an "old" noun then a preposition.
        ("The deposit is used to cover up to 3 days of hire.", [("deposit_return", "3 days")]),
        ("Return the old paddles within 2 days for your deposit.", [("deposit_return", "2 days")]),
        ("Deposits previously took longer, but now take 4 days.", [("deposit_return", "4 days")]),
    ],
)
def test_an_old_value_stated_as_history_is_no_source_claim(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert sourced(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Good news: canoe hire is €28 now (was €39).",
        "Deposits used to take up to three weeks, which I know was frustrating.",
        "Canoe hire is €28, down from €39.",
    ],
)
def test_an_old_value_in_a_draft_is_no_promise(text: str) -> None:
    assert all(v not in {"€39", "three weeks"} for _, v, _ in drafted(text))


# --- ages --------------------------------------------------------------------------------

KAYAKS: Catalogue = catalogue_from_dict(
    {
        "name": "Kayak club",
        "topics": {"junior_age": {"kind": "duration", "about": ["junior*", "youth"]}},
    },
    "test",
    "Kayak club",
)


@pytest.mark.parametrize(
    "text,amount,amount_max,unit",
    [
        ("Juniors paddle free up to age 4.", 4, None, "years"),
        ("The junior rate is for kids aged 5 to 13.", 5, 13, "years"),
        ("Juniors: children under 6 need a life vest.", 6, None, "years"),
        ("Junior places last until their 9th birthday.", 9, None, "years"),
        ("Junior members must be 15 years old.", 15, None, "years"),
        ("Juniors aged 18 months ride in the tandem.", 18, None, "months"),
    ],
)
def test_an_age_is_read_as_years(
    text: str, amount: float, amount_max: float | None, unit: str
) -> None:
    (c,) = extract_draft_claims(text, KAYAKS)
    assert (c.topic, c.value.amount, c.value.amount_max, c.value.unit) == (
        "junior_age",
        amount,
        amount_max,
        unit,
    )


@pytest.mark.parametrize("text", ["Kids may join from age 7.", "Anyone aged 16 can hire alone."])
def test_the_detector_flags_an_age(text: str) -> None:
    assert find_policy_patterns(text)


# --- past words put at a past time ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Probably the old deposit page, it said 9 days and got taken down a while back.",
        "The deposit page said 9 days last year; deposits are returned in 4 days.",
    ],
)
def test_what_something_said_at_a_past_time_is_no_source_claim(text: str) -> None:
    assert all(v != "9 days" for _, v in sourced(text))


def test_what_something_says_without_a_past_time_stays_a_claim() -> None:
    # "it said 9 days" alone may report the rule as it stands: still read, still checked.
    said = [(t, v) for t, v, _ in drafted("I checked the deposit page and it said 9 days.")]
    assert ("deposit_return", "9 days") in said
