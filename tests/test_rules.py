"""One unit test (or more) per rule: S, A, quote validation, the detector, D0a–D11b, the cap."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from guard.engine.applicability import applicability_of
from guard.engine.decide import decide
from guard.engine.governing import names_source
from guard.engine.patterns import find_policy_patterns, has_policy_pattern
from guard.engine.quotes import normalise_ws, quote_in
from guard.engine.replies import (
    UnsafeTemplate,
    check_escalate_template,
    escalate_reply,
    hold_reply,
)
from guard.engine.rules import RULES, rules_markdown
from guard.engine.standing import standing_of, weakeners_of
from guard.engine.values import format_value, within, within_by_amount
from guard.models import SourceExtraction
from tests.support.builders import NOW, T0, claim, draft, extractions, source, ticket, value
from tests.support.rulecase import D1, D4, EXC, SOP, run, sup
from tests.support.seedcase import ESCALATE_TEMPLATE

#: EXC without its rail: a claim scoped `any` states what its words state (issue 19).
ANY_EXC = source(
    "EXC",
    "Reversals take 1 business day. This supersedes the Outgoing Transfers – Reversal SOP.",
)


def step(verdict, rule, claim_index=0):
    steps = verdict.claims[claim_index].trace if verdict.claims else verdict.trace
    return next(s for s in steps + verdict.trace if s.rule == rule)


# --- quote validation ------------------------------------------------------------------


def test_quote_validation_normalises_whitespace():
    assert quote_in("reversed   within\n4 days", "It is reversed within 4 days.")
    assert not quote_in("reversed within 5 days", "It is reversed within 4 days.")
    assert not quote_in("   ", "anything")
    assert normalise_ws(" a \n\t b ") == "a b"


def test_source_claim_with_invented_quote_is_rejected_and_listed():
    bad = claim(SOP, value(2), quote="Failed transfers are reversed within 2 business days.")
    v = run(D4, [SOP], bad, rail="standard")
    assert [(r.source_id, r.reason) for r in v.rejected_extractions] == [("SOP", "QUOTE_NOT_FOUND")]
    assert v.reason_code == "UNSUPPORTED"  # the invented claim never reached the rules


def test_draft_claim_with_invented_span_is_rejected():
    d = draft(
        "Reversed within 4 business days.",
        (value(4), "within 4 business days"),
        (value(9), "nine days"),
    )
    v = run(d, [SOP], claim(SOP, value(4)), rail="standard")
    assert [r.source_id for r in v.rejected_extractions] == ["draft"]
    assert v.decision == "ALLOW"


# --- standing (S) and weakeners --------------------------------------------------------


@pytest.mark.parametrize(
    ("src", "kw", "expected"),
    [
        (source("A", "x", flagged=True), {}, "EXCLUDED"),
        (source("A", "x"), {"status": "deprecated"}, "EXCLUDED"),
        (source("A", "x", kind="slack"), {}, "PROPOSAL"),
        (source("A", "x", kind="release_note"), {}, "PROPOSAL"),
        (source("A", "x"), {"status": "proposed"}, "PROPOSAL"),
        (source("A", "x"), {"status": "pending_approval"}, "PROPOSAL"),
        (source("A", "x"), {"effective": date(2027, 1, 1)}, "NOT_YET_EFFECTIVE"),
        (source("A", "x"), {"effective": date(2026, 11, 30)}, "CANDIDATE"),
        (source("A", "x", kind="sop"), {}, "CANDIDATE"),
        (source("A", "x", kind="macro"), {}, "CANDIDATE"),
        # First match wins: a flagged proposal is excluded, a slack message is never a candidate.
        (source("A", "x", kind="slack", flagged=True), {}, "EXCLUDED"),
        (source("A", "x", kind="slack"), {"effective": date(2027, 1, 1)}, "PROPOSAL"),
    ],
)
def test_standing(src, kw, expected):
    assert standing_of(claim(src, value(1), **kw), src, NOW).standing == expected


def test_weakeners():
    assert weakeners_of(source("A", "x")) == []
    assert weakeners_of(source("A", "x", verification="unverified")) == ["UNVERIFIED"]
    assert weakeners_of(source("A", "x", verification="expired")) == ["VERIFICATION_EXPIRED"]
    edited = source("A", "x", updated_at=T0 + timedelta(days=1))
    assert weakeners_of(edited) == ["EDITED_AFTER_VERIFICATION"]
    assert weakeners_of(source("A", "x", owner_active=False)) == ["OWNER_INACTIVE"]


# --- applicability (A) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("scope", "rail", "expected"),
    [
        ("any", "instant", "APPLIES"),
        ("any", "unknown", "APPLIES"),
        ("instant", "instant", "APPLIES"),
        ("instant", "standard", "NOT_APPLICABLE"),
        ("instant", "unknown", "SCOPE_UNRESOLVED"),
        ("standard", "unknown", "SCOPE_UNRESOLVED"),
    ],
)
def test_applicability(scope, rail, expected):
    assert applicability_of(claim(SOP, value(1), rail=scope), ticket(rail)) == expected


# --- the detector ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "back in 4 business days",
        "within a week",
        "two working days",
        "same day",
        "today",
        "by tomorrow",
        "by end of the month",
        "a refund of $25",
        "€10 fee",
        "20 EUR",
        "48 hours",
        "five-day window",
        "3 weeks",
        "We'll reverse it shortly.",
        "back in a few business days",
        "it can take 2 months",
        "reversed in 9 biz days",
        "back within 48 hrs",
        "refund in 24h",
    ],
)
def test_detector_fires(text):
    assert has_policy_pattern(text)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for reaching out, I'm looking into it.",
        "Your transfer ID is ABC.",
        "",
        ESCALATE_TEMPLATE,
    ],
)
def test_detector_quiet(text):
    assert not has_policy_pattern(text)


def test_detector_reports_positions():
    m = find_policy_patterns("Back in 4 business days.")[0]
    assert (m.text, m.start) == ("4 business days", 8)


# --- values ------------------------------------------------------------------------------


def test_within_needs_same_unit_and_range_inside():
    assert within(value(4), value(4))
    assert within(value(5, "calendar_days", 6), value(5, "calendar_days", 7))
    assert not within(value(2), value(4))  # an over-promise is outside V
    assert not within(value(4), value(4, "calendar_days"))
    assert not within(value(24, "hours"), value(1, "calendar_days"))
    assert within_by_amount(value(1, "calendar_days"), value(1))
    assert not within_by_amount(value(24, "hours"), value(1))


def test_format_value():
    assert format_value(value(1)) == "1 business day"
    assert format_value(value(5, "calendar_days", 7)) == "5–7 days"
    assert format_value(value(24, "hours")) == "24 hours"
    assert format_value(None) == "no stated value"


# --- D0a–D0d -------------------------------------------------------------------------------


def test_d0a_draft_error():
    d = draft("Reversed within 4 business days.").model_copy(update={"ok": False, "error": "boom"})
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("AI_UNAVAILABLE", "EXTRACTION_FAILED")
    assert step(v, "D0a").outcome == "fired"


def test_d0a_every_claim_rejected():
    d = draft("Reversed soon.", (value(4), "within 4 business days"))
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("AI_UNAVAILABLE", "EXTRACTION_FAILED")


def test_d0b_extraction_gap():
    v = run(draft("Your money is back in 4 business days."), [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_d0c_outside_coverage():
    d = draft(
        "Pending transfers clear within 24 hours.",
        (value(24, "hours"), "within 24 hours"),
        topic="other",
    )
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")
    assert step(v, "D0b").outcome == "pass"  # the pattern is inside the extracted claim


def test_d0d_no_policy_claim():
    v = run(draft("Thanks, I'm looking into this for you."), [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM")
    assert step(v, "D0d").outcome == "fired"


# --- D1–D7: which value governs --------------------------------------------------------------


def test_d1_scope_unknown():
    v = run(
        D4, [SOP, EXC], claim(SOP, value(4)), claim(EXC, value(1), rail="instant"), rail="unknown"
    )
    assert (v.decision, v.reason_code) == ("ESCALATE", "SCOPE_UNKNOWN")


def test_d1_passes_when_unresolved_claim_agrees():
    exc = source("EXC", "For instant transfers only, reversals take 4 business days.")
    v = run(
        D4, [SOP, exc], claim(SOP, value(4)), claim(exc, value(4), rail="instant"), rail="unknown"
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert step(v, "D1").outcome == "pass"


def test_d2_proposal_only():
    slack = source("SL", "Moving reversals to 1 day soon.", kind="slack")
    v = run(D4, [slack], claim(slack, value(1, "calendar_days"), rail="instant"))
    assert (v.decision, v.reason_code) == ("CAUTION", "PROPOSAL_ONLY")


def test_d2_ignores_a_proposal_for_another_rail():
    slack = source("SL", "Moving reversals to 1 day soon.", kind="slack")
    v = run(D4, [slack], claim(slack, value(1, "calendar_days"), rail="standard"))
    assert (v.decision, v.reason_code) == ("CAUTION", "UNSUPPORTED")


def test_d3_unsupported():
    v = run(D4, [SOP], claim(SOP, value(4), rail="standard"))
    assert (v.decision, v.reason_code) == ("CAUTION", "UNSUPPORTED")


def test_d4_consensus():
    other = source("MAC", "Reversals: within 4 business days.", kind="macro")
    v = run(D4, [SOP, other], claim(SOP, value(4)), claim(other, value(4)))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert step(v, "D4").outcome == "fired"
    assert v.claims[0].governing_source_ids == ["SOP", "MAC"]


def test_d5_explicit_supersession():
    v = run(
        D4,
        [SOP, EXC],
        claim(SOP, value(4)),
        claim(EXC, value(1), rail="instant", supersedes=sup(EXC)),
    )
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert step(v, "D5").outcome == "fired"


def test_d5_needs_the_target_named():
    exc = source("EXC", "Reversals take 1 business day. This supersedes the old FAQ.")
    s = claim(exc, value(1), rail="any", supersedes=("the old FAQ", "This supersedes the old FAQ."))
    v = run(D4, [SOP, exc], claim(SOP, value(4)), s)
    assert step(v, "D5").outcome == "fail"
    assert "does not name SOP" in step(v, "D5").detail
    assert v.reason_code == "CONFLICT_UNRESOLVED"


def test_d5_needs_a_verbatim_supersession_quote():
    s = claim(
        ANY_EXC,
        value(1),
        rail="any",
        supersedes=("Outgoing Transfers – Reversal SOP", "This replaces everything."),
    )
    v = run(D4, [SOP, ANY_EXC], claim(SOP, value(4)), s)
    assert "supersession quote is not in its text" in step(v, "D5").detail
    assert v.decision == "ESCALATE"


def test_d5_needs_a_later_effective_date_when_both_have_one():
    s = claim(ANY_EXC, value(1), rail="any", supersedes=sup(EXC), effective=date(2026, 1, 1))
    v = run(D4, [SOP, ANY_EXC], claim(SOP, value(4), effective=date(2026, 6, 1)), s)
    assert step(v, "D5").outcome == "fail"
    assert v.decision == "ESCALATE"


def test_d5_a_weakened_superseder_still_sets_v_then_d11a_downgrades():
    weak = source("EXC", EXC.body.splitlines()[2], verification="unverified")
    v = run(
        D4,
        [SOP, weak],
        claim(SOP, value(4)),
        claim(weak, value(1), rail="instant", supersedes=sup(weak)),
    )
    assert step(v, "D5").outcome == "fired"
    assert (v.decision, v.reason_code) == ("CAUTION", "WEAK_BASIS")


def test_d5_ids_name_sources_too():
    assert names_source("section 3 of SOP", SOP) == "ID"
    assert names_source("the outgoing transfers -- reversal sop", SOP) == "title"
    assert names_source("Outgoing Transfers Reversal SOPs", SOP) is None


def test_d6_specific_exception():
    v = run(D1, [SOP, EXC], claim(SOP, value(4)), claim(EXC, value(1), rail="instant"))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert step(v, "D5").outcome == "fail"
    assert step(v, "D6").outcome == "fired"


def test_d6_refuses_a_weakened_exception_and_d7_escalates():
    weak = source("EXC", EXC.body.splitlines()[2], owner_active=False)
    v = run(D1, [SOP, weak], claim(SOP, value(4)), claim(weak, value(1), rail="instant"))
    assert "is weakened (OWNER_INACTIVE)" in step(v, "D6").detail
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")


def test_d7_recency_and_verification_never_break_a_tie():
    newer = source(
        "NEW",
        "Reversals take 1 business day.",
        verified_at=NOW - timedelta(days=1),
        updated_at=NOW - timedelta(days=1),
    )
    old = source("OLD", "Reversals take 4 business days.", verification="unverified")
    v = run(D4, [old, newer], claim(old, value(4)), claim(newer, value(1)))
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")


# --- D8–D11 -----------------------------------------------------------------------------------


def test_d8_unit_mismatch():
    d = draft("Reversed within 4 days.", (value(4, "calendar_days"), "within 4 days"))
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "UNIT_MISMATCH")


def test_d8_hours_never_equal_days():
    d = draft("Reversed within 24 hours.", (value(24, "hours"), "within 24 hours"))
    sop = source("SOP", "Failed transfers are reversed within 1 day.", kind="sop")
    v = run(d, [sop], claim(sop, value(1, "calendar_days")))
    assert v.reason_code == "UNIT_MISMATCH"


def test_d8_no_value_in_the_draft():
    d = draft("We will reverse it shortly.", (None, "We will reverse it shortly."))
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "UNSUPPORTED")


def test_d9_contradiction_holds():
    d = draft("Reversed within 7 business days.", (value(7), "within 7 business days"))
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_d9_over_promise_holds():
    d = draft("Reversed within 2 business days.", (value(2), "within 2 business days"))
    v = run(d, [SOP], claim(SOP, value(4)))
    assert v.decision == "HOLD"


def test_d9_hedged_contradiction_is_caution():
    d = draft(
        "Usually about 7 business days.", (value(7), "about 7 business days"), definitive=False
    )
    v = run(d, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "CONTRADICTS_GOVERNING")


def test_d10_supported():
    v = run(D4, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert step(v, "D10").outcome == "fired"


def test_d11a_weak_basis_on_allow():
    weak = source("SOP", SOP.body.splitlines()[2], kind="sop", verification="expired")
    v = run(D4, [weak], claim(weak, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "WEAK_BASIS")


def test_d11a_not_when_one_basis_source_is_sound():
    weak = source(
        "MAC", "Reversals within 4 business days.", kind="macro", verification="unverified"
    )
    v = run(D4, [SOP, weak], claim(SOP, value(4)), claim(weak, value(4)))
    assert v.decision == "ALLOW"
    assert step(v, "D11a").outcome == "pass"


def test_d11b_change_signalled_by_future_claim():
    future = source("FUT", "From March, reversals take 1 business day.")
    v = run(
        D4, [SOP, future], claim(SOP, value(4)), claim(future, value(1), effective=date(2027, 3, 1))
    )
    assert (v.decision, v.reason_code) == ("CAUTION", "CHANGE_SIGNALLED")


def test_d11b_unqualified_day_agrees_with_business_day():
    slack = source("SL", "Moving instant reversals to 1 day.", kind="slack")
    v = run(
        D1,
        [SOP, EXC, slack],
        claim(SOP, value(4)),
        claim(EXC, value(1), rail="instant", supersedes=sup(EXC)),
        claim(slack, value(1, "calendar_days"), rail="instant", status="proposed"),
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert step(v, "D11b").outcome == "pass"


# --- overall ------------------------------------------------------------------------------


def test_overall_is_the_most_severe_claim():
    d = draft(
        "Reversed within 4 business days, or 7 business days at most.",
        (value(4), "within 4 business days"),
        (value(7), "7 business days"),
    )
    v = run(d, [SOP], claim(SOP, value(4)))
    assert [c.decision for c in v.claims] == ["ALLOW", "HOLD"]
    assert (v.decision, v.deciding_claim) == ("HOLD", 1)


def test_cap_source_unread_turns_allow_into_caution():
    ex = extractions(D4, claim(SOP, value(4)))
    ex.sources.append(SourceExtraction(source_id="EXC", ok=False, error="timeout"))
    v = decide(ex, [SOP, EXC], ticket("standard"), NOW)
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["EXC"])


def test_cap_ignores_unread_sources_flagged_outdated():
    flagged = source("OLD", "x", flagged=True)
    ex = extractions(D4, claim(SOP, value(4)))
    ex.sources.append(SourceExtraction(source_id="OLD", ok=False, error="timeout"))
    assert decide(ex, [SOP, flagged], ticket("standard"), NOW).decision == "ALLOW"


def test_claims_of_unlisted_sources_are_dropped_without_a_trace():
    hidden = source("HID", "Reversals take 9 business days.", visibility="ops")
    v = run(D4, [SOP], claim(SOP, value(4)), claim(hidden, value(9)))
    assert "HID" not in v.model_dump_json()


# --- templates and the rule table ---------------------------------------------------------


def test_escalate_template_is_safe_and_the_check_bites():
    assert escalate_reply() == check_escalate_template(ESCALATE_TEMPLATE) == ESCALATE_TEMPLATE
    with pytest.raises(UnsafeTemplate):
        check_escalate_template("I'll update you within 2 days.")
    assert "1 business day" in hold_reply(value(1))


def test_rules_table_lists_every_rule_once():
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    assert {"D0a", "D0b", "D0c", "D0d", "D5", "D11a", "D11b", "CAP"} <= set(ids)
    assert rules_markdown().count("\n") == len(RULES) + 1


def test_cap_a_source_whose_every_claim_was_rejected_counts_as_unread():
    invented = claim(EXC, value(9), quote="Reversals for everyone take 9 business days.")
    v = run(D4, [SOP, EXC], claim(SOP, value(4)), invented, rail="standard")
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["EXC"])
    assert [r.reason for r in v.rejected_extractions] == ["QUOTE_NOT_FOUND"]


# --- rules table -------------------------------------------------------------------------


def test_the_rules_table_opens_with_its_header_row():
    lines = rules_markdown().split("\n")
    assert lines[:2] == ["| # | condition | result | reason |", "|---|---|---|---|"]
    assert lines[2].startswith("| D0a | Draft extraction failed")
