"""A value a verb of summing introduces ("comes to", "works out at", "adds up to") is a
total, not the rate of a topic measured per period (`guard/extract/local/totals.py`): it is
no rival value of the rate, nor a doubt on it (`guard/engine/unplaced.py`).

An invented canoe-hire catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local.totals import said_as_total
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "canoe_rate": {
        "label": "canoe hire per hour",
        "kind": "money",
        "currency": "GBP",
        "about": ["canoe", "canoe hire"],
    },
}
CANOES = named_catalogue("Reedbank canoes", _TOPICS)


@pytest.mark.parametrize("verb", ["comes to", "works out at", "adds up to"])
@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("Canoe hire is £9 an hour.", "ALLOW"),
        ("Canoe hire is £36 an hour.", "HOLD"),
    ],
)
def test_a_summed_value_is_no_rival_rate(verb: str, draft: str, decision: str) -> None:
    body = (
        "# Canoes\n\nCanoe hire is £9 an hour, paddles included."
        f" Most families stay out all morning, so a 4-hour trip in a canoe {verb} £36.\n"
    )
    sources = [verified_source("RC-1", body, title="Canoes")]
    ticket = Ticket(id="T-1", message="What do you charge for a canoe?")
    assert local_verdict(draft, sources, CANOES, ticket).decision == decision


def test_a_summed_value_with_its_own_period_is_still_a_rate() -> None:
    assert said_as_total("so a canoe comes to £36", "£36")
    assert not said_as_total("so a canoe comes to £36 an hour", "£36")
    assert not said_as_total("a canoe is £36", "£36")
