"""Issue 17: words around a value that are not its subject.

An invented library catalogue, built here: nothing in the product knows its words. Each test
states a generic rule:

- a duration counted from a topic's event ("for 6 months after the renewal") is not that
  topic's value (`anchors`);
- a time in minutes that only a heading puts on an age topic is no age (`ages`);
- a table row's label is read whole, so the period it ends with ("(per month)") does not
  outweigh the longer subject it names (`topics`);
- a "never" inside a dash aside ("- for example because it never arrived -") is the
  aside's word, not an instruction not to say the value (`dropped`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def library(order: int = 1) -> Catalogue:
    topics: dict[str, Any] = {
        "renewal_time": {"kind": "duration", "label": "how long a renewal takes",
                         "about": ["renew*"]},
        "loan_period": {"kind": "duration", "label": "loan period", "about": ["loan*", "borrow*"]},
        "late_fee": {"kind": "money", "currency": "GBP", "about": ["late fee*"]},
        "membership_price": {"kind": "money", "currency": "GBP",
                             "about": ["membership fee", "per month"]},
        "print_credit": {"kind": "money", "currency": "GBP",
                         "about": ["printing credit allowance", "print credit"]},
        "min_age": {"kind": "duration", "label": "minimum age to join",
                    "about": ["minimum age", "join the library"]},
    }  # fmt: skip
    items = list(topics.items())[::order]
    return named_catalogue("Library", dict(items))


def topics(body: str, order: int = 1) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.value.unit if c.value else "")
        for c in extract_source_claims(verified_source("LIB-1", body), library(order))
    ]


@pytest.mark.parametrize("order", [1, -1])
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # counted from the renewal: how long old reminders keep coming, not the renewal time
        (
            "# Renewing\n\nA renewal takes 2 days.\n\n"
            "For 6 months after the renewal, reminders still reach your old address.\n",
            [("renewal_time", 2, "calendar_days"), (OTHER, 6, "months")],
        ),
        # the clause names the topic before the anchor as well: still its subject
        (
            "Renewals are confirmed 2 days after the renewal request.\n",
            [("renewal_time", 2, "calendar_days")],
        ),
        # counted from the renewal, but the loan is the clause's subject
        ("Your loan lasts 21 days after the renewal.\n", [("loan_period", 21, "calendar_days")]),
    ],
)
def test_a_duration_counted_from_a_topic_is_not_its_value(
    body: str, expected: list[tuple[str, float, str]], order: int
) -> None:
    assert topics(body, order) == expected


@pytest.mark.parametrize("order", [1, -1])
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # only the heading names the age topic, and a time in minutes is no one's age
        (
            "# How to join the library\n\nSigning up takes about 5 minutes.\n",
            [(OTHER, 5, "minutes")],
        ),
        # beside an age the heading places: the age is the topic's, the minutes are not
        (
            "# Who can join the library?\n\nYou need to:\n\n- be 12 or older\n\n"
            "Signing up takes about 5 minutes.\n",
            [("min_age", 12, "years"), (OTHER, 5, "minutes")],
        ),
        # a heading-only value in years still is the age topic's
        ("# Who can join the library?\n\nThe limit is 12 years.\n", [("min_age", 12, "years")]),
    ],
)
def test_a_heading_puts_only_an_age_on_an_age_topic(
    body: str, expected: list[tuple[str, float, str]], order: int
) -> None:
    assert topics(body, order) == expected


@pytest.mark.parametrize("order", [1, -1])
def test_a_row_label_period_does_not_outweigh_its_subject(order: int) -> None:
    body = (
        "| | Amount |\n|---|---|\n| Membership fee | £4 |\n"
        "| Printing credit allowance at any branch (per month) | £10 |\n"
    )
    assert topics(body, order) == [("membership_price", 4, "GBP"), ("print_credit", 10, "GBP")]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "If you want to end a loan early – for example because you never collected the"
            " book – you must tell us within 3 days of the loan starting.\n",
            [("loan_period", 3, "calendar_days")],
        ),
        (
            "To end a loan early (for example if it never came), tell us within 3 days.\n",
            [("loan_period", 3, "calendar_days")],
        ),
        # an instruction around an aside still says not to: no claim
        ("Never promise borrowers – not even staff – a 3 day loan.\n", []),
    ],
)
def test_a_negation_inside_an_aside_does_not_drop_the_value(
    body: str, expected: list[tuple[str, float, str]]
) -> None:
    assert topics(body) == expected


def _grace_library() -> Catalogue:
    topics: dict[str, Any] = {
        "renewal_time": {"kind": "duration", "about": ["renew*"]},
        "overdue_grace": {"kind": "duration", "label": "days before a late fee",
                          "about": ["grace days", "after your loan ends"]},
    }  # fmt: skip
    return named_catalogue("Library", topics)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the anchor is the catalogue's own phrase for the topic: it names the value
        ("We usually allow 3 days after your loan ends before a fee.\n", "overdue_grace"),
        # the clause names another topic of the kind: the anchor stays what it counts from
        ("Renewals are confirmed 2 days after your loan ends.\n", "renewal_time"),
    ],
)
def test_an_anchor_that_is_the_topics_own_phrase_names_the_value(body: str, expected: str) -> None:
    (c,) = extract_source_claims(verified_source("LIB-1", body), _grace_library())
    assert c.topic == expected
