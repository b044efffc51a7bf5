"""A draft's denial of a reduction ("no loyalty discount", "don't get money off", "full price")
is a zero on the reduction topic its clause names (`guard.extract.local.nodiscount`), and the
re-reader of a live model's claim finds that zero in the words (`guard.engine.stated`). A
made-up climbing wall: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.stated import read, value_problem
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Ticket, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def wall() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Crimp Street climbing wall",
            "topics": {
                "regular_discount": {
                    "label": "regulars' discount on coaching",
                    "kind": "percent",
                    "about": ["regulars' discount", "off coaching"],
                },
                "deposit_share": {
                    "label": "share of the fee paid as a deposit",
                    "kind": "percent",
                    "about": ["deposit"],
                },
                "session_price": {
                    "label": "price of a session",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["a session costs", "per session"],
                },
            },
        },
        "test",
        "Climbing",
    )


SOURCE = verified_source(
    "CW-1",
    "Regulars get 15% off coaching. A session costs £12.\n",
    title="Prices",
)


def _zeros(draft: str) -> list[tuple[str, str | None]]:
    return [
        (c.topic, c.condition)
        for c in extract_draft_claims(draft, wall())
        if c.value is not None and c.value.amount == 0
    ]


def _decide(draft: str) -> tuple[str, str]:
    ticket = Ticket(id="T", message="Do regulars get anything off coaching?")
    v = local_verdict(draft, [SOURCE], wall(), ticket, now=NOW)
    return v.decision, v.reason_code


def test_no_named_discount_is_a_zero_on_it() -> None:
    assert _zeros("Sorry, there's no regulars' discount at the moment.") == [
        ("regular_discount", None)
    ]


def test_a_negated_getting_of_money_off_is_a_zero() -> None:
    assert _zeros("Regulars don't get money off coaching, I'm afraid.") == [
        ("regular_discount", None)
    ]


def test_a_discount_topic_said_unavailable_is_a_zero() -> None:
    assert _zeros("The regulars' discount isn't available for coaching.") == [
        ("regular_discount", None)
    ]


def test_a_denial_naming_no_topic_is_unattributed() -> None:
    assert _zeros("Regulars pay full price, sorry.") == [(UNATTRIBUTED, None)]


def test_another_discount_set_apart_is_no_zero() -> None:
    assert _zeros("Regulars get 15% off coaching, and there's no other discount.") == []
    assert _zeros("Regulars get nothing extra off coaching.") == []


def test_a_discount_noun_inside_another_noun_is_no_zero() -> None:
    assert _zeros("No discount code is needed at the desk.") == []


def test_a_denial_of_another_things_discount_is_no_zero() -> None:
    assert _zeros("There's no discount on the deposit.") == []
    assert _zeros("A session costs £12, no discount.") == []


def test_a_denial_under_a_condition_says_so() -> None:
    assert _zeros("There's no regulars' discount if you book by phone.") == [
        ("regular_discount", "if you book by phone")
    ]


def test_a_wrong_denial_is_held() -> None:
    assert _decide("Hi Max, regulars don't get money off coaching.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_the_right_discount_is_allowed() -> None:
    assert _decide("Hi Max, regulars get 15% off coaching, there's no other discount.") == (
        "ALLOW",
        "SUPPORTED",
    )


def test_a_live_models_zero_is_found_in_the_denial() -> None:
    r = read("Regulars don't get money off coaching.", wall(), source=False)
    assert value_problem(Value(amount=0, unit="percent"), "percent", r) is None
