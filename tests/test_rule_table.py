"""The rule table and its interpreter: one test per rule function (fired and pass), the
table's order against the documented order, and the walk's bookkeeping (skipped, fail, notes).

Rules are called directly on a context built from tiny sources, so each test names the one
rule it checks; tests/test_rules.py checks the same rules end to end through `decide`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from guard.engine import comparison as cmp
from guard.engine import draft_rules as dr
from guard.engine import resolution as res
from guard.engine.attribution import decide_on_each, unattributed_result
from guard.engine.comparison import Comparison
from guard.engine.decide import assess
from guard.engine.gaprule import extraction_gaps
from guard.engine.governing import resolve_governing
from guard.engine.interpreter import Fired, Notes, Pass, State, walk
from guard.engine.resolution import Resolution
from guard.engine.rules import CLAIM_RULES, DRAFT_RULES, RESOLUTION_RULES, RULES, Rule
from guard.engine.tracewords import WORDS, Facts, facts, step, words
from guard.models import ClaimResult, DraftClaim, PatternMatch, Ticket
from guard.settings import REPO_ROOT
from tests.support.builders import NOW, claim, draft, source, ticket, value

TOPIC = "reversal_window"
FOUR = value(4)
SOP = source("SOP", "Failed transfers are reversed within 4 business days.", kind="sop")
MAC = source("MAC", "Reversals: within 4 business days.", kind="macro")
EXC = source(
    "EXC",
    "For instant transfers only, reversals take 1 business day. This supersedes SOP.",
)
SLACK = source("SL", "Moving reversals to 1 day soon.", kind="slack")


def ctx_of(*pairs, rail: str = "instant") -> Resolution:
    """The D1–D7 context of `pairs` ((source, claim) each) for a ticket on `rail`."""
    return Resolution.of(TOPIC, assess([(c, s) for s, c in pairs], ticket(rail), NOW), ticket(rail))


def dclaim(v=FOUR, *, definitive: bool = True) -> DraftClaim:
    span = "within 4 business days" if v is not None else "shortly"
    return draft("x", (v, span), definitive=definitive).claims[0]


def comparing(dc: DraftClaim, *pairs, rail: str = "instant") -> Comparison:
    t = ticket(rail)
    gov = resolve_governing(TOPIC, assess([(c, s) for s, c in pairs], t, NOW), t)
    return Comparison.of(dc, gov)


def result(decision: str, reason: str = "R") -> ClaimResult:
    return ClaimResult(
        draft_claim=dclaim(), decision=decision, reason_code=reason, evidence=[], trace=[]
    )  # type: ignore[arg-type]


def draft_ctx(**kw) -> dr.Draft:
    base = dict(
        ok=True,
        error=None,
        all_rejected=False,
        claims=[dclaim()],
        readings=[],
        governed=True,
        gap_step=step("D0b", "pass", "every number read"),
        gaps=[],
        misread=[],
        outside=[],
        unread=[],
        decide_claims=lambda _: [result("ALLOW", "SUPPORTED")],
    )
    base.update(kw)
    return dr.Draft(**base)  # type: ignore[arg-type]


def fired(outcome) -> Fired:
    assert isinstance(outcome, Fired), outcome
    return outcome


def passed(outcome) -> Pass:
    assert isinstance(outcome, Pass), outcome
    return outcome


# --- the table ---------------------------------------------------------------------------------


def test_the_table_order_is_the_documented_order():
    text = (REPO_ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text.split("<!-- rules:start -->")[1].split("<!-- rules:end -->")[0]
    documented = re.findall(r"^\| ([A-Za-z0-9]+) \|", section, re.M)
    assert documented == [r.id for r in RULES]


def test_each_walk_is_a_slice_of_the_table_in_its_order():
    ids = [r.id for r in RULES]
    for walked in (DRAFT_RULES, CLAIM_RULES, RESOLUTION_RULES):
        positions = [ids.index(r.id) for r in walked]
        assert positions == sorted(positions)
    assert [r.id for r in DRAFT_RULES] == ["D0a", "TOPIC", "D0b", "D0c", "D0d", "SEVERITY", "CAP"]
    assert [r.id for r in RESOLUTION_RULES] == ["D1", "D2", "D3", "D4", "D5", "D6", "D7"]
    assert [r.id for r in CLAIM_RULES][7:] == ["D8", "D9", "D10", "D11a", "D11b"]


def test_every_rule_but_the_three_recorded_where_they_happen_has_a_check():
    assert [r.id for r in RULES if r.check is None] == ["AMBIGUOUS", "UNPLACED", "MISPLACED"]
    assert {r.id for r in RULES if r.kind == "resolution"} == {"D4", "D5", "D6"}


# --- the interpreter ---------------------------------------------------------------------------


@dataclass
class Ctx:
    state: State = field(default_factory=State)


def rule(rid: str, check, reached=None, kind="guard") -> Rule:
    return Rule(rid, "", "", "", check=check, reached=reached, kind=kind)  # type: ignore[arg-type]


def test_walk_records_pass_fail_fired_then_skips_what_follows_an_end():
    rules = [
        rule("A", lambda c: Pass(facts("D0c.none"))),
        rule("B", lambda c: Pass(facts("D5.none")), kind="resolution"),
        rule("C", lambda c: Fired(facts("D3.fired"), decision="CAUTION", reason="X", ends=True)),
        rule("D", lambda c: pytest.fail("not reached")),
    ]
    ctx = Ctx()
    trace = walk(rules, ctx, record_skips=True)
    assert [(s.rule, s.outcome) for s in trace] == [
        ("A", "pass"),
        ("B", "fail"),
        ("C", "fired"),
        ("D", "skipped"),
    ]
    assert trace[3].detail == "C settled the outcome"
    assert (ctx.state.decision, ctx.state.reason, ctx.state.ended_by) == ("CAUTION", "X", "C")
    assert [s.rule for s in walk(rules, Ctx(), record_skips=False)] == ["A", "B", "C"]


def test_walk_asks_a_rule_whether_it_is_reached_and_goes_on_after_done_steps():
    rules = [
        rule("A", lambda c: pytest.fail("done already")),
        rule("B", lambda c: pytest.fail("not reached"), reached=lambda c: facts("skip.units")),
        rule("C", lambda c: Notes((step("TOPIC", "fired", "read"),))),
    ]
    trace = walk(rules, Ctx(), record_skips=True, done=[step("A", "pass", "earlier")])
    assert [(s.rule, s.outcome, s.detail) for s in trace] == [
        ("A", "pass", "earlier"),
        ("B", "skipped", "units differ"),
        ("TOPIC", "fired", "read"),
    ]


def test_every_wording_takes_the_facts_its_rule_gives():
    assert words(facts("D4.fired", value=value(4), pool=[("SOP", value(4))])) == (
        "all of C agree on 4 business days: SOP (4 business days)"
    )
    assert all(callable(w) for w in WORDS.values())
    with pytest.raises(KeyError):
        words(Facts("no such wording"))


# --- D0a–D0d, TOPIC ----------------------------------------------------------------------------


def test_d0a_fires_on_a_failed_or_wholly_rejected_draft_and_passes_a_read_one():
    failed = fired(dr.d0a_extraction_failed(draft_ctx(ok=False, error="timeout")))
    assert (failed.decision, failed.ends) == ("AI_UNAVAILABLE", True)
    assert words(failed.facts) == "draft extraction failed: timeout"
    rejected = fired(dr.d0a_extraction_failed(draft_ctx(all_rejected=True, claims=[])))
    assert rejected.reason == "EXTRACTION_FAILED"
    assert words(passed(dr.d0a_extraction_failed(draft_ctx())).facts) == "draft read: 1 claim(s)"


def test_topic_records_the_readings_as_they_are():
    reading = step("TOPIC", "fired", "read on it")
    assert dr.topic_readings(draft_ctx(readings=[reading])).steps == (reading,)
    assert dr.topic_readings(draft_ctx()).steps == ()


def test_d0b_sets_the_outcome_without_governed_claims_and_is_a_floor_beside_them():
    gap = step("D0b", "fired", "the draft contains '4 days'")
    alone = fired(dr.d0b_extraction_gap(draft_ctx(gap_step=gap, governed=False)))
    assert (alone.decision, alone.reason) == ("CAUTION", "EXTRACTION_GAP")
    beside = fired(dr.d0b_extraction_gap(draft_ctx(gap_step=gap)))
    assert beside.decision is None
    misread = fired(dr.d0b_extraction_gap(draft_ctx(misread=["VALUE_NOT_IN_QUOTE"])))
    assert misread.decision == "CAUTION"
    assert words(misread.facts) == ("the claims do not match the draft's words: VALUE_NOT_IN_QUOTE")
    assert words(passed(dr.d0b_extraction_gap(draft_ctx())).facts) == "every number read"


def test_the_gap_and_topic_steps_are_worded_by_tracewords_from_their_facts(monkeypatch):
    """Issue #20 item 3: the gap rule and the attribution module hand facts; rewording a
    step is an edit to `WORDS` alone."""
    seen: dict[str, dict] = {}

    def recorder(what: str):
        def worded(**kw) -> str:
            seen[what] = kw
            return what

        return worded

    for what in ("D0b.read", "D0b.gap", "D0b.unattributed", "AMBIGUOUS"):
        monkeypatch.setitem(WORDS, what, recorder(what))
    numbers = PatternMatch(text="16", start=12, end=14)
    _, _, read = extraction_gaps("Thanks!", [], [], [], "", "t")
    _, _, gap = extraction_gaps("Minimum age 16.", [], [], [numbers], "", "t")
    lone = unattributed_result(dclaim(), [])
    each = decide_on_each(
        dclaim().model_copy(update={"alternatives": ["z_topic"]}),
        lambda c: result("HOLD" if c.topic == "z_topic" else "ALLOW").model_copy(
            update={"draft_claim": c}
        ),
    )
    assert [(s.rule, s.outcome, s.detail) for s in (read, gap, lone.trace[0], each.trace[0])] == [
        ("D0b", "pass", "D0b.read"),
        ("D0b", "fired", "D0b.gap"),
        ("D0b", "fired", "D0b.unattributed"),
        ("AMBIGUOUS", "fired", "AMBIGUOUS"),
    ]
    assert seen["D0b.read"] == {"governed": 0}
    assert seen["D0b.gap"] == {"found": ["16"], "topics": "t", "patterns": True}
    assert seen["D0b.unattributed"] == {"said": dclaim().value_text}
    assert seen["AMBIGUOUS"]["each"] == [(TOPIC, "ALLOW", "R"), ("z_topic", "HOLD", "R")]
    assert seen["AMBIGUOUS"]["worst"] == "z_topic"


def test_the_topic_wordings_say_how_the_ticket_settled_the_claim():
    said = {"said": "4 days"}
    assert words(facts("TOPIC.from_ticket", **said, kind="duration", topic="x")) == (
        "'4 days' names no topic in its sentence; the ticket names one duration topic, x: "
        "read on it"
    )
    assert words(facts("TOPIC.unattributed", **said, named=["x", "y"])).endswith(
        "the ticket names x, y of its kind: unattributed"
    )
    assert "the ticket names none of its kind" in words(
        facts("TOPIC.unattributed", **said, named=[])
    )
    assert words(facts("TOPIC.chosen", **said, candidates=["x", "y"], chosen="y")) == (
        "'4 days' reads as much as x or y; the ticket names y only: read on it"
    )


def test_d0c_fires_on_a_valued_claim_outside_the_catalogue():
    other = dclaim().model_copy(update={"topic": "other", "value_text": "$5"})
    found = fired(dr.d0c_outside_coverage(draft_ctx(outside=[other])))
    assert words(found.facts) == "outside coverage: '$5' (other)"
    passed(dr.d0c_outside_coverage(draft_ctx()))
    one = fired(dr.d0c_claim(other))
    assert (one.decision, one.reason) == ("CAUTION", "OUTSIDE_COVERAGE")
    assert "has no value" in words(passed(dr.d0c_claim(dclaim(None))).facts)


def test_d0d_fires_only_on_no_claims_and_no_pattern():
    fired(dr.d0d_no_policy_claim(draft_ctx(claims=[])))
    gap = PatternMatch(text="4 days", start=0, end=6)
    passed(dr.d0d_no_policy_claim(draft_ctx(claims=[], gaps=[gap])))
    passed(dr.d0d_no_policy_claim(draft_ctx()))


# --- SEVERITY and CAP --------------------------------------------------------------------------


def test_severity_takes_the_most_severe_claim_and_names_it():
    ctx = draft_ctx(decide_claims=lambda _: [result("ALLOW", "SUPPORTED"), result("HOLD", "C")])
    found = fired(dr.severity(ctx))
    assert (found.decision, found.reason, found.deciding) == ("HOLD", "C", 1)
    assert words(found.facts) == "most severe across claims (1: ALLOW, 2: HOLD) → HOLD C"
    assert passed(dr.severity(draft_ctx(decide_claims=lambda _: [])))


def test_severity_caps_an_allow_beside_an_unread_number():
    gap = PatternMatch(text="16", start=0, end=2)
    found = fired(dr.severity(draft_ctx(gaps=[gap])))
    assert (found.decision, found.reason, found.deciding) == ("CAUTION", "EXTRACTION_GAP", None)
    assert words(found.facts).endswith("; D0b's unread '16' caps it at CAUTION")


@pytest.mark.parametrize(
    ("decision", "reason", "outcome", "detail"),
    [
        ("ALLOW", "SUPPORTED", "fired", "an unread source can never support ALLOW"),
        ("ALLOW", "NO_POLICY_CLAIM", "pass", "the draft states no policy claim to contradict"),
        ("HOLD", "CONTRADICTS_GOVERNING", "pass", "the result is already HOLD"),
    ],
)
def test_cap_turns_only_a_supported_allow_into_caution(decision, reason, outcome, detail):
    ctx = draft_ctx(unread=[("DOC-9", "4 days", None)])
    ctx.state = State(decision=decision, reason=reason)
    got = dr.cap_source_unread(ctx)
    assert isinstance(got, Fired if outcome == "fired" else Pass)
    assert (
        words(got.facts)
        == f"could not read DOC-9 (it says '4 days' but yielded no claim); {detail}"
    )
    if outcome == "fired":
        assert (got.decision, got.reason) == ("CAUTION", "SOURCE_UNREAD")


def test_cap_passes_when_every_source_was_read():
    assert words(passed(dr.cap_source_unread(draft_ctx())).facts) == (
        "every visible, non-excluded source was read"
    )


# --- D1–D7 -------------------------------------------------------------------------------------


def test_d1_fires_when_an_unresolved_scope_hides_another_value():
    ctx = ctx_of(
        (SOP, claim(SOP, value(4))), (EXC, claim(EXC, value(1), rail="instant")), rail="unknown"
    )
    found = fired(res.d1_scope_unknown(ctx))
    assert (found.decision, found.reason, found.ends) == ("ESCALATE", "SCOPE_UNKNOWN", True)
    settled = ctx_of((SOP, claim(SOP, value(4))))
    assert words(passed(res.d1_scope_unknown(settled)).facts) == (
        "every candidate's scope is settled for TCK-1 (C = SOP (4 business days))"
    )


def test_d2_fires_on_proposals_only():
    found = fired(res.d2_proposal_only(ctx_of((SLACK, claim(SLACK, value(1), rail="instant")))))
    assert (found.decision, found.reason) == ("CAUTION", "PROPOSAL_ONLY")
    assert words(passed(res.d2_proposal_only(ctx_of())).facts) == "no proposal applies either"
    passed(res.d2_proposal_only(ctx_of((SOP, claim(SOP, value(4))))))


def test_d3_fires_on_an_empty_c():
    found = fired(res.d3_unsupported(ctx_of()))
    assert (found.decision, found.reason, found.ends) == ("CAUTION", "UNSUPPORTED", True)
    passed(res.d3_unsupported(ctx_of((SOP, claim(SOP, value(4))))))


def test_d4_sets_v_on_consensus_and_fails_on_disagreement():
    found = fired(
        res.d4_consensus(ctx_of((SOP, claim(SOP, value(4))), (MAC, claim(MAC, value(4)))))
    )
    assert (found.value, found.reason, found.decision) == (value(4), "CONSENSUS", None)
    assert [a.source.id for a in found.basis] == ["SOP", "MAC"]
    passed(res.d4_consensus(ctx_of((SOP, claim(SOP, value(4))), (MAC, claim(MAC, value(2))))))


def test_d5_sets_v_from_the_one_explicit_superseder():
    sup = ("SOP", "This supersedes SOP.")
    ctx = ctx_of(
        (SOP, claim(SOP, value(4))), (EXC, claim(EXC, value(1), rail="instant", supersedes=sup))
    )
    found = fired(res.d5_explicit_supersession(ctx))
    assert (found.value, found.reason) == (value(1), "EXPLICIT_SUPERSESSION")
    assert words(found.facts).startswith("EXC says it supersedes 'SOP' (matches SOP ID).")
    plain = ctx_of((SOP, claim(SOP, value(4))), (EXC, claim(EXC, value(1), rail="instant")))
    assert words(passed(res.d5_explicit_supersession(plain)).facts) == (
        "no candidate has a supersession sentence"
    )


def test_d5_to_d7_are_not_reached_once_v_is_set():
    ctx = ctx_of()
    assert res.v_not_set(ctx) is None
    ctx.state.value_rule = "D4"
    assert words(res.v_not_set(ctx)) == "V was set by D4"  # type: ignore[arg-type]


def test_d6_sets_v_from_a_specific_unweakened_exception():
    ctx = ctx_of((SOP, claim(SOP, value(4))), (EXC, claim(EXC, value(1), rail="instant")))
    found = fired(res.d6_specific_exception(ctx))
    assert (found.value, found.reason) == (value(1), "SPECIFIC_EXCEPTION")
    assert words(found.facts) == (
        "EXC (1 business day) matches TCK-1's rail specifically, has no weakeners, and every "
        "disagreeing candidate is general"
    )
    weak = source("EXC", EXC.body.splitlines()[2], owner_active=False)
    refused = ctx_of((SOP, claim(SOP, value(4))), (weak, claim(weak, value(1), rail="instant")))
    assert "is weakened (OWNER_INACTIVE)" in words(passed(res.d6_specific_exception(refused)).facts)


def test_d7_escalates_and_names_a_source_that_disagrees_with_itself():
    """Neither of MAC's values is another source's, so nothing tells its voice
    (`guard.engine.onevoice`): a real disagreement, named."""
    two = claim(MAC, value(2)).model_copy(update={"claim_id": "MAC#c2"})
    ctx = ctx_of((SOP, claim(SOP, value(3))), (MAC, claim(MAC, value(4))), (MAC, two))
    found = fired(res.d7_conflict(ctx))
    assert (found.decision, found.reason, found.ends) == ("ESCALATE", "CONFLICT_UNRESOLVED", True)
    assert "MAC states more than one value here: 4 business days, 2 business days." in words(
        found.facts
    )


# --- D8–D11b -----------------------------------------------------------------------------------


def test_d8_fires_on_no_value_or_units_that_do_not_convert():
    none = fired(cmp.d8_units(comparing(dclaim(None), (SOP, claim(SOP, value(4))))))
    assert (none.reason, words(none.skip)) == ("UNSUPPORTED", "no comparable draft value")  # type: ignore[arg-type]
    days = fired(
        cmp.d8_units(comparing(dclaim(value(4, "calendar_days")), (SOP, claim(SOP, value(4)))))
    )
    assert (days.decision, days.reason, days.ends) == ("CAUTION", "UNIT_MISMATCH", True)
    same = passed(cmp.d8_units(comparing(dclaim(), (SOP, claim(SOP, value(4))))))
    assert words(same.facts) == "the draft and V both count business days"


def test_d9_holds_outside_v_and_a_hedge_softens_it():
    ctx = comparing(dclaim(value(7)), (SOP, claim(SOP, value(4))))
    assert fired(cmp.d9_contradicts(ctx)).decision == "HOLD"
    hedged = comparing(dclaim(value(7), definitive=False), (SOP, claim(SOP, value(4))))
    assert fired(cmp.d9_contradicts(hedged)).decision == "CAUTION"
    passed(cmp.d9_contradicts(comparing(dclaim(), (SOP, claim(SOP, value(4))))))


def test_d10_allows_within_v_and_is_not_reached_after_d9():
    ctx = comparing(dclaim(), (SOP, claim(SOP, value(4))))
    assert cmp.d10_not_after_d9(ctx) is None
    assert (fired(cmp.d10_supported(ctx)).decision, cmp.d10_supported(ctx).reason) == (
        "ALLOW",
        "SUPPORTED",
    )
    ctx.state.decision = "HOLD"
    assert words(cmp.d10_not_after_d9(ctx)) == "the draft value is outside V"  # type: ignore[arg-type]


def test_d11a_fires_when_v_rests_only_on_weakened_candidates():
    weak = source("SOP", SOP.body.splitlines()[2], kind="sop", verification="unverified")
    ctx = comparing(dclaim(), (weak, claim(weak, value(4))))
    ctx.state.decision = "ALLOW"
    found = fired(cmp.d11a_weak_basis(ctx))
    assert (found.reason, words(found.skip)) == ("WEAK_BASIS", "already CAUTION")  # type: ignore[arg-type]
    sound = comparing(dclaim(), (SOP, claim(SOP, value(4))))
    assert words(passed(cmp.d11a_weak_basis(sound)).facts).endswith("candidate: SOP")
    sound.state.decision = "CAUTION"
    assert words(cmp.d11a_allow_or_hold(sound)) == "result is already CAUTION"  # type: ignore[arg-type]


def test_d11b_fires_on_an_applicable_change_that_contradicts_v():
    later = source("SL", "From next month reversals take 1 business day.", kind="slack")
    ctx = comparing(
        dclaim(), (SOP, claim(SOP, value(4))), (later, claim(later, value(1), rail="instant"))
    )
    found = fired(cmp.d11b_change_signalled(ctx))
    assert (found.decision, found.reason) == ("CAUTION", "CHANGE_SIGNALLED")
    assert words(found.facts).endswith(": SL (proposal: 1 business day)")
    passed(cmp.d11b_change_signalled(comparing(dclaim(), (SOP, claim(SOP, value(4))))))
    ctx.state.decision = "HOLD"
    assert words(cmp.d11b_allow_only(ctx)) == "result is HOLD, not ALLOW"  # type: ignore[arg-type]


def test_a_claim_walk_goes_on_from_where_resolution_stopped():
    ctx = comparing(dclaim(), (SOP, claim(SOP, value(4))), (MAC, claim(MAC, value(4))))
    trace = walk(CLAIM_RULES, ctx, record_skips=True, done=ctx.gov.trace)
    assert [(s.rule, s.outcome) for s in trace] == [
        ("D1", "pass"),
        ("D2", "pass"),
        ("D3", "pass"),
        ("D4", "fired"),
        ("D5", "skipped"),
        ("D6", "skipped"),
        ("D7", "skipped"),
        ("D8", "pass"),
        ("D9", "pass"),
        ("D10", "fired"),
        ("D11a", "pass"),
        ("D11b", "pass"),
    ]
    assert (ctx.state.decision, ctx.state.reason) == ("ALLOW", "SUPPORTED")


def test_resolution_stops_its_trace_where_v_is_set():
    t: Ticket = ticket()
    gov = resolve_governing(TOPIC, assess([(claim(SOP, value(4)), SOP)], t, NOW), t)
    assert [s.rule for s in gov.trace] == ["D1", "D2", "D3", "D4"]
    assert (gov.rule, gov.reason, gov.value, gov.decision) == ("D4", "CONSENSUS", value(4), None)
