"""A table's rows that differ by their label cell are values under different conditions
(`guard/engine/bandrows.py`): a draft naming a row's label is checked against that row, one
naming none is CAUTION where some row gives its value and HOLD where none does; never
ESCALATE CONFLICT_UNRESOLVED.

An invented firewood-delivery catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.bandrows import band_rows, label_names, row_label, sentence_label
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


_ROOM_HIRE = """# Pottery room hire

| Booking | Price |
|---|---|
| Three hours | £90 |
| Full day | £200 |
"""


def test_a_row_label_in_number_words_is_read_as_its_number_would_be() -> None:
    """A price row "| Three hours | £90 |" names a booking, but its words state a number, as
    "3 hours" would: a draft's "three hours" on a governed duration is still that topic's
    value (here the firing time, which no source states), never set aside as the row's name
    and let through as no claim."""
    topics = {
        **_KILN_TOPICS,
        "gift_card": {
            "label": "gift card",
            "kind": "money",
            "currency": "GBP",
            "about": ["gift card"],
        },
    }
    cat = named_catalogue("Kilnworks", topics)
    sources = [verified_source("KW-2", _ROOM_HIRE, title="Pottery room hire")]
    ticket = Ticket(id="T-7", message="How long is the firing time?")
    said = local_verdict("The firing takes three hours.", sources, cat, ticket)
    assert [c.draft_claim.topic for c in said.claims] == ["firing_time"]
    assert said.decision != "ALLOW"


_VISITS = """# Tuning visits

| Where you are | Call-out charge |
|---|---|
| Ring 1 (inside the bypass) | £30 |
| Ring 2 (the outer villages) | £42 |
| Ring 3 (across the county line) | £58 |
"""
_VISIT_FAQ = """# Questions

**Is there a call-out charge?**
Yes, from £30 depending on where you live.
"""
_TUNING_TOPICS: dict[str, Any] = {
    "callout_charge": {
        "label": "call-out charge for a tuning visit",
        "kind": "money",
        "currency": "GBP",
        "about": ["call-out charge", "call-out fee", "call out"],
    },
}


def _tuning(draft: str) -> Any:
    cat = named_catalogue("Keywell tuning", _TUNING_TOPICS)
    sources = [
        verified_source("KT-1", _VISITS, title="Tuning visits"),
        verified_source("KT-2", _VISIT_FAQ, title="Questions"),
    ]
    ticket = Ticket(id="T-8", message="What is the call-out charge out in the villages?")
    return local_verdict(draft, sources, cat, ticket)


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A call-out to Ring 2 costs £42.", "ALLOW"),
        ("A call-out to Ring 2 costs £30.", "HOLD"),
        ("For Ring 2 the call-out charge is £58.", "HOLD"),
        ("The call-out charge is £30.", "CAUTION"),
        ("The call-out charge is £35.", "HOLD"),
        ("Call-outs start from £30.", "ALLOW"),
        ("Call-outs start from £25.", "HOLD"),
    ],
)
def test_a_row_named_by_the_words_outside_its_brackets(draft: str, decision: str) -> None:
    """ "Ring 2" names the row "Ring 2 (the outer villages)"; the FAQ's "from £30" is the
    cheapest row's starting price, no rival value for the dearer rows; a draft's own "from
    £30" agrees with every row."""
    assert _tuning(draft).decision == decision


def test_the_words_outside_brackets_name_a_row_only_where_they_tell_it_apart() -> None:
    labels = ["ring 2 (the outer villages)", "ring 2 (weekends)", "a (small)"]
    assert label_names("Ring 2 (the outer villages)", labels) == ["Ring 2 (the outer villages)"]
    assert label_names("A (small)", labels) == ["A (small)"]
    assert label_names("Ring 3 (the county line)", labels) == [
        "Ring 3 (the county line)",
        "ring 3",
    ]


_BOATS = """# Boat hire

A rowing boat costs £14 for an hour and £32 for the afternoon, life jackets included.
"""
_BOAT_TOPICS: dict[str, Any] = {
    "boat_price": {
        "label": "rowing boat hire price",
        "kind": "money",
        "currency": "GBP",
        "about": ["rowing boat", "boat hire"],
    },
}


def test_a_sentence_binding_values_to_their_own_for_is_rows_in_prose() -> None:
    quote = "A rowing boat costs £14 for an hour and £32 for the afternoon, life jackets included."
    assert (sentence_label(quote, "£14"), sentence_label(quote, "£32")) == ("hour", "afternoon")
    assert sentence_label("A rowing boat costs £14 for an hour.", "£14") is None
    assert sentence_label("It's £14 for an hour, or £20 for an hour.", "£14") is None


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A rowing boat is £32 for the afternoon.", "ALLOW"),
        ("A rowing boat is £14 for the afternoon.", "HOLD"),
        ("A rowing boat is £32.", "CAUTION"),
        ("A rowing boat is £25.", "HOLD"),
    ],
)
def test_prose_rows_are_no_conflict(draft: str, decision: str) -> None:
    cat = named_catalogue("Millpond boats", _BOAT_TOPICS)
    sources = [verified_source("MB-1", _BOATS, title="Boat hire")]
    ticket = Ticket(id="T-2", message="How much to take a rowing boat out after lunch?")
    assert local_verdict(draft, sources, cat, ticket).decision == decision
