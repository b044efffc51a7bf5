"""A rate's period in its short form ("£15pm", "£650 pcm") is the period
(`guard/extract/local/shortrates.py`). Invented wording: a self-storage unit's rent."""

from __future__ import annotations

import pytest

from guard.extract.local.rates import rate_words
from guard.extract.local.shortrates import spelled_out
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

STORAGE = catalogue_from_dict(
    {
        "name": "Keepsafe Storage",
        "topics": {
            "locker_rent": {
                "kind": "money",
                "currency": "GBP",
                "about": ["per month", "locker rent"],
            },
            "padlock_price": {"kind": "money", "currency": "GBP", "about": ["padlock"]},
        },
        "not_covered": ["insurance"],
    },
    "test",
    "Keepsafe Storage",
)
SOURCES = [source("KS-1", "Lockers cost £40 per month.")]


@pytest.mark.parametrize(
    ("rate", "words"),
    [
        ("pm", "per month"),
        ("p/m", "per month"),
        (" pcm", " per month"),
        ("pw", "per week"),
        ("p.a.", "per year"),
        ("PH", "per hour"),
    ],
)
def test_each_short_form_is_its_period(rate: str, words: str) -> None:
    assert spelled_out(rate) == words


def test_rate_words_spell_it_out() -> None:
    assert rate_words("pcm") == "per month"


@pytest.mark.parametrize(
    "draft", ["Lockers are £40pm.", "Lockers are £40 p/m.", "Lockers are £40 pcm."]
)
def test_a_short_monthly_rate_names_its_topic(draft: str) -> None:
    v = local_verdict(draft, SOURCES, STORAGE, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_wrong_short_monthly_rate_is_held() -> None:
    v = local_verdict("Lockers are £45pm.", SOURCES, STORAGE, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_a_time_of_day_is_no_rate() -> None:
    v = local_verdict(
        "Lockers are £40 per month; the desk opens at 3pm.", SOURCES, STORAGE, Ticket(id="T-1")
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
