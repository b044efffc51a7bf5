"""A draft value that the governing sentence gives after "or" for a case the catalogue has
no scope for ("or 10 days if the piano is upright") is CAUTION, not HOLD
(`guard/engine/casevalue.py`); a value no case gives still HOLDs.

An invented piano-tuning catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "tuning_wait": {
        "label": "wait for a tuning slot",
        "kind": "duration",
        "about": ["tuning slot", "book a tuning"],
    },
}
TUNERS: Catalogue = named_catalogue("Keys", _TOPICS)
SOURCES = [
    verified_source(
        "KY-1",
        "To book a tuning slot, allow a wait of 6 days, or 10 days if the piano is a grand.",
        title="Booking",
    ),
]


def _decision(draft: str) -> str:
    ticket = Ticket(id="T-7", message="How soon can you tune my grand piano?")
    return local_verdict(draft, SOURCES, TUNERS, ticket).decision


def test_the_cases_value_is_not_held() -> None:
    assert _decision("For a grand, please allow 10 days for a tuning slot.") == "CAUTION"


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("Please allow 6 days for a tuning slot.", "ALLOW"),
        ("Please allow 8 days for a tuning slot.", "HOLD"),
    ],
)
def test_the_rule_and_a_wrong_value_read_as_before(draft: str, decision: str) -> None:
    assert _decision(draft) == decision


def test_the_headline_names_the_case_not_a_hedge() -> None:
    ticket = Ticket(id="T-7", message="How soon can you tune my grand piano?")
    v = local_verdict(
        "For a grand, please allow 10 days for a tuning slot.", SOURCES, TUNERS, ticket
    )
    assert "hedges" not in v.headline and "or 10 days if" in v.headline
