"""A general price with one group's exception in the same sentence ("£6, free for resident
potters"): the zero is the same thing's price for that scope value and the price keeps its
own scope (`guard/extract/local/scopefree.py`: `excepted_topic`, the set-off "free for"); a
negation after a fronted condition with no comma is the main clause's
(`guard/extract/local/mainclause.py`); and a draft's group exception is checked on the
ticket's own group (`guard/engine/groupexception.py`).

An invented pottery-studio catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.groupexception import group_named
from guard.extract.local import extract_draft_claims
from guard.extract.local.mainclause import main_after_condition
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_claims

_TOPICS: dict[str, Any] = {
    "firing_fee": {
        "label": "kiln firing fee",
        "kind": "money",
        "currency": "GBP",
        "about": ["kiln firing", "firing"],
    },
    "makeup": {
        "label": "how a missed class is made up",
        "kind": "choice",
        "about": ["missed class", "miss a class"],
        "choices": {"credit": ["class credit"], "cash": ["back in cash"]},
    },
}
_SCOPES: dict[str, Any] = {
    "membership": {
        "label": "membership",
        "values": {"resident": ["resident*"], "guest": ["guest potter*", "=Guest"]},
    }
}
STUDIO: Catalogue = named_catalogue("Clay barn", _TOPICS, scopes=_SCOPES)


def _read(body: str) -> list[tuple[str, Any, str]]:
    out = []
    for c in source_claims(body, STUDIO):
        v = c.value
        said = None if v is None else (v.option if v.kind == "choice" else v.amount)
        out.append((c.topic, said, c.scope.get("membership", "")))
    return out


@pytest.mark.parametrize(
    "text",
    [
        "Kiln firing is £6 a shelf, free for resident potters.",
        "Kiln firing costs £6 a shelf (free for residents).",
        "Kiln firing: £6 a shelf, or free for resident members.",
        "Kiln firing is £6 a shelf, but it's free for residents.",
        "Kiln firing is £6 a shelf; residents go free.",
        "Kiln firing is £6 a shelf, no charge for residents.",
        "We charge £6 a shelf for kiln firing, free for residents.",
    ],
)
def test_a_groups_zero_after_a_price_is_that_groups_price(text: str) -> None:
    assert _read(text) == [("firing_fee", 6.0, "any"), ("firing_fee", 0.0, "resident")]


def test_another_things_zero_after_a_price_is_not_the_prices() -> None:
    assert _read("Kiln firing is £6 a shelf, and aprons are free for residents.") == [
        ("firing_fee", 6.0, "any")
    ]


def test_free_for_no_scope_value_after_a_price_is_still_no_zero() -> None:
    assert _read("Kiln firing is £6 a shelf, free for first-timers.") == [
        ("firing_fee", 6.0, "any")
    ]


def test_a_draft_gives_the_groups_zero_its_group_as_condition() -> None:
    claims = extract_draft_claims("Kiln firing is £6 a shelf, free for resident potters.", STUDIO)
    said = [(c.topic, c.value.amount if c.value else None, c.condition) for c in claims]
    assert said == [("firing_fee", 6.0, None), ("firing_fee", 0.0, "for resident potters")]


# --- a negation after a fronted condition --------------------------------------------------


@pytest.mark.parametrize(
    ("before", "main"),
    [
        ("If you miss a class we ", True),
        ("When a class is missed you ", True),
        ("if it ", False),
        ("If you ", False),
        ("If your class ", False),
    ],
)
def test_main_after_condition(before: str, main: bool) -> None:
    assert main_after_condition(before) is main


@pytest.mark.parametrize(
    "text",
    [
        "If you miss a class we don't give it back in cash; you get a class credit instead.",
        "If you miss a class we won't pay it back in cash, but you get a class credit.",
    ],
)
def test_a_denied_option_after_a_fronted_condition_is_no_claim(text: str) -> None:
    assert _read(text) == [("makeup", "credit", "any")]


def test_a_negation_inside_the_condition_still_keeps_the_option() -> None:
    text = "If your missed class isn't made up as a class credit, email the studio."
    assert [t for t, _, _ in _read(text)] == ["makeup"]


# --- the draft's group exception, on the ticket's group ------------------------------------

SOURCES = [
    verified_source("CB-1", "Kiln firing is £6 a shelf for guest potters.", title="Firing"),
    verified_source("CB-2", "Kiln firing is free for resident potters.", title="Residents"),
]


def _verdict(draft: str, group: str) -> tuple[str, str]:
    ticket = Ticket(id="T-1", message="How much is kiln firing?", scope={"membership": group})
    v = local_verdict(draft, SOURCES, STUDIO, ticket)
    return v.decision, v.reason_code


@pytest.mark.parametrize("group", ["resident", "guest"])
def test_a_right_price_with_its_groups_exception_is_allowed_on_either_group(group: str) -> None:
    draft = "Kiln firing is £6 a shelf, free for resident potters."
    assert _verdict(draft, group) == ("ALLOW", "SUPPORTED")


def test_the_general_price_alone_still_holds_on_the_excepted_group() -> None:
    assert _verdict("Kiln firing is £6 a shelf.", "resident")[0] == "HOLD"


def test_a_wrong_general_price_still_holds_on_its_own_group() -> None:
    assert _verdict("Kiln firing is £8 a shelf, free for resident potters.", "guest")[0] == "HOLD"


def test_a_wrong_zero_for_the_customers_own_group_still_holds() -> None:
    draft = "Kiln firing is £6 a shelf, free for guest potters."
    assert _verdict(draft, "guest")[0] == "HOLD"


def test_group_named_needs_one_value() -> None:
    assert group_named(STUDIO, "for resident potters") == ("membership", "resident")
    assert group_named(STUDIO, "for residents and guest potters") is None
    assert group_named(STUDIO, "for first-timers") is None


def test_a_groups_zero_with_no_price_before_it_stays_outright() -> None:
    claims = extract_draft_claims("Kiln firing is free for resident potters.", STUDIO)
    assert [(c.value.amount if c.value else None, c.condition) for c in claims] == [(0.0, None)]
