"""A table's rows that differ by their label cell are values under different conditions
(`guard/engine/bandrows.py`): a draft naming a row's label is checked against that row, one
naming none is CAUTION where some row gives its value and HOLD where none does; never
ESCALATE CONFLICT_UNRESOLVED.

An invented firewood-delivery catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.bandrows import band_rows, row_label
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "log_drop_fee": {
        "label": "price of dropping off a load of logs",
        "kind": "money",
        "currency": "GBP",
        "about": ["drop-off fee", "drop-off charge", "drop off"],
    },
}
LOGS: Catalogue = named_catalogue("Emberwood", _TOPICS)
_TABLE = """# Getting logs to you

We drop off anywhere within 20 km of the yard.

| How far from the yard | Drop-off fee |
|---|---|
| Under 4 km | £6 |
| 4 to 12 km | £11 |
| 12 to 20 km | £17 |
"""
SOURCES = [verified_source("EW-1", _TABLE, title="Getting logs to you")]


def _verdict(draft: str) -> Any:
    ticket = Ticket(id="T-3", message="What would you charge to drop logs at my cottage?")
    return local_verdict(draft, SOURCES, LOGS, ticket)


def test_a_rows_label_is_its_first_cell_not_its_value() -> None:
    assert row_label("| 4 to 12 km | £11 |", "£11") == "4 to 12 km"
    assert row_label("| £11 | 4 to 12 km |", "£11") is None
    assert row_label("The drop-off fee is £11.", "£11") is None


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("For 4 to 12 km the drop-off fee is £11.", "ALLOW"),
        ("For 4 to 12 km the drop-off fee is £17.", "HOLD"),
        ("The drop-off fee is £11.", "CAUTION"),
        ("The drop-off fee is £9.", "HOLD"),
    ],
)
def test_rows_by_band_are_no_conflict(draft: str, decision: str) -> None:
    fee = [c for c in _verdict(draft).claims if c.draft_claim.topic == "log_drop_fee"]
    assert [c.decision for c in fee] == [decision]


def test_the_caution_names_the_row_it_matched() -> None:
    v = _verdict("The drop-off fee is £11.")
    assert "4 to 12 km" in v.headline and "Escalate" not in v.headline


def test_two_values_for_one_label_are_still_a_conflict() -> None:
    table = "| Size | Price |\n|---|---|\n| Small | £6 |\n| Small | £9 |\n"
    sources = [verified_source("EW-2", table.replace("Price", "Drop-off fee"), title="Fees")]
    ticket = Ticket(id="T-4", message="How much is a drop off?")
    assert local_verdict("The drop-off fee is £6.", sources, LOGS, ticket).decision == "ESCALATE"
    assert band_rows([]) is None


def test_a_row_label_the_draft_repeats_states_no_value() -> None:
    assert _verdict("For 4 to 12 km the drop-off fee is £11.").decision == "ALLOW"


_HIRE = """# Kiln hire

| Slot | Firing time | Price |
|---|---|---|
| Half week | 6 hours | £40 |
| Whole week | 11 hours | £65 |
"""
_KILN_TOPICS: dict[str, Any] = {
    "firing_time": {
        "label": "how long a kiln firing takes",
        "kind": "duration",
        "about": ["firing time", "firing takes"],
    },
}


def test_a_named_rows_label_is_no_duration() -> None:
    cat = named_catalogue("Kilnworks", _KILN_TOPICS)
    sources = [verified_source("KW-1", _HIRE, title="Kiln hire")]
    ticket = Ticket(id="T-6", message="How long is the firing time?")
    right = local_verdict(
        "The Whole week slot has a firing time of 11 hours.", sources, cat, ticket
    )
    wrong = local_verdict("The Whole week slot has a firing time of 9 hours.", sources, cat, ticket)
    assert (right.decision, wrong.decision) == ("ALLOW", "HOLD")
