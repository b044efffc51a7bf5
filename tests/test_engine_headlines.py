"""The headline a reviewer reads first (guard/engine/headlines.py): one per outcome, who set
V, what the ticket leaves unknown, unread sources and extraction gaps.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

import pytest

from guard.engine.decide import decide
from guard.engine.headlines import NO_TICKET, headline_for
from guard.models import (
    PatternMatch,
    Ticket,
    Value,
)
from tests.support.builders import NOW, claim, extractions, source, value
from tests.support.opentopics import days, sclaim
from tests.support.opentopics import run as ot_run
from tests.support.rulecase import D4, EXC, SOP
from tests.support.snapshots import assert_snapshot, load
from tests.support.tracecase import GENERAL, PRO_EU, SCENARIOS, UNREAD, _with

# --- headlines ---------------------------------------------------------------------------


def _gap(kind: str | None) -> PatternMatch:
    return PatternMatch(text="x", start=0, end=1, kind=kind)


@pytest.mark.parametrize(
    ("gaps", "words"),
    [
        ([_gap("duration"), _gap("money"), _gap("duration")], "timing and amount"),
        ([_gap(None)], "timing"),  # a match of no known kind reads as a timing
        ([_gap("novel")], "claim"),
        ([], "timing"),
    ],
)
def test_an_extraction_gap_headline_names_each_kind_of_wording_once(gaps, words):
    t = Ticket(id="T-1", scope={})
    assert headline_for("CAUTION", "EXTRACTION_GAP", None, t, [], None, gaps) == (
        f"Couldn't confirm: AnswerGuard couldn't confirm the {words} in this draft. "
        "Check it manually."
    )


# --- the trace a reviewer reads: D1–D11b, word for word ----------------------------------


EU_ONLY = source("P", "Payouts in the EU take 1 business day.", kind="help_article")


# --- headlines: who set V, and what the ticket leaves unknown ---------------------------


def test_a_supported_headline_names_every_source_behind_v():
    v = SCENARIOS["D4 consensus"]()
    assert v.headline == "Supported: within 4 business days matches SOP and MAC."


@pytest.mark.parametrize(
    ("claim_scope", "ticket_scope", "unknown"),
    [
        ({"plan": "pro", "region": "eu"}, {}, "plan and region are"),
        ({"region": "eu"}, {}, "region is"),  # a dimension the claim leaves at "any" is not named
        (
            {"plan": "pro", "region": "eu"},
            {"plan": "pro"},
            "region is",
        ),  # the ticket knows the plan
    ],
)
def test_an_escalation_headline_names_the_dimensions_the_ticket_leaves_unknown(
    claim_scope, ticket_scope, unknown
):
    # A claim scoped on the region only quotes a line that names no plan (issue 19: a scope
    # its quote contradicts is refused).
    src = PRO_EU if "plan" in claim_scope else EU_ONLY
    v = ot_run(
        "payout_delay",
        days(3),
        sclaim(GENERAL, "payout_delay", days(3)),
        sclaim(src, "payout_delay", days(1), **claim_scope),
        **ticket_scope,
    )
    assert v.reason_code == "SCOPE_UNKNOWN"
    assert v.headline.startswith(f"Escalate: the sources disagree and T-1's {unknown} unknown.")


def test_an_escalation_without_a_ticket_speaks_of_the_ticket():
    ex = extractions(D4, claim(SOP, value(4)), claim(EXC, value(1), rail="instant"))
    v = decide(ex, [SOP, EXC], Ticket(id=NO_TICKET, scope={}), NOW)
    assert v.headline == (
        "Escalate: the sources disagree and the ticket's transfer type is unknown. "
        "Don't give a timeline yet."
    )


# --- reading: what the cache must not keep ----------------------------------------------


#: Scenarios whose headline another test pins (an outcome already headlined here).
UNPINNED = ("D1 two dimensions", "D8 no draft value")
HEADLINED = [n for n in SCENARIOS if n not in UNPINNED]


@pytest.mark.parametrize("name", HEADLINED)
def test_each_outcome_has_its_own_headline(name):
    """Pinned whole in tests/snapshots/headlines.json."""
    assert_snapshot("headlines", name, SCENARIOS[name]().headline)


def test_every_headline_snapshot_has_its_scenario():
    assert list(load("headlines")) == HEADLINED


def test_an_escalation_on_a_value_that_is_not_a_timing_names_the_topic():
    fee = source("F1", "The chargeback fee is €15.", kind="help_article")
    pro = source("F2", "Pro plan chargebacks cost €10.", kind="help_article")
    v = ot_run(
        "chargeback_fee",
        Value(amount=15, unit="EUR"),
        sclaim(fee, "chargeback_fee", Value(amount=15, unit="EUR")),
        sclaim(pro, "chargeback_fee", Value(amount=10, unit="EUR"), plan="pro"),
    )
    assert v.headline == (
        "Escalate: the sources disagree and T-1's plan is unknown. "
        "Don't give the chargeback fee yet."
    )


def test_a_source_unread_headline_names_every_unread_source():
    other = source("OT2", "Reversals take 4 business days.")
    v = _with(D4, UNREAD, other, failed=[UNREAD, other])
    assert v.headline == (
        "Couldn't confirm: OTH, OT2 could not be read, and it might contradict this reply."
    )


def test_a_reason_without_its_own_headline_reads_as_the_decision_and_the_reason():
    t = Ticket(id="T-1", scope={})
    assert headline_for("HOLD", "SOMETHING_NEW", None, t, []) == "Hold: SOMETHING_NEW"
    assert headline_for("LATER", "SOMETHING_NEW", None, t, []) == "LATER: SOMETHING_NEW"
