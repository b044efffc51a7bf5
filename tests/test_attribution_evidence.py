"""Issue 17: a value's topic chosen by evidence, not by phrasing luck or catalogue order.

An invented gym's catalogue, built here: nothing in the product knows its words. Each test
states a generic rule: shared phrases weigh less, another kind never takes or blocks a
value, a tie is ambiguous and decided on both, a draft value that names nothing is read on
the ticket's single topic of its kind (else CAUTION EXTRACTION_GAP), a zero needs a named fee,
and approval wording counts only when said of the document.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from guard.engine.decide import Verdict
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.status import document_status
from guard.kb.catalogue import UNATTRIBUTED, Catalogue
from guard.models import Source, Ticket, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def gym(order: int = 1) -> Catalogue:
    """The catalogue, its topics in either order (the reading must not depend on it)."""
    topics: dict[str, Any] = {
        "extra_members": {"kind": "count", "unit": "members", "about": ["extra member*"]},
        "extra_member_fee": {
            "kind": "money",
            "currency": "GBP",
            "about": ["extra member*", "add-on fee"],
        },
        "freeze_length": {"kind": "duration", "about": ["freeze", "pause"]},
        "notice_period": {"kind": "duration", "about": ["notice", "cancel*"]},
        "joining_fee": {"kind": "money", "currency": "GBP", "about": ["joining fee", "fee"]},
        "card_fee": {"kind": "money", "currency": "GBP", "about": ["card", "fee"]},
        "refund_time": {"kind": "duration", "about": ["refund*", "membership change*"]},
        "upgrade_time": {"kind": "duration", "about": ["upgrade*", "membership change*"]},
    }
    items = list(topics.items())[::order]
    return named_catalogue("Gym", dict(items))


def read(text: str, cat: Catalogue | None = None) -> list[tuple[str, list[str], Value | None]]:
    return [(c.topic, c.alternatives, c.value) for c in extract_draft_claims(text, cat or gym())]


def gbp(amount: float) -> Value:
    return Value(amount=amount, unit="GBP", kind="money")


def days(amount: float) -> Value:
    return Value(amount=amount, unit="calendar_days")


@pytest.mark.parametrize("order", [1, -1])
def test_another_kind_sharing_a_phrase_never_takes_the_value(order: int) -> None:
    # "extra member*" is a count topic's and a money topic's: £12 is the money topic's,
    # whichever the catalogue lists first.
    got = read("Each extra member on the plan costs £12 a month.", gym(order))
    assert got == [("extra_member_fee", [], gbp(12))]


@pytest.mark.parametrize("order", [1, -1])
def test_a_shared_phrase_weighs_less_than_a_phrase_of_ones_own(order: int) -> None:
    # "fee" is two topics'; "card" is one's: the card fee.
    assert read("Paying by card adds a fee of £2.", gym(order)) == [("card_fee", [], gbp(2))]


@pytest.mark.parametrize("order", [1, -1])
def test_a_tie_nothing_settles_is_ambiguous_not_first_listed(order: int) -> None:
    (got,) = read("A membership change takes 5 days.", gym(order))
    assert got == ("refund_time", ["upgrade_time"], days(5))


def test_wider_text_settles_a_tie_for_a_source() -> None:
    src = _source("## Refunds\n\nA membership change takes 5 days.\n")
    assert [(c.topic, c.value) for c in extract_source_claims(src, gym())] == [
        ("refund_time", days(5))
    ]


def test_an_ambiguous_source_value_is_evidence_on_each_topic() -> None:
    src = _source("A membership change takes 5 days.\n")
    assert sorted(c.topic for c in extract_source_claims(src, gym())) == [
        "refund_time",
        "upgrade_time",
    ]


# --- the engine: the ticket, and deciding on both ---------------------------------------------


def _source(body: str, sid: str = "GYM-1") -> Source:
    return verified_source(sid, body)


def _decide(draft: str, message: str, *bodies: str, topic: str | None = None) -> Verdict:
    sources = [_source(b, f"GYM-{i}") for i, b in enumerate(bodies, 1)]
    ticket = Ticket(id="T-1", message=message, topic=topic)
    return local_verdict(draft, sources, gym(), ticket, now=NOW)


FREEZE = "You can freeze your membership for up to 3 months."
NOTICE = "To cancel, give us 30 days' notice."


def test_a_value_that_names_nothing_is_read_on_the_tickets_single_topic() -> None:
    v = _decide("You can do that for 2 months.", "Can I freeze my membership?", FREEZE, NOTICE)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert v.claims[0].draft_claim.topic == "freeze_length"
    assert any(s.rule == "TOPIC" and s.outcome == "fired" for s in v.trace)
    ok = _decide("You can do that for 3 months.", "Can I freeze my membership?", FREEZE, NOTICE)
    assert (ok.decision, ok.reason_code) == ("ALLOW", "SUPPORTED")


def test_the_tickets_topic_field_names_its_topic() -> None:
    v = _decide("You can do that for 3 months.", "Quick question", FREEZE, topic="freeze_length")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


@pytest.mark.parametrize(
    "message",
    ["Hello, quick question about my account", "Can I freeze it, or should I cancel?"],
)
def test_a_value_on_no_topic_is_never_allowed(message: str) -> None:
    # the ticket names no duration topic, or two: the value stays unattributed
    v = _decide("You can do that for 3 months.", message, FREEZE, NOTICE)
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert v.claims[0].draft_claim.topic == UNATTRIBUTED


def test_an_ambiguous_claim_is_decided_on_both_and_the_more_severe_stands() -> None:
    refunds = "## Refunds\n\nA membership change takes 5 days."
    upgrades = "## Upgrades\n\nA membership change takes 2 days."
    v = _decide("A membership change takes 5 days.", "Hello", refunds, upgrades)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    (result,) = v.claims
    assert result.draft_claim.topic == "upgrade_time"
    assert result.trace[0].rule == "AMBIGUOUS" and "refund_time → ALLOW" in result.trace[0].detail


def test_the_ticket_settles_an_ambiguous_claim() -> None:
    refunds = "## Refunds\n\nA membership change takes 5 days."
    upgrades = "## Upgrades\n\nA membership change takes 2 days."
    v = _decide("A membership change takes 5 days.", "When is my refund?", refunds, upgrades)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


# --- zero words need a named fee ----------------------------------------------------------------


def test_free_said_of_no_fee_is_no_claim() -> None:
    got = read("You can cancel free of charge up to 48 hours before your class.")
    assert [t for t, _, v in got if v is not None and v.amount == 0] == []


def test_free_said_of_a_named_fee_is_a_zero_on_it() -> None:
    assert read("The joining fee is free of charge this month.")[0] == ("joining_fee", [], gbp(0))


# --- status wording is the document's only when said of it --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Your membership starts once your account is approved.",
        "We pay out after we approve your claim.",
        "Your refund is pending approval from the bank.",
    ],
)
def test_approval_of_the_customers_process_is_no_status(text: str) -> None:
    assert document_status(text) == "unstated"


@pytest.mark.parametrize(
    "text,status",
    [
        ("This change is pending approval.", "pending_approval"),
        ("Not yet approved.", "pending_approval"),
        ("Once legal signs off, this goes live.", "pending_approval"),
        ("Proposed: a 5-day freeze.", "proposed"),
        ("Draft — do not share.", "proposed"),
    ],
)
def test_approval_of_the_document_is_its_status(text: str, status: str) -> None:
    assert document_status(text) == status


# --- supersession names a title whatever words it holds ------------------------------------------


def _titled(sid: str, title: str, body: str) -> Source:
    return _source(body, sid).model_copy(update={"title": title})


@pytest.mark.parametrize("marks", ["*", '"', ""])
def test_a_supersession_names_a_title_holding_from(marks: str) -> None:
    cat = gym()
    old = _titled("GYM-1", "Freezes from January", "You can freeze for up to 3 months.\n")
    new = _titled(
        "GYM-2",
        "Freeze rules",
        f"This replaces {marks}Freezes from January{marks} from 1 March 2026. "
        "You can freeze for up to 2 months.\n",
    )
    shorter = _titled("GYM-3", "Freezes", "You can freeze for up to 4 months.\n")
    text = "You can freeze for up to 2 months."
    v = local_verdict(text, [old, new], cat, now=NOW)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert any(s.rule == "D5" and s.outcome == "fired" for s in v.claims[0].trace)
    # the longest title the sentence spells is the one named: not a shorter title inside it
    v = local_verdict(text, [old, new, shorter], cat, now=NOW)
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")


def test_the_title_is_the_outermost_heading_for_a_topic_not_a_scope() -> None:
    src = _titled("GYM-9", "Membership freezes", "Members can do this for up to 3 months.\n")
    assert [(c.topic, c.value) for c in extract_source_claims(src, gym())] == [
        ("freeze_length", Value(amount=3, unit="months"))
    ]
