"""A value's topic from its clause's structure, not the nearest phrase alone.

An invented lending library's catalogue, built here: nothing in the product knows its words.
Two rules: the head of a clause's subject outweighs a phrase inside its modifier
(`guard.extract.local.headnoun`), and a passive "can be paid for N days" is how long
something can be paid, not a duration bought (`guard.extract.local.charged`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.headnoun import modifier_span
from guard.kb.catalogue import OTHER, Catalogue
from guard.models import Value
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def library() -> Catalogue:
    topics: dict[str, Any] = {
        "loan_period": {"kind": "duration", "about": ["loan*", "borrow*"]},
        "hold_time": {"kind": "duration", "about": ["reservation*", "reserved item*"]},
        "fine_window": {"kind": "duration", "about": ["lower fine", "overdue fine*"]},
    }
    return named_catalogue("Library", topics)


def _read(text: str) -> list[tuple[str, Value | None]]:
    src = verified_source("LIB-1", text + "\n", title="Borrowing")
    return [(c.topic, c.value) for c in extract_source_claims(src, library())]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # the subject's head names the topic; the nearer phrase only says which loans
        ("Loans for items placed on reservation last 21 days.", "loan_period"),
        ("Reservations for items on loan are kept for 5 days.", "hold_time"),
        # a head that names no topic leaves the reading to its modifier
        ("The length of a reservation is 5 days.", "hold_time"),
    ],
)
def test_the_subjects_head_outweighs_a_phrase_in_its_modifier(text: str, topic: str) -> None:
    assert [t for t, v in _read(text) if v is not None] == [topic]
    assert [c.topic for c in extract_draft_claims(text, library()) if c.value] == [topic]


def test_a_modifier_is_only_what_stands_between_a_subjects_head_and_its_verb() -> None:
    text = "Loans for items placed on reservation last "
    at = text.index("reservation")
    assert modifier_span(text, at, at + len("reservation")) == (0, 6, text.index("last"))
    # after the verb it is no modifier of the subject
    later = "Loans last 21 days for reservation"
    assert modifier_span(later, later.index("reservation"), len(later)) is None


def test_a_passive_paid_for_is_how_long_not_a_duration_bought() -> None:
    assert _read("An overdue fine can be paid for 28 days at the lower fine.") == [
        ("fine_window", Value(amount=28, unit="calendar_days"))
    ]
    # an active "pay for" still buys its duration: a price in days
    assert _read("An overdue fine is due; after that, you pay for 1 more day.") == [
        (OTHER, Value(amount=1, unit="calendar_days"))
    ]


@pytest.mark.parametrize(
    "text",
    [
        "We need one calendar month's notice before you close your card.",
        "Give us 14 days' notice before you close your card.",
    ],
)
def test_a_possessive_durations_unit_is_part_of_the_phrase_it_names(text: str) -> None:
    """A catalogue may write the unit into its phrase ("month's notice"): the possessive
    duration names the noun after it together with its unit word."""
    topics: dict[str, Any] = {
        "closing_notice": {"kind": "duration", "about": ["month's notice", "days' notice"]},
        "loan_period": {"kind": "duration", "about": ["loan*"]},
    }
    cat = named_catalogue("Library", topics)
    src = verified_source("LIB-2", text + "\n", title="Library cards")
    assert [c.topic for c in extract_source_claims(src, cat) if c.value] == ["closing_notice"]


def test_free_is_no_zero_of_a_topic_whose_label_names_the_free_thing() -> None:
    """ "Postage is free on orders over £20" gives the threshold, not a price of £0, on a
    topic labelled "spend for free postage"; a postage fee topic still takes a zero."""
    topics: dict[str, Any] = {
        "free_postage_min": {"kind": "money", "currency": "GBP",
                             "label": "spend for free postage",
                             "about": ["free postage", "postage is free", "orders over"]},
        "late_fee": {"kind": "money", "currency": "GBP", "label": "late return fee",
                     "about": ["late fee*", "late return*"]},
    }  # fmt: skip
    cat = named_catalogue("Library", topics)
    got = [(c.topic, c.value.amount) for c in extract_draft_claims(
        "Postage is free on orders over £20.", cat) if c.value]  # fmt: skip
    assert got == [("free_postage_min", 20)]
    got = [(c.topic, c.value.amount) for c in extract_draft_claims(
        "The late fee is waived for members.", cat) if c.value]  # fmt: skip
    assert got == [("late_fee", 0)]
