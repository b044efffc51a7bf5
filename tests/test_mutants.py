"""Tests written to kill mutants that survived `make mutation` (issue 12, item 9).

Each pins one behaviour the rest of the suite left open, and asserts on computed values.
docs/mutation.md lists what still survives and why.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from guard.catalogue import catalogue_from_dict
from guard.check import CheckRequest, CheckService
from guard.engine.applicability import unresolved_dimensions, where
from guard.engine.decide import decide
from guard.engine.headlines import NO_TICKET, headline_for
from guard.engine.patterns import find_policy_patterns
from guard.engine.quotes import snippet
from guard.engine.reading import policy_wording, readable_text, unusable_source_quotes
from guard.engine.replies import (
    HOLDING_PLAIN,
    UnsafeTemplate,
    check_escalate_template,
    escalate_reply,
    hold_reply,
    holding_reply_problem,
)
from guard.engine.rules import rules_markdown
from guard.engine.standing import (
    effective_verification,
    review_due,
    standing_of,
    weakeners_of,
)
from guard.engine.values import (
    format_value,
    kind_noun,
    same_unit,
    same_value,
    unit_words,
    within,
    within_by_amount,
)
from guard.extract.local import LocalExtractor
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    PatternMatch,
    SourceClaim,
    SourceExtraction,
    Ticket,
    Value,
)
from guard.send import send
from guard.store import Store
from tests.support.builders import NOW, T0, claim, draft, extractions, source, ticket, value
from tests.support.opentopics import CAT, days, said_in, sclaim
from tests.support.opentopics import run as ot_run
from tests.support.rulecase import D1, D4, EXC, SOP, run, sup

# --- quotes: the snippet a rejected extraction shows ---------------------------------------


def test_a_rejected_quote_is_shown_whole_up_to_120_characters():
    assert snippet("x" * 120) == "x" * 120
    assert snippet("  a \n b  ") == "a b"


def test_a_longer_rejected_quote_is_cut_to_120_characters_with_an_ellipsis():
    cut = snippet("x" * 121)
    assert cut == "x" * 119 + "…"
    assert len(cut) == 120


# --- values ------------------------------------------------------------------------------


def test_a_value_kind_outside_the_five_is_named_a_claim():
    assert kind_noun("money") == "an amount"
    assert kind_noun("something else") == "a claim"


def test_a_money_range_keeps_cents_on_both_ends():
    assert format_value(Value(amount=1.5, amount_max=2.5, unit="EUR")) == "€1.50–2.50"
    assert format_value(Value(amount=1, amount_max=2.5, unit="percent")) == "1–2.5%"


@pytest.mark.parametrize(
    ("signal", "governing", "agrees"),
    [
        # A change signal of another kind never agrees with V.
        (Value(amount=2, unit="EUR"), Value(amount=2, unit="percent"), False),
        # A choice agrees only with the same option.
        (Value(option="weekends"), Value(option="weekends"), True),
        (Value(option="weekdays_only"), Value(option="weekends"), False),
        # Money compares in one currency only: no family of currencies.
        (Value(amount=2, unit="EUR"), Value(amount=2, unit="EUR"), True),
        (Value(amount=2, unit="USD"), Value(amount=2, unit="EUR"), False),
        (Value(amount=1.5, unit="percent"), Value(amount=1, amount_max=2, unit="percent"), True),
        (Value(amount=3, unit="percent"), Value(amount=1, amount_max=2, unit="percent"), False),
        # Durations of one family compare by amount; a unit with no family is its own.
        (Value(amount=1, unit="calendar_days"), Value(amount=1, unit="business_days"), True),
        (Value(amount=24, unit="hours"), Value(amount=1, unit="business_days"), False),
    ],
)
def test_a_change_signal_agrees_with_v_only_by_amount_in_one_family(signal, governing, agrees):
    assert within_by_amount(signal, governing) is agrees


# --- reading: what a source says to a reader -----------------------------------------------


def test_an_html_comment_is_blanked_to_line_breaks_keeping_offsets():
    assert readable_text("a<!-- x -->b") == "a" + "\n" * 10 + "b"
    assert readable_text("a<!-- never closed") == "a" + "\n" * 17


def test_a_catalogue_choice_phrase_is_policy_wording_in_a_source():
    body = "# Payouts\n\nWe have no weekend payouts.\n"
    assert policy_wording(body, CAT) == "no weekend payouts"
    assert policy_wording(body) is None  # the seed's catalogue has no such choice


# --- replies -----------------------------------------------------------------------------


def test_a_holding_template_is_checked_against_the_workspace_catalogue():
    text = "Thanks. There are no weekend payouts, I will update you."
    assert check_escalate_template(text) == text
    with pytest.raises(UnsafeTemplate) as e:
        check_escalate_template(text, CAT)
    assert str(e.value) == f"holding reply is unsafe (it reads like a policy promise): {text!r}"


# --- rules table -------------------------------------------------------------------------


def test_the_rules_table_opens_with_its_header_row():
    lines = rules_markdown().split("\n")
    assert lines[:2] == ["| # | condition | result | reason |", "|---|---|---|---|"]
    assert lines[2].startswith("| D0a | Draft extraction failed")


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
#
# The trace is what the CLI and Slack show as the reasoning; each line below is pinned whole
# so a rule that fires for the wrong reason, or says the wrong thing, fails here.

MAC = source("MAC", "Reversals: within 4 business days.", kind="macro")
OLD = source("OLD", "Reversals take 5 business days.")
NEW = source(
    "NEW",
    "Reversals take 2 business days. This replaces the Outgoing Transfers – Reversal SOP and OLD.",
)
NEW_SUP = (
    "Outgoing Transfers – Reversal SOP and OLD",
    "This replaces the Outgoing Transfers – Reversal SOP and OLD.",
)
SLACK = source("SL", "From next month reversals take 2 business days.", kind="slack")
WEAK_SOP = source(
    "SOP", SOP.body.splitlines()[2], kind="sop", verification="unverified", title=SOP.title
)
A = source("A", "Reversals take 4 business days. This replaces B.")
B = source("B", "Reversals take 5 business days. This replaces A.")
FIVE = [source(f"O{i}", f"Reversals take {i} business days.") for i in range(5, 10)]
FAQ = source("X", "Reversals take 2 business days. This replaces the old FAQ.")
I1 = source("I1", "Instant reversals take 1 business day.")
I2 = source("I2", "Instant reversals take 2 business days.")
IW = source(
    "IW", "Instant reversals take 1 business day.", verification="unverified", owner_active=False
)
SEVEN = [source(f"S{i}", "Reversals take 4 business days.") for i in range(7)]
LATER = source("NYE", "From 2027 reversals take 2 business days.")
PRO_EU = source("P", "Pro plan payouts in the EU take 1 business day.", kind="help_article")
GENERAL = source("G", "Payouts take 3 business days.", kind="help_article")
EU_ONLY = source("P", "Payouts in the EU take 1 business day.", kind="help_article")


#: An instant-only exception that agrees with the SOP: its words state the claim's 4 (issue 19).
EXC4 = source("EXC", "For instant transfers only, reversals take 4 business days.")


def _hedged(text: str, v: Value, span: str):
    return draft(text, (v, span), definitive=False)


SCENARIOS = {
    "D4 consensus": lambda: run(
        D4, [SOP, MAC], claim(SOP, value(4)), claim(MAC, value(4)), rail="standard"
    ),
    "D4 over six sources": lambda: run(
        D4, SEVEN, *[claim(s, value(4)) for s in SEVEN], rail="standard"
    ),
    "D1 one dimension": lambda: run(
        D4, [SOP, EXC], claim(SOP, value(4)), claim(EXC, value(1), rail="instant"), rail="unknown"
    ),
    "D1 two dimensions": lambda: ot_run(
        "payout_delay",
        days(3),
        sclaim(GENERAL, "payout_delay", days(3)),
        sclaim(PRO_EU, "payout_delay", days(1), plan="pro", region="eu"),
    ),
    "D1 unresolved but agreeing": lambda: run(
        D4, [SOP, EXC4], claim(SOP, value(4)), claim(EXC4, value(4), rail="instant"), rail="unknown"
    ),
    "D2 proposal only": lambda: run(D4, [SLACK], claim(SLACK, value(2), rail="instant")),
    "D3 nothing applies": lambda: run(D4, [SOP], claim(SOP, value(4), rail="standard")),
    "D5 one superseder": lambda: run(
        D4,
        [SOP, EXC],
        claim(SOP, value(4)),
        claim(EXC, value(1), rail="instant", supersedes=sup(EXC)),
    ),
    "D5 undated others": lambda: run(
        D4,
        [SOP, OLD, NEW],
        claim(SOP, value(4)),
        claim(OLD, value(5)),
        claim(NEW, value(2), supersedes=NEW_SUP),
    ),
    "D5 dated, later": lambda: run(
        D4,
        [SOP, OLD, NEW],
        claim(SOP, value(4), effective=date(2026, 1, 1)),
        claim(OLD, value(5), effective=date(2026, 2, 1)),
        claim(NEW, value(2), supersedes=NEW_SUP, effective=date(2026, 3, 1)),
    ),
    "D5 undated superseder": lambda: run(
        D4,
        [SOP, NEW],
        claim(SOP, value(4), effective=date(2026, 1, 1)),
        claim(NEW, value(2), supersedes=NEW_SUP),
    ),
    "D5 two superseders": lambda: run(
        D4,
        [A, B],
        claim(A, value(4), supersedes=("B", "This replaces B.")),
        claim(B, value(5), supersedes=("A", "This replaces A.")),
    ),
    "D5 many failures": lambda: run(
        D4,
        [FAQ, *FIVE],
        claim(FAQ, value(2), supersedes=("the old FAQ", "This replaces everything.")),
        *[claim(o, value(int(o.id[1:]))) for o in FIVE],
    ),
    "D6 specific exception": lambda: run(
        D1, [SOP, EXC], claim(SOP, value(4)), claim(EXC, value(1), rail="instant")
    ),
    "D6 specific ones disagree": lambda: run(
        D4,
        [SOP, I1, I2],
        claim(SOP, value(4)),
        claim(I1, value(1), rail="instant"),
        claim(I2, value(2), rail="instant"),
    ),
    "D6 weakened exception": lambda: run(
        D4, [SOP, IW], claim(SOP, value(4)), claim(IW, value(1), rail="instant")
    ),
    "D7 conflict": lambda: run(D4, [SOP, OLD], claim(SOP, value(4)), claim(OLD, value(5))),
    "D8 no draft value": lambda: run(
        draft("Reversed within the usual window.", (None, "within the usual window")),
        [SOP],
        claim(SOP, value(4)),
        rail="standard",
    ),
    "D8 units differ": lambda: run(
        draft("Reversed within 24 hours.", (value(24, "hours"), "within 24 hours")),
        [SOP],
        claim(SOP, value(4)),
        rail="standard",
    ),
    "D9 hedged": lambda: run(
        _hedged("Usually within 4 business days.", value(4), "within 4 business days"),
        [EXC],
        claim(EXC, value(1), rail="instant"),
    ),
    "D11a weak basis": lambda: run(D4, [WEAK_SOP], claim(WEAK_SOP, value(4)), rail="standard"),
    "D11b proposal": lambda: run(
        D4, [SOP, SLACK], claim(SOP, value(4)), claim(SLACK, value(2)), rail="standard"
    ),
    "D11b not yet effective": lambda: run(
        D4,
        [SOP, LATER],
        claim(SOP, value(4)),
        claim(LATER, value(2), effective=date(2027, 1, 1)),
        rail="standard",
    ),
    "two claims": lambda: run(
        draft(
            "Reversed within 4 business days, or 9 days at most.",
            (value(4), "within 4 business days"),
            (value(9, "calendar_days"), "9 days"),
        ),
        [SOP],
        claim(SOP, value(4)),
        rail="standard",
    ),
}


CLAIM_TRACES = [
    pytest.param(
        "D4 consensus",
        "ALLOW",
        "SUPPORTED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), MAC (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days), MAC (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days), MAC (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days), MAC (4 business days)",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a pass: V rests on at least one unweakened candidate: SOP, MAC",
            "D11b pass: no applicable proposal or future change contradicts V",
        ],
        id="D4 consensus",
    ),
    pytest.param(
        "D4 over six sources",
        "ALLOW",
        "SUPPORTED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = S0 (4 business days), S1 (4 business days), S2 (4 business days), S3 (4 business days), S4 (4 business days), S5 (4 business days) …and 1 more)",
            "D2 pass: C is not empty: S0 (4 business days), S1 (4 business days), S2 (4 business days), S3 (4 business days), S4 (4 business days), S5 (4 business days) …and 1 more",
            "D3 pass: C is not empty: S0 (4 business days), S1 (4 business days), S2 (4 business days), S3 (4 business days), S4 (4 business days), S5 (4 business days) …and 1 more",
            "D4 fired: all of C agree on 4 business days: S0 (4 business days), S1 (4 business days), S2 (4 business days), S3 (4 business days), S4 (4 business days), S5 (4 business days) …and 1 more",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a pass: V rests on at least one unweakened candidate: S0, S1, S2, S3, S4, S5 …and 1 more",
            "D11b pass: no applicable proposal or future change contradicts V",
        ],
        id="D4 over six sources",
    ),
    pytest.param(
        "D1 one dimension",
        "ESCALATE",
        "SCOPE_UNKNOWN",
        [
            "D1 fired: EXC sets 1 business day for the instant rail only, SOP sets 4 business days, and TCK-1's rail is unknown",
        ],
        id="D1 one dimension",
    ),
    pytest.param(
        "D1 two dimensions",
        "ESCALATE",
        "SCOPE_UNKNOWN",
        [
            "D1 fired: P sets 1 business day for the pro plan and the eu region only, G sets 3 business days, and T-1's plan and region are unknown",
        ],
        id="D1 two dimensions",
    ),
    pytest.param(
        "D1 unresolved but agreeing",
        "ALLOW",
        "SUPPORTED",
        [
            "D1 pass: no scope-unresolved candidate disagrees with another",
            "D2 pass: C is not empty: SOP (4 business days), EXC (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days), EXC (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days), EXC (4 business days)",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a pass: V rests on at least one unweakened candidate: SOP, EXC",
            "D11b pass: no applicable proposal or future change contradicts V",
        ],
        id="D1 unresolved but agreeing",
    ),
    pytest.param(
        "D2 proposal only",
        "CAUTION",
        "PROPOSAL_ONLY",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = none)",
            "D2 fired: no in-force candidate applies; only proposals or future changes do: SL (2 business days)",
        ],
        id="D2 proposal only",
    ),
    pytest.param(
        "D3 nothing applies",
        "CAUTION",
        "UNSUPPORTED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = none)",
            "D2 pass: no proposal applies either",
            "D3 fired: no source supports or contradicts this claim",
        ],
        id="D3 nothing applies",
    ),
    pytest.param(
        "D5 one superseder",
        "HOLD",
        "CONTRADICTS_GOVERNING",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), EXC (1 business day))",
            "D2 pass: C is not empty: SOP (4 business days), EXC (1 business day)",
            "D3 pass: C is not empty: SOP (4 business days), EXC (1 business day)",
            "D4 fail: C disagrees: SOP (4 business days), EXC (1 business day)",
            "D5 fired: EXC says it supersedes 'Outgoing Transfers – Reversal SOP' (matches SOP title). EXC applies to the instant rail, which matches TCK-1. SOP has no effective date, so the explicit sentence is enough.",
            "D8 pass: the draft and V both count business days",
            "D9 fired: the draft says 'within 4 business days', outside V = 1 business day",
            "D11a pass: V rests on at least one unweakened candidate: EXC",
        ],
        id="D5 one superseder",
    ),
    pytest.param(
        "D5 undated others",
        "HOLD",
        "CONTRADICTS_GOVERNING",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), OLD (5 business days), NEW (2 business days))",
            "D2 pass: C is not empty: SOP (4 business days), OLD (5 business days), NEW (2 business days)",
            "D3 pass: C is not empty: SOP (4 business days), OLD (5 business days), NEW (2 business days)",
            "D4 fail: C disagrees: SOP (4 business days), OLD (5 business days), NEW (2 business days)",
            "D5 fired: NEW says it supersedes 'Outgoing Transfers – Reversal SOP and OLD' (matches SOP title, OLD ID). NEW applies to all rails, which matches TCK-1. SOP, OLD have no effective date, so the explicit sentence is enough.",
            "D8 pass: the draft and V both count business days",
            "D9 fired: the draft says 'within 4 business days', outside V = 2 business days",
            "D11a pass: V rests on at least one unweakened candidate: NEW",
        ],
        id="D5 undated others",
    ),
    pytest.param(
        "D5 dated, later",
        "HOLD",
        "CONTRADICTS_GOVERNING",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), OLD (5 business days), NEW (2 business days))",
            "D2 pass: C is not empty: SOP (4 business days), OLD (5 business days), NEW (2 business days)",
            "D3 pass: C is not empty: SOP (4 business days), OLD (5 business days), NEW (2 business days)",
            "D4 fail: C disagrees: SOP (4 business days), OLD (5 business days), NEW (2 business days)",
            "D5 fired: NEW says it supersedes 'Outgoing Transfers – Reversal SOP and OLD' (matches SOP title, OLD ID). NEW applies to all rails, which matches TCK-1. NEW takes effect 2026-03-01, after SOP's 2026-01-01, OLD's 2026-02-01.",
            "D8 pass: the draft and V both count business days",
            "D9 fired: the draft says 'within 4 business days', outside V = 2 business days",
            "D11a pass: V rests on at least one unweakened candidate: NEW",
        ],
        id="D5 dated, later",
    ),
    pytest.param(
        "D5 undated superseder",
        "HOLD",
        "CONTRADICTS_GOVERNING",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), NEW (2 business days))",
            "D2 pass: C is not empty: SOP (4 business days), NEW (2 business days)",
            "D3 pass: C is not empty: SOP (4 business days), NEW (2 business days)",
            "D4 fail: C disagrees: SOP (4 business days), NEW (2 business days)",
            "D5 fired: NEW says it supersedes 'Outgoing Transfers – Reversal SOP and OLD' (matches SOP title). NEW applies to all rails, which matches TCK-1. NEW has no effective date, so the explicit sentence is enough.",
            "D8 pass: the draft and V both count business days",
            "D9 fired: the draft says 'within 4 business days', outside V = 2 business days",
            "D11a pass: V rests on at least one unweakened candidate: NEW",
        ],
        id="D5 undated superseder",
    ),
    pytest.param(
        "D5 two superseders",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = A (4 business days), B (5 business days))",
            "D2 pass: C is not empty: A (4 business days), B (5 business days)",
            "D3 pass: C is not empty: A (4 business days), B (5 business days)",
            "D4 fail: C disagrees: A (4 business days), B (5 business days)",
            "D5 fail: more than one source supersedes the others: A, B",
            "D6 fail: no candidate matches TCK-1's scope specifically",
            "D7 fired: candidates still disagree: A (4 business days), B (5 business days). Recency and verification never break the tie",
        ],
        id="D5 two superseders",
    ),
    pytest.param(
        "D5 many failures",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = X (2 business days), O5 (5 business days), O6 (6 business days), O7 (7 business days), O8 (8 business days), O9 (9 business days))",
            "D2 pass: C is not empty: X (2 business days), O5 (5 business days), O6 (6 business days), O7 (7 business days), O8 (8 business days), O9 (9 business days)",
            "D3 pass: C is not empty: X (2 business days), O5 (5 business days), O6 (6 business days), O7 (7 business days), O8 (8 business days), O9 (9 business days)",
            "D4 fail: C disagrees: X (2 business days), O5 (5 business days), O6 (6 business days), O7 (7 business days), O8 (8 business days), O9 (9 business days)",
            "D5 fail: X's supersession quote is not in its text, 'the old FAQ' does not name O5, 'the old FAQ' does not name O6, 'the old FAQ' does not name O7 …and 2 more",
            "D6 fail: no candidate matches TCK-1's scope specifically",
            "D7 fired: candidates still disagree: X (2 business days), O5 (5 business days), O6 (6 business days), O7 (7 business days), O8 (8 business days), O9 (9 business days). Recency and verification never break the tie",
        ],
        id="D5 many failures",
    ),
    pytest.param(
        "D6 specific exception",
        "ALLOW",
        "SUPPORTED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), EXC (1 business day))",
            "D2 pass: C is not empty: SOP (4 business days), EXC (1 business day)",
            "D3 pass: C is not empty: SOP (4 business days), EXC (1 business day)",
            "D4 fail: C disagrees: SOP (4 business days), EXC (1 business day)",
            "D5 fail: no candidate has a supersession sentence",
            "D6 fired: EXC (1 business day) matches TCK-1's rail specifically, has no weakeners, and every disagreeing candidate is general",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 1 business day' is within V = 1 business day",
            "D10 fired: 'within 1 business day' is within V = 1 business day",
            "D11a pass: V rests on at least one unweakened candidate: EXC",
            "D11b pass: no applicable proposal or future change contradicts V",
        ],
        id="D6 specific exception",
    ),
    pytest.param(
        "D6 specific ones disagree",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), I1 (1 business day), I2 (2 business days))",
            "D2 pass: C is not empty: SOP (4 business days), I1 (1 business day), I2 (2 business days)",
            "D3 pass: C is not empty: SOP (4 business days), I1 (1 business day), I2 (2 business days)",
            "D4 fail: C disagrees: SOP (4 business days), I1 (1 business day), I2 (2 business days)",
            "D5 fail: no candidate has a supersession sentence",
            "D6 fail: the specific candidates disagree with each other",
            "D7 fired: candidates still disagree: SOP (4 business days), I1 (1 business day), I2 (2 business days). Recency and verification never break the tie",
        ],
        id="D6 specific ones disagree",
    ),
    pytest.param(
        "D6 weakened exception",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), IW (1 business day))",
            "D2 pass: C is not empty: SOP (4 business days), IW (1 business day)",
            "D3 pass: C is not empty: SOP (4 business days), IW (1 business day)",
            "D4 fail: C disagrees: SOP (4 business days), IW (1 business day)",
            "D5 fail: no candidate has a supersession sentence",
            "D6 fail: IW is weakened (UNVERIFIED, OWNER_INACTIVE), and an inferred override needs an unweakened source",
            "D7 fired: candidates still disagree: SOP (4 business days), IW (1 business day). Recency and verification never break the tie",
        ],
        id="D6 weakened exception",
    ),
    pytest.param(
        "D7 conflict",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days), OLD (5 business days))",
            "D2 pass: C is not empty: SOP (4 business days), OLD (5 business days)",
            "D3 pass: C is not empty: SOP (4 business days), OLD (5 business days)",
            "D4 fail: C disagrees: SOP (4 business days), OLD (5 business days)",
            "D5 fail: no candidate has a supersession sentence",
            "D6 fail: no candidate matches TCK-1's scope specifically",
            "D7 fired: candidates still disagree: SOP (4 business days), OLD (5 business days). Recency and verification never break the tie",
        ],
        id="D7 conflict",
    ),
    pytest.param(
        "D8 no draft value",
        "CAUTION",
        "UNSUPPORTED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 fired: the draft names no value to compare with V = 4 business days",
        ],
        id="D8 no draft value",
    ),
    pytest.param(
        "D8 units differ",
        "CAUTION",
        "UNIT_MISMATCH",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 fired: the draft says 24 hours but V is 4 business days: units differ",
        ],
        id="D8 units differ",
    ),
    pytest.param(
        "D9 hedged",
        "CAUTION",
        "CONTRADICTS_GOVERNING",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = EXC (1 business day))",
            "D2 pass: C is not empty: EXC (1 business day)",
            "D3 pass: C is not empty: EXC (1 business day)",
            "D4 fired: all of C agree on 1 business day: EXC (1 business day)",
            "D8 pass: the draft and V both count business days",
            "D9 fired: the draft says 'within 4 business days', outside V = 1 business day, but it is hedged, so CAUTION rather than HOLD",
        ],
        id="D9 hedged",
    ),
    pytest.param(
        "D11a weak basis",
        "CAUTION",
        "WEAK_BASIS",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a fired: V = 4 business days rests only on weakened candidates (SOP: UNVERIFIED); verify before sending",
        ],
        id="D11a weak basis",
    ),
    pytest.param(
        "D11b proposal",
        "CAUTION",
        "CHANGE_SIGNALLED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a pass: V rests on at least one unweakened candidate: SOP",
            "D11b fired: a change is signalled that contradicts V = 4 business days: SL (proposal: 2 business days)",
        ],
        id="D11b proposal",
    ),
    pytest.param(
        "D11b not yet effective",
        "CAUTION",
        "CHANGE_SIGNALLED",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a pass: V rests on at least one unweakened candidate: SOP",
            "D11b fired: a change is signalled that contradicts V = 4 business days: NYE (not yet effective: 2 business days)",
        ],
        id="D11b not yet effective",
    ),
    pytest.param(
        "two claims",
        "CAUTION",
        "UNIT_MISMATCH",
        [
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 pass: the draft and V both count business days",
            "D9 pass: 'within 4 business days' is within V = 4 business days",
            "D10 fired: 'within 4 business days' is within V = 4 business days",
            "D11a pass: V rests on at least one unweakened candidate: SOP",
            "D11b pass: no applicable proposal or future change contradicts V",
            "D1 pass: every candidate's scope is settled for TCK-1 (C = SOP (4 business days))",
            "D2 pass: C is not empty: SOP (4 business days)",
            "D3 pass: C is not empty: SOP (4 business days)",
            "D4 fired: all of C agree on 4 business days: SOP (4 business days)",
            "D8 fired: the draft says 9 days but V is 4 business days: units differ",
        ],
        id="two claims",
    ),
]


@pytest.mark.parametrize(("name", "decision", "reason", "lines"), CLAIM_TRACES)
def test_each_claim_trace_says_why_in_words(name, decision, reason, lines):
    v = SCENARIOS[name]()
    assert (v.decision, v.reason_code) == (decision, reason)
    said = [
        f"{s.rule} {s.outcome}: {s.detail}"
        for c in v.claims
        for s in c.trace
        if s.outcome != "skipped"
    ]
    assert said == lines


SET_BY_D4 = [("D5", "V was set by D4"), ("D6", "V was set by D4"), ("D7", "V was set by D4")]
AFTER_D1 = ("D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11a", "D11b")
AFTER_D8 = ("D9", "D10", "D11a", "D11b")


@pytest.mark.parametrize(
    ("name", "skipped"),
    [
        ("D1 one dimension", [(r, "D1 settled the outcome") for r in AFTER_D1]),
        ("D4 consensus", SET_BY_D4),
        ("D6 specific exception", [("D7", "V was set by D6")]),
        ("D8 no draft value", [*SET_BY_D4, *((r, "no comparable draft value") for r in AFTER_D8)]),
        ("D8 units differ", [*SET_BY_D4, *((r, "units differ") for r in AFTER_D8)]),
        (
            "D9 hedged",
            [
                *SET_BY_D4,
                ("D10", "the draft value is outside V"),
                ("D11a", "result is already CAUTION"),
                ("D11b", "result is CAUTION, not ALLOW"),
            ],
        ),
        ("D11a weak basis", [*SET_BY_D4, ("D11b", "already CAUTION")]),
        (
            "D5 one superseder",
            [
                ("D6", "V was set by D5"),
                ("D7", "V was set by D5"),
                ("D10", "the draft value is outside V"),
                ("D11b", "result is HOLD, not ALLOW"),
            ],
        ),
    ],
)
def test_every_rule_not_reached_is_listed_once_with_the_reason(name, skipped):
    v = SCENARIOS[name]()
    trace = v.claims[0].trace
    assert [(s.rule, s.detail) for s in trace if s.outcome == "skipped"] == skipped
    assert [s.rule for s in trace] == [
        "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11a", "D11b"
    ]  # fmt: skip


# --- the verdict's own trace: D0a–D0d, SEVERITY and the SOURCE_UNREAD cap -----------------

UNREAD = source("OTH", "Reversals take 4 business days.")


def _with(d, *sources_, failed=(), empty=()):
    """`d` against SOP (4 business days, any rail) on a standard-rail ticket; `failed`
    sources' extraction errored, `empty` ones' came back with no claim."""
    ex = extractions(d, claim(SOP, value(4)))
    ex.sources += [SourceExtraction(source_id=s.id, ok=False, error="boom") for s in failed]
    ex.sources += [SourceExtraction(source_id=s.id) for s in empty]
    return decide(ex, [SOP, *sources_], ticket("standard"), NOW)


VERDICTS = {
    "draft extraction failed": lambda: run(
        draft("Reversed within 4 business days.").model_copy(update={"ok": False, "error": "boom"}),
        [SOP],
        claim(SOP, value(4)),
    ),
    "every draft claim rejected": lambda: run(
        draft("Reversed soon.", (value(4), "within 4 business days")), [SOP], claim(SOP, value(4))
    ),
    "extraction gap": lambda: run(
        draft("Your money is back in 4 business days or €5 back."), [SOP], claim(SOP, value(4))
    ),
    "outside coverage": lambda: run(
        draft(
            "Pending transfers clear within 24 hours.",
            (value(24, "hours"), "within 24 hours"),
            topic="other",
        ),
        [SOP],
        claim(SOP, value(4)),
    ),
    "no policy claim": lambda: run(
        draft("Thanks, I'm looking into this for you."), [SOP], claim(SOP, value(4))
    ),
    "unread caps ALLOW": lambda: _with(D4, UNREAD, failed=[UNREAD]),
    "unread, no policy claim": lambda: _with(draft("Thanks!"), UNREAD, failed=[UNREAD]),
    "silenced, already HOLD": lambda: _with(D1, UNREAD, empty=[UNREAD]),
    "two claims": SCENARIOS["two claims"],
}

VERDICT_TRACES = [
    pytest.param(
        "draft extraction failed",
        "AI_UNAVAILABLE",
        "EXTRACTION_FAILED",
        "AI unavailable: the draft could not be read. Retry before sending.",
        [
            "D0a fired: draft extraction failed: boom",
        ],
        id="draft extraction failed",
    ),
    pytest.param(
        "every draft claim rejected",
        "AI_UNAVAILABLE",
        "EXTRACTION_FAILED",
        "AI unavailable: the draft could not be read. Retry before sending.",
        [
            "D0a fired: every draft claim was rejected by quote validation",
        ],
        id="every draft claim rejected",
    ),
    pytest.param(
        "extraction gap",
        "CAUTION",
        "EXTRACTION_GAP",
        "Couldn't confirm: AnswerGuard couldn't confirm the timing and amount in this draft. Check it manually.",
        [
            "D0a pass: draft read: 0 claim(s)",
            "D0b fired: no reversal_window claim was extracted, but the draft contains '4 business days', '€5'",
            "D0c pass: no claim on an uncovered topic has a value",
            "D0d pass: the draft has claims or policy patterns",
            "SEVERITY pass: most severe across claims (no claims) → CAUTION EXTRACTION_GAP",
            "CAP pass: every visible, non-excluded source was read",
        ],
        id="extraction gap",
    ),
    pytest.param(
        "outside coverage",
        "CAUTION",
        "OUTSIDE_COVERAGE",
        "Couldn't confirm: 'within 24 hours' is a timing AnswerGuard doesn't cover. Check it.",
        [
            "D0a pass: draft read: 1 claim(s)",
            "D0b pass: no timing or money pattern and no unread number outside extracted claims",
            "D0c fired: outside coverage: 'within 24 hours' (other)",
            "D0d pass: the draft has claims or policy patterns",
            "SEVERITY fired: most severe across claims (1: CAUTION) → CAUTION OUTSIDE_COVERAGE",
            "CAP pass: every visible, non-excluded source was read",
        ],
        id="outside coverage",
    ),
    pytest.param(
        "no policy claim",
        "ALLOW",
        "NO_POLICY_CLAIM",
        "No policy claims in this reply.",
        [
            "D0a pass: draft read: 0 claim(s)",
            "D0b pass: no timing or money pattern and no unread number outside extracted claims",
            "D0c pass: no claim on an uncovered topic has a value",
            "D0d fired: no claims and no policy pattern in the draft",
            "SEVERITY pass: most severe across claims (no claims) → ALLOW NO_POLICY_CLAIM",
            "CAP pass: every visible, non-excluded source was read",
        ],
        id="no policy claim",
    ),
    pytest.param(
        "unread caps ALLOW",
        "CAUTION",
        "SOURCE_UNREAD",
        "Couldn't confirm: OTH could not be read, and it might contradict this reply.",
        [
            "D0a pass: draft read: 1 claim(s)",
            "D0b pass: 1 governed claim(s) extracted and every number in the draft read",
            "D0c pass: no claim on an uncovered topic has a value",
            "D0d pass: the draft has claims or policy patterns",
            "SEVERITY fired: most severe across claims (1: ALLOW) → ALLOW SUPPORTED",
            "CAP fired: could not read OTH; an unread source can never support ALLOW",
        ],
        id="unread caps ALLOW",
    ),
    pytest.param(
        "unread, no policy claim",
        "ALLOW",
        "NO_POLICY_CLAIM",
        "No policy claims in this reply.",
        [
            "D0a pass: draft read: 0 claim(s)",
            "D0b pass: no timing or money pattern and no unread number outside extracted claims",
            "D0c pass: no claim on an uncovered topic has a value",
            "D0d fired: no claims and no policy pattern in the draft",
            "SEVERITY pass: most severe across claims (no claims) → ALLOW NO_POLICY_CLAIM",
            "CAP pass: could not read OTH; the draft states no policy claim to contradict",
        ],
        id="unread, no policy claim",
    ),
    pytest.param(
        "silenced, already HOLD",
        "HOLD",
        "CONTRADICTS_GOVERNING",
        "Hold: the draft says within 1 business day, but SOP sets 4 business days.",
        [
            "D0a pass: draft read: 1 claim(s)",
            "D0b pass: 1 governed claim(s) extracted and every number in the draft read",
            "D0c pass: no claim on an uncovered topic has a value",
            "D0d pass: the draft has claims or policy patterns",
            "SEVERITY fired: most severe across claims (1: HOLD) → HOLD CONTRADICTS_GOVERNING",
            "CAP pass: could not read OTH (it says '4 business days' but yielded no claim); the result is already HOLD",
        ],
        id="silenced, already HOLD",
    ),
    pytest.param(
        "two claims",
        "CAUTION",
        "UNIT_MISMATCH",
        "Couldn't confirm: the draft says 9 days, but the policy counts 4 business days.",
        [
            "D0a pass: draft read: 2 claim(s)",
            "D0b pass: 2 governed claim(s) extracted and every number in the draft read",
            "D0c pass: no claim on an uncovered topic has a value",
            "D0d pass: the draft has claims or policy patterns",
            "SEVERITY fired: most severe across claims (1: ALLOW, 2: CAUTION) → CAUTION UNIT_MISMATCH",
            "CAP pass: every visible, non-excluded source was read",
        ],
        id="two claims",
    ),
]


@pytest.mark.parametrize(("name", "decision", "reason", "headline", "lines"), VERDICT_TRACES)
def test_each_verdict_trace_and_headline_say_why_in_words(name, decision, reason, headline, lines):
    v = VERDICTS[name]()
    assert (v.decision, v.reason_code, v.headline) == (decision, reason, headline)
    assert [f"{s.rule} {s.outcome}: {s.detail}" for s in v.trace] == lines


# --- applicability: scope in words --------------------------------------------------------


def _scoped(**scope: str) -> SourceClaim:
    return sclaim(GENERAL, "payout_delay", days(3)).model_copy(update={"scope": scope})


@pytest.mark.parametrize(
    ("scope", "words"),
    [
        ({"plan": "pro", "region": "eu"}, "the pro plan and the eu region"),
        ({"card_type": "debit", "plan": "any"}, "the debit card type"),
        ({"card_type": "any", "plan": "any"}, "all card types and all plans"),
        ({}, "every case"),
    ],
)
def test_a_claims_scope_reads_as_words(scope, words):
    assert where(_scoped(**scope)) == words


def test_only_the_dimensions_the_ticket_leaves_unknown_are_unresolved():
    c = _scoped(plan="pro", region="eu")
    assert unresolved_dimensions(c, Ticket(id="T", scope={"plan": "pro"})) == ["region"]
    assert unresolved_dimensions(c, Ticket(id="T", scope={"plan": "pro", "region": "eu"})) == []


# --- values: what the D8 trace says a value counts --------------------------------------


@pytest.mark.parametrize(
    ("v", "words"),
    [
        (value(1), "business days"),
        (Value(option="weekends"), "options"),
        (Value(amount=1, unit="EUR"), "EUR"),
        (Value(amount=1, unit="percent"), "percent"),
        (Value(amount=3, unit="free listings", kind="count"), "free listings"),
    ],
)
def test_d8_names_what_a_value_counts(v, words):
    assert unit_words(v) == words


# --- governing: details of D5 -----------------------------------------------------------


def test_a_superseder_effective_the_same_day_does_not_supersede():
    same_day = date(2026, 3, 1)
    v = run(
        D4,
        [SOP, NEW],
        claim(SOP, value(4), effective=same_day),
        claim(NEW, value(2), supersedes=NEW_SUP, effective=same_day),
    )
    d5 = next(s for s in v.claims[0].trace if s.rule == "D5")
    assert (d5.outcome, d5.detail) == (
        "fail",
        "NEW takes effect 2026-03-01, not after SOP's 2026-03-01",
    )
    assert v.reason_code == "CONFLICT_UNRESOLVED"


def test_d5_names_only_the_sources_it_overrides_not_those_that_agree_with_it():
    agrees = source("AGR", "Reversals take 2 business days.")
    v = run(
        D4,
        [SOP, NEW, agrees],
        claim(SOP, value(4)),
        claim(NEW, value(2), supersedes=NEW_SUP),
        claim(agrees, value(2)),
    )
    d5 = next(s for s in v.claims[0].trace if s.rule == "D5")
    assert d5.detail == (
        "NEW says it supersedes 'Outgoing Transfers – Reversal SOP and OLD' (matches SOP title). "
        "NEW applies to all rails, which matches TCK-1. SOP has no effective date, so the "
        "explicit sentence is enough."
    )


# --- decide: D9 quotes the draft, or its value when the extractor gave no wording -------


def test_d9_quotes_the_value_when_the_draft_claim_has_no_wording():
    d = DraftExtraction(
        text="Reversed within 4 business days.",
        claims=[
            DraftClaim(
                claim_id="d1",
                topic="reversal_window",
                value=value(4),
                value_text="",
                span="within 4 business days",
            )
        ],
    )
    v = run(d, [EXC], claim(EXC, value(1), rail="instant"))
    d9 = next(s for s in v.claims[0].trace if s.rule == "D9")
    assert d9.detail == "the draft says '4 business days', outside V = 1 business day"


# --- send: the unique index settles a race ----------------------------------------------


def test_a_send_that_loses_the_race_to_the_unique_index_is_a_duplicate(tmp_path, monkeypatch):
    store = Store(tmp_path / "ag.db")
    service = CheckService(LocalExtractor(), store.workspace)
    text = "Failed transfers are reversed within 1 business day."
    r = CheckRequest(ticket_id="TCK-9001", draft=text, now=NOW, user="U1")
    first = send(service, store, r, "U1", acknowledged=False, idempotency_key="k")
    # The other process's send was not visible when this one looked, but it was committed
    # by the time this one wrote: the unique index refuses the second `sent` row.
    real, looks = store.find_sent, []

    def not_yet_visible(key: str):
        looks.append(key)
        return None if len(looks) == 1 else real(key)

    monkeypatch.setattr(store, "find_sent", not_yet_visible)
    second = send(service, store, r, "U2", acknowledged=False, idempotency_key="k")
    assert (first.status, second.status) == ("sent", "duplicate")
    assert second.send_id == first.send_id
    assert len(store.outbox()) == 1


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


# --- replies: which topic a reply speaks of, and what makes a holding reply unsafe ------


def test_a_hold_reply_without_a_topic_speaks_of_the_first_topic():
    assert hold_reply(value(1)) == (
        "For transfers on this payment type, the current policy gives a reversal window of "
        "1 business day."
    )


def test_a_catalogue_without_topics_gets_the_plain_templates():
    empty = catalogue_from_dict({"name": "E", "topics": {}}, "test", "E")
    assert (
        hold_reply(value(1), None, empty)
        == "Under our current policy, the policy is 1 business day."
    )
    assert escalate_reply(None, empty) == HOLDING_PLAIN


def test_a_topic_label_that_reads_like_a_catalogue_promise_gets_the_plain_holding_reply():
    # "whether payouts run at weekends" holds the choice phrase "payouts run at weekends".
    assert escalate_reply("weekend_payouts", CAT) == HOLDING_PLAIN
    assert escalate_reply("payout_delay", CAT) == (
        "Thanks for your patience. I'm confirming the exact payout delay for your case and "
        "will update you here as soon as I have it."
    )


def test_a_holding_reply_problem_says_what_is_wrong():
    assert holding_reply_problem("back in 2 days") == "it names a number or a time unit"
    assert holding_reply_problem("no weekend payouts", CAT) == "it reads like a policy promise"
    assert holding_reply_problem(HOLDING_PLAIN, CAT) is None


# --- decide: evidence, long lists, claims off the catalogue, catalogue-silenced sources --


def test_each_piece_of_evidence_says_whether_it_supports_the_draft():
    flagged = source("FLG", "Reversals take 9 business days.", flagged=True)
    standard = source("STD", "Standard reversals take 4 business days.")
    vague = source("VAG", "Reversals take a while.")
    v = run(
        D4,
        [SOP, EXC, flagged, standard, vague],
        claim(SOP, value(4)),
        claim(EXC, value(1), rail="instant", supersedes=sup(EXC)),
        claim(flagged, value(9)),
        claim(standard, value(4), rail="standard"),
        claim(vague, None),
    )
    assert [
        (e.source.id, e.standing, e.applicability, e.relation) for e in v.claims[0].evidence
    ] == [
        ("SOP", "CANDIDATE", "APPLIES", "supports"),
        ("EXC", "CANDIDATE", "APPLIES", "contradicts"),
        ("FLG", "EXCLUDED", "APPLIES", "n/a"),
        ("STD", "CANDIDATE", "NOT_APPLICABLE", "n/a"),
        ("VAG", "CANDIDATE", "APPLIES", "n/a"),
    ]


def test_d11a_names_at_most_four_weakened_sources_with_all_their_doubts():
    weak = [
        source(f"W{i}", "Reversals take 4 business days.", verification="unverified",
               owner_active=i != 0)
        for i in range(5)
    ]  # fmt: skip
    v = run(D4, weak, *[claim(s, value(4)) for s in weak], rail="standard")
    d11a = next(s for s in v.claims[0].trace if s.rule == "D11a")
    assert d11a.detail == (
        "V = 4 business days rests only on weakened candidates (W0: UNVERIFIED, OWNER_INACTIVE, "
        "W1: UNVERIFIED, W2: UNVERIFIED, W3: UNVERIFIED …and 1 more); verify before sending"
    )


def test_d11b_names_at_most_four_signalled_changes():
    proposals = [
        source(f"P{n}", f"Soon: {n} business days.", kind="slack") for n in (1, 2, 3, 5, 6)
    ]
    v = run(
        D4,
        [SOP, *proposals],
        claim(SOP, value(4)),
        *[claim(p, value(int(p.id[1:]))) for p in proposals],
        rail="standard",
    )
    d11b = next(s for s in v.claims[0].trace if s.rule == "D11b")
    assert d11b.detail == (
        "a change is signalled that contradicts V = 4 business days: P1 (proposal: 1 business "
        "day), P2 (proposal: 2 business days), P3 (proposal: 3 business days), P5 (proposal: 5 "
        "business days) …and 1 more"
    )


def test_a_claim_off_the_catalogue_is_allowed_without_a_value_and_checked_by_hand_with_one():
    no_value = run(
        draft("Thanks! Your card ships soon.", (None, "Your card ships soon"), topic="other"),
        [SOP],
        claim(SOP, value(4)),
    )
    (c,) = no_value.claims
    assert (c.decision, c.reason_code, c.draft_claim.span) == (
        "ALLOW",
        "NO_POLICY_CLAIM",
        "Your card ships soon",
    )
    assert [(s.rule, s.outcome, s.detail) for s in c.trace] == [
        ("D0c", "pass", "'Your card ships soon' is on no catalogue topic (other) and has no value")
    ]
    assert c.evidence == []
    (c,) = VERDICTS["outside coverage"]().claims
    assert (c.decision, c.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")
    assert [(s.rule, s.outcome, s.detail) for s in c.trace] == [
        (
            "D0c",
            "fired",
            "'within 24 hours' is a value on no catalogue topic (other); the rules only cover "
            "governed topics, so check it manually",
        )
    ]


def test_a_source_silenced_on_a_catalogue_phrase_is_unread():
    """The detector reads sources with the workspace's catalogue: a source that says "no
    weekend payouts" (a choice phrase of this catalogue only) and yields no claim is unread."""
    choice = source("CH", "We have no weekend payouts.", kind="help_article")
    c = sclaim(GENERAL, "payout_delay", days(3))
    ex = Extractions(
        draft=DraftExtraction(
            text="Payouts take 3 business days.",
            claims=[
                DraftClaim(
                    claim_id="d1",
                    topic="payout_delay",
                    value=days(3),
                    value_text="3 business days",
                    span="3 business days",
                )
            ],
        ),
        sources=[SourceExtraction(source_id="G", claims=[c]), SourceExtraction(source_id="CH")],
    )
    t = Ticket(id="T-1", scope={"plan": "pro", "region": "eu"})
    v = decide(ex, [GENERAL, choice], t, NOW, CAT)
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["CH"])
    assert v.trace[-1].detail == (
        "could not read CH (it says 'no weekend payouts' but yielded no claim); an unread "
        "source can never support ALLOW"
    )


# --- reading: what the cache must not keep ----------------------------------------------


def test_every_fabricated_quote_of_a_source_extraction_is_reported():
    body = SOP.body
    good = claim(SOP, value(4))
    bad = claim(SOP, value(2), quote="Reversals take 2 days.")
    bad_sup = claim(SOP, value(1), supersedes=("the old FAQ", "This replaces the old FAQ."))
    ext = SourceExtraction(source_id="SOP", claims=[good, bad, bad_sup])
    assert unusable_source_quotes(ext, body) == [
        "Reversals take 2 days.",
        "This replaces the old FAQ.",
    ]


@pytest.mark.parametrize(
    ("name", "headline"),
    [
        ("D4 consensus", "Supported: within 4 business days matches SOP and MAC."),
        (
            "D4 over six sources",
            "Supported: within 4 business days matches S0 and S1 and S2 and S3 and S4 and S5 and S6.",
        ),
        (
            "D1 one dimension",
            "Escalate: the sources disagree and TCK-1's transfer type is unknown. Don't give a timeline yet.",
        ),
        ("D1 unresolved but agreeing", "Supported: within 4 business days matches SOP and EXC."),
        (
            "D2 proposal only",
            "Couldn't confirm: only a proposed or future change covers this. Check it.",
        ),
        ("D3 nothing applies", "Couldn't confirm: no in-force source covers this claim."),
        (
            "D5 one superseder",
            "Hold: the draft says within 4 business days, but EXC sets 1 business day.",
        ),
        (
            "D5 undated others",
            "Hold: the draft says within 4 business days, but NEW sets 2 business days.",
        ),
        (
            "D5 dated, later",
            "Hold: the draft says within 4 business days, but NEW sets 2 business days.",
        ),
        (
            "D5 undated superseder",
            "Hold: the draft says within 4 business days, but NEW sets 2 business days.",
        ),
        ("D5 two superseders", "Escalate: the sources disagree and no rule can pick a winner."),
        ("D5 many failures", "Escalate: the sources disagree and no rule can pick a winner."),
        ("D6 specific exception", "Supported: within 1 business day matches EXC."),
        (
            "D6 specific ones disagree",
            "Escalate: the sources disagree and no rule can pick a winner.",
        ),
        ("D6 weakened exception", "Escalate: the sources disagree and no rule can pick a winner."),
        ("D7 conflict", "Escalate: the sources disagree and no rule can pick a winner."),
        (
            "D8 units differ",
            "Couldn't confirm: the draft says within 24 hours, but the policy counts 4 business days.",
        ),
        (
            "D9 hedged",
            "Caution: the draft hedges on within 4 business days, but EXC sets 1 business day. Reword before sending.",
        ),
        (
            "D11a weak basis",
            "Caution: the right value is probably 4 business days (SOP), but its verification is in doubt. Verify before sending.",
        ),
        (
            "D11b proposal",
            "Caution: within 4 business days matches the current policy, but a change is signalled. Check before promising it.",
        ),
        (
            "D11b not yet effective",
            "Caution: within 4 business days matches the current policy, but a change is signalled. Check before promising it.",
        ),
        (
            "two claims",
            "Couldn't confirm: the draft says 9 days, but the policy counts 4 business days.",
        ),
    ],
)
def test_each_outcome_has_its_own_headline(name, headline):
    assert SCENARIOS[name]().headline == headline


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


# --- decide: D0 details ----------------------------------------------------------------


def test_an_unreadable_draft_still_reports_its_patterns_and_rejections():
    v = run(
        draft("Reversed within 4 business days.", (value(9), "nine days")),
        [SOP],
        claim(SOP, value(4)),
    )
    assert v.decision == "AI_UNAVAILABLE"
    assert [m.text for m in v.pattern_matches] == ["within", "4 business days"]
    assert [(r.source_id, r.snippet) for r in v.rejected_extractions] == [("draft", "nine days")]


def _on_cat(text: str, cat=CAT):
    t = Ticket(id="T-1", scope={"plan": "pro", "region": "eu"})
    return decide(Extractions(draft=DraftExtraction(text=text, claims=[])), [], t, NOW, cat)


def test_d0b_reads_the_draft_with_the_workspace_catalogue_and_names_its_topics():
    v = _on_cat("Sorry, there are no weekend payouts.")
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert v.trace[1].detail == (
        "no payout_delay or chargeback_fee or instant_fee or free_listings or weekend_payouts "
        "claim was extracted, but the draft contains 'no weekend payouts'"
    )
    empty = catalogue_from_dict({"name": "E", "topics": {}}, "test", "E")
    assert _on_cat("Back in 4 business days.", empty).trace[1].detail == (
        "no catalogue claim was extracted, but the draft contains '4 business days'"
    )


def test_a_pattern_inside_an_off_catalogue_claim_without_a_value_is_still_a_gap():
    d = draft(
        "Your card ships within 5 days.", (None, "Your card ships within 5 days"), topic="other"
    )
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert v.trace[1].detail == (
        "no reversal_window claim was extracted, but the draft contains 'within', '5 days'"
    )


def test_d0c_lists_every_off_catalogue_value():
    d = draft(
        "Cards cost €5 and ship in 5 days",
        (Value(amount=5, unit="EUR"), "cost €5"),
        (value(5, "calendar_days"), "ship in 5 days"),
        topic="other",
    )
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")
    assert v.trace[2].detail == "outside coverage: 'cost €5' (other), 'ship in 5 days' (other)"


def test_among_equally_severe_claims_the_first_decides():
    d = draft(
        "Reversed within the usual window, within 24 hours.",
        (None, "within the usual window"),
        (value(24, "hours"), "within 24 hours"),
    )
    v = run(d, [SOP], claim(SOP, value(4)), rail="standard")
    assert (v.decision, v.reason_code, v.deciding_claim) == ("CAUTION", "UNSUPPORTED", 0)


def test_the_cap_names_every_unread_source():
    other = source("OT2", "Reversals take 4 business days.")
    v = _with(D4, UNREAD, other, failed=[UNREAD, other])
    assert v.trace[-1].detail == "could not read OTH, OT2; an unread source can never support ALLOW"


# --- values: "free" and choices ---------------------------------------------------------

FREE = Value(amount=0, unit="XXX")


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        (FREE, Value(amount=5, unit="EUR"), True),  # free matches any currency
        (Value(amount=5, unit="EUR"), FREE, True),
        (Value(amount=5, unit="XXX"), Value(amount=5, unit="EUR"), False),  # not free
        (Value(amount=5, unit="EUR"), Value(amount=5, unit="XXX"), False),
        (Value(amount=0, unit="EUR"), Value(amount=5, unit="XXX"), False),
        (Value(amount=5, unit="XXX"), Value(amount=0, unit="EUR"), False),
        (Value(amount=5, unit="EUR"), Value(amount=5, unit="USD"), False),
    ],
)
def test_only_a_price_of_zero_without_currency_matches_any_currency(a, b, same):
    assert same_unit(a, b) is same


def test_two_choices_are_the_same_value_only_with_the_same_option():
    assert same_value(Value(option="weekends"), Value(option="weekends"))
    assert not same_value(Value(option="weekends"), Value(option="weekdays_only"))
    assert not within(Value(option="weekends"), Value(option="weekdays_only"))


# --- governing: dimensions with two words, unresolved proposals, long D6 lists ----------

CARD = catalogue_from_dict(
    {
        "name": "Cards",
        "topics": {
            "payout_delay": {"label": "payout delay", "kind": "duration", "about": ["payout*"]}
        },
        "scopes": {"card_type": {"debit": ["debit card"], "credit": ["credit card"]}},
        "kinds": {"help_article": "document"},
    },
    "test catalogue",
    "Cards",
)


def _card_run(said: Value, *claims: SourceClaim, card_type: str):
    srcs = [source(c.source_id, c.quote, kind="help_article") for c in claims]
    d = DraftExtraction(
        text=said_in(said),
        claims=[
            DraftClaim(
                claim_id="d1",
                topic="payout_delay",
                value=said,
                value_text=format_value(said),
                span=said_in(said),
            )
        ],
    )
    ex = Extractions(
        draft=d, sources=[SourceExtraction(source_id=c.source_id, claims=[c]) for c in claims]
    )
    return decide(ex, srcs, Ticket(id="T-1", scope={"card_type": card_type}), NOW, CARD)


def _card_claim(src, v: Value, card_type: str = "any") -> SourceClaim:
    return sclaim(src, "payout_delay", v).model_copy(update={"scope": {"card_type": card_type}})


def _detail(v, rule: str) -> str:
    return next(s.detail for s in v.claims[0].trace if s.rule == rule)


def test_d1_and_d6_name_a_two_word_dimension_in_words():
    general, debit = _card_claim(GENERAL, days(3)), _card_claim(PRO_EU, days(1), "debit")
    assert _detail(_card_run(days(3), general, debit, card_type="unknown"), "D1") == (
        "P sets 1 business day for the debit card type only, G sets 3 business days, and T-1's "
        "card type is unknown"
    )
    assert _detail(_card_run(days(1), general, debit, card_type="debit"), "D6") == (
        "P (1 business day) matches T-1's card type specifically, has no weakeners, and every "
        "disagreeing candidate is general"
    )


def test_d6_names_every_dimension_the_exception_matches():
    v = ot_run(
        "payout_delay",
        days(1),
        sclaim(GENERAL, "payout_delay", days(3)),
        sclaim(PRO_EU, "payout_delay", days(1), plan="pro", region="eu"),
        plan="pro",
        region="eu",
    )
    assert _detail(v, "D6") == (
        "P (1 business day) matches T-1's plan and region specifically, has no weakeners, and "
        "every disagreeing candidate is general"
    )


def test_a_proposal_whose_scope_the_ticket_leaves_open_still_signals_a_change():
    instant = source("SL", "Instant reversals will take 2 business days.", kind="slack")
    only = run(D4, [instant], claim(instant, value(2), rail="instant"), rail="unknown")
    assert only.reason_code == "PROPOSAL_ONLY"
    v = run(
        D4,
        [SOP, instant],
        claim(SOP, value(4)),
        claim(instant, value(2), rail="instant"),
        rail="unknown",
    )
    assert v.reason_code == "CHANGE_SIGNALLED"
    assert _detail(v, "D11b") == (
        "a change is signalled that contradicts V = 4 business days: SL (proposal: 2 business days)"
    )


def test_d6_names_at_most_three_weakened_exceptions():
    weak = [
        source(f"IW{i}", "Instant reversals take 1 business day.", verification="unverified")
        for i in range(4)
    ]
    v = run(
        D4, [SOP, *weak], claim(SOP, value(4)), *[claim(w, value(1), rail="instant") for w in weak]
    )
    why = "is weakened (UNVERIFIED), and an inferred override needs an unweakened source"
    assert _detail(v, "D6") == f"IW0 {why}, IW1 {why}, IW2 {why} …and 1 more"


# --- standing: the rule and the words behind each standing -------------------------------


@pytest.mark.parametrize(
    ("src", "kw", "expected"),
    [
        (source("A", "x", flagged=True), {}, ("EXCLUDED", "S1", "A is flagged outdated")),
        (
            source("A", "x", flagged=True).model_copy(deep=True),
            {"note": "replaced by DOC-9"},
            ("EXCLUDED", "S1", "A is flagged outdated (replaced by DOC-9)"),
        ),
        (
            source("A", "x"),
            {"status": "deprecated"},
            ("EXCLUDED", "S1", "A says this is deprecated"),
        ),
        (
            source("A", "x", kind="slack"),
            {},
            ("PROPOSAL", "S2", "A is a slack source: it can signal, never govern"),
        ),
        (
            source("A", "x"),
            {"status": "pending_approval"},
            ("PROPOSAL", "S2", "A is worded as pending approval"),
        ),
        (
            source("A", "x"),
            {"effective": date(2027, 1, 1)},
            ("NOT_YET_EFFECTIVE", "S3", "A takes effect 2027-01-01, after 2026-11-30"),
        ),
        (source("A", "x", kind="sop"), {}, ("CANDIDATE", "S4", "A is an in-force sop")),
    ],
)
def test_each_standing_names_its_rule_and_why(src, kw, expected):
    note = kw.pop("note", None)
    if note:
        src.signals.flag_note = note
    st = standing_of(claim(src, value(1), **kw), src, NOW)
    assert (st.standing, st.rule, st.detail) == expected


def test_a_kind_the_catalogue_does_not_know_cannot_govern():
    src = source("A", "x", kind="help_article")
    st = standing_of(claim(src, value(1)), src, NOW)
    assert (st.standing, st.rule, st.detail) == ("PROPOSAL", "S2", "A has kind help_article")


def test_only_a_verified_source_can_expire_and_only_after_its_review_date():
    verified = source("A", "x", verified_at=T0)
    verified.signals.review_every_days = 30
    due = T0 + timedelta(days=30)
    assert effective_verification(verified.signals, due) == "verified"  # due, not yet past
    assert effective_verification(verified.signals, due + timedelta(seconds=1)) == "expired"
    unverified = source("B", "x", verification="unverified")
    unverified.signals.review_every_days = 30
    assert effective_verification(unverified.signals, NOW) == "unverified"
    assert weakeners_of(unverified, NOW) == ["UNVERIFIED"]


# --- the detector: catalogue counts, touching matches -----------------------------------


def test_a_count_topic_of_the_catalogue_is_detected_in_any_case():
    for text in ("You get 3 free listings.", "You get 3 FREE LISTINGS."):
        (m,) = find_policy_patterns(text, CAT)
        assert (m.text.lower(), m.start, m.kind) == ("3 free listings", 8, "count")
    assert find_policy_patterns("You get 3 free listings.") == []  # not a seed topic


def test_touching_matches_read_as_one_wording_of_the_first_kind():
    (m,) = find_policy_patterns("1.5%€2")
    assert (m.text, m.start, m.end, m.kind) == ("1.5%€2", 0, 6, "percent")


# --- last survivors of the first pass --------------------------------------------------


def test_a_failed_extraction_listed_first_does_not_stop_the_others_being_read():
    failed = source("OTH", "Reversals take 4 business days.")
    ex = extractions(D4, claim(SOP, value(4)))
    ex.sources.insert(0, SourceExtraction(source_id="OTH", ok=False, error="boom"))
    ex.sources.insert(0, SourceExtraction(source_id="HIDDEN", claims=[]))
    v = decide(ex, [SOP, failed], ticket("standard"), NOW)
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["OTH"])
    assert v.claims[0].governing_source_ids == ["SOP"]


def test_only_a_candidate_carries_weakeners_in_its_evidence():
    unverified_slack = source(
        "SL", "Soon: 2 business days.", kind="slack", verification="unverified"
    )
    v = run(D4, [SOP, unverified_slack], claim(SOP, value(4)), claim(unverified_slack, value(2)))
    assert [(e.source.id, e.standing, e.weakeners) for e in v.claims[0].evidence] == [
        ("SOP", "CANDIDATE", []),
        ("SL", "PROPOSAL", []),
    ]


def test_the_review_date_counts_from_verification_not_from_the_last_edit():
    edited = source("A", "x", verified_at=T0, updated_at=T0 + timedelta(days=20))
    edited.signals.review_every_days = 30
    assert review_due(edited.signals) == T0 + timedelta(days=30)
    assert effective_verification(edited.signals, T0 + timedelta(days=40)) == "expired"


def test_a_count_without_a_unit_reads_as_a_bare_number():
    assert format_value(Value(amount=3, kind="count")) == "3"
    assert format_value(Value(amount=3, amount_max=5, unit="free listings", kind="count")) == (
        "3–5 free listings"
    )


# --- decide(evidence=False) and the shared source references ----------------------------


def test_a_verdict_without_evidence_differs_only_in_its_evidence():
    ex = extractions(
        D4, claim(SOP, value(4)), claim(EXC, value(1), rail="instant", supersedes=sup(EXC))
    )
    full = decide(ex, [SOP, EXC], ticket("instant"), NOW)
    bare = decide(ex, [SOP, EXC], ticket("instant"), NOW, evidence=False)
    assert [c.evidence for c in bare.claims] == [[]]
    assert len(full.claims[0].evidence) == 2
    stripped = full.model_copy(
        update={"claims": [c.model_copy(update={"evidence": []}) for c in full.claims]}
    )
    assert bare == stripped


def test_every_piece_of_evidence_from_one_source_shares_one_source_reference():
    d = draft(
        "Reversed within 4 business days, or 4 business days at most.",
        (value(4), "within 4 business days"),
        (value(4), "4 business days at most"),
    )
    v = run(d, [SOP, MAC], claim(SOP, value(4)), claim(MAC, value(4)), rail="standard")
    first, second = (c.evidence for c in v.claims)
    assert [e.source.id for e in first] == [e.source.id for e in second] == ["SOP", "MAC"]
    assert all(a.source is b.source for a, b in zip(first, second, strict=True))


def test_a_duration_with_a_fraction_keeps_it_as_written():
    assert format_value(value(1.5)) == "1.5 business days"
    assert format_value(value(0.5, "hours", 1.5)) == "0.5–1.5 hours"
