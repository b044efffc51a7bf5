"""The rule table: the single source of truth for what each rule means and does.

Rule 1: every rule of the decision is a row of `RULES`, in the order it runs, with the small
function that checks it. `guard.engine.interpreter.walk` runs the rows in order and records
one trace step for each; `decide` walks the draft rules (D0a–D0d, then SEVERITY and CAP after
the claims), and each claim walks the claim rules (D1–D11b; `resolve_governing` alone walks
D1–D7). The trace names these IDs, the CLI and Slack show their conditions, and docs/rules.md's
rules table is generated from `RULES` (a test fails when the two drift apart).

Trace outcomes mean:
- fired: the rule's condition held and it set (or changed) the result;
- pass: a guard rule was checked and its condition did not hold, so nothing changed;
- fail: a resolution rule (D4, D5, D6) was tried and its conditions were not all met;
- skipped: not reached, because an earlier rule had already settled the outcome.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from guard.engine import comparison as cmp
from guard.engine import draft_rules as draft
from guard.engine import resolution as res
from guard.engine.interpreter import SEVERITY, Check, Reached

__all__ = [
    "CLAIM_RULES",
    "CLAIM_RULE_ORDER",
    "DRAFT_RULES",
    "RESOLUTION_RULES",
    "RULES",
    "RULES_BY_ID",
    "SEVERITY",
    "STANDING_RULES",
    "Rule",
    "rules_markdown",
]


@dataclass(frozen=True)
class Rule:
    """One row: what the rule says (for people) and the function that checks it."""

    id: str
    condition: str
    result: str
    reason: str
    #: The check the interpreter runs; None for a rule recorded where it happens (AMBIGUOUS,
    #: by guard.engine.attribution; UNPLACED, by guard.engine.unplaced; MISPLACED, by
    #: guard.engine.misplaced) and for the standing rules (guard.engine.standing).
    check: Check | None = None
    #: Why the rule is not reached now (a skip), or None when it runs.
    reached: Reached | None = None
    #: Which walk runs it: the draft's, or each claim's.
    scope: Literal["draft", "claim"] = "draft"
    #: A resolution rule that is tried and not met records "fail", a guard rule "pass".
    kind: Literal["guard", "resolution"] = "guard"


RULES: tuple[Rule, ...] = (
    Rule(
        "D0a",
        "Draft extraction failed (error, invalid output after one retry, or every "
        "claim rejected by quote validation)",
        "AI_UNAVAILABLE, send blocked",
        "EXTRACTION_FAILED",
        check=draft.d0a_extraction_failed,
    ),
    Rule(
        "TOPIC",
        "A draft value whose sentence names no topic and nothing else it could be about "
        '("You\'ll get it back within 4 days", "Someone will be with you within 4 hours"): '
        "read on the ticket's topic of its kind when the ticket names exactly one (or the "
        "ticket settles an ambiguous reading); when the ticket names none of its kind, on the "
        "one topic of its kind the reply names in its other sentences (\"I've logged it as an "
        'emergency."); otherwise it stays unattributed. A value whose own clause names a '
        'thing no topic covers ("you\'ll have a decision within 3 days", "the upgrade takes '
        '2 days") is about that thing: topic `other` (D0c), not unattributed',
        "CAUTION for an unattributed value",
        "EXTRACTION_GAP",
        check=draft.topic_readings,
    ),
    Rule(
        "D0b",
        "Zero claims on a catalogue topic, but the policy-pattern detector matches the draft; "
        "or, whatever the claims, a number in the draft that no claim's value holds and that "
        "is no date, time of day, reference, phone or list number, or figure the customer "
        "quoted (no number without a verdict)",
        "CAUTION (beside claims: ALLOW becomes CAUTION)",
        "EXTRACTION_GAP",
        check=draft.d0b_extraction_gap,
    ),
    Rule(
        "D0c",
        "A claim on topic `other` (no catalogue topic) that has a value, other than a figure "
        "the customer quoted in the ticket (the same amount with its currency, or the same "
        "number and noun)",
        "CAUTION",
        "OUTSIDE_COVERAGE",
        check=draft.d0c_outside_coverage,
    ),
    Rule(
        "D0d",
        "Zero claims and no policy pattern",
        "ALLOW",
        "NO_POLICY_CLAIM",
        check=draft.d0d_no_policy_claim,
    ),
    Rule(
        "AMBIGUOUS",
        "A draft value whose words say as much about two topics of its kind (and the ticket "
        "names neither alone): decided on each",
        "the most severe",
        "",
        scope="claim",
    ),
    Rule(
        "D1",
        "C has a SCOPE_UNRESOLVED claim whose value differs from another claim in C",
        "ESCALATE",
        "SCOPE_UNKNOWN",
        check=res.d1_scope_unknown,
        scope="claim",
    ),
    Rule(
        "D2",
        "C is empty and proposals or changes not yet in effect that apply to the ticket exist",
        "CAUTION",
        "PROPOSAL_ONLY",
        check=res.d2_proposal_only,
        scope="claim",
    ),
    Rule(
        "D3",
        "C is empty",
        "CAUTION",
        "UNSUPPORTED",
        check=res.d3_unsupported,
        scope="claim",
    ),
    Rule(
        "D4",
        "All of C agree",
        "V = the shared value",
        "CONSENSUS",
        check=res.d4_consensus,
        scope="claim",
        kind="resolution",
    ),
    Rule(
        "D5",
        "They disagree; exactly one candidate S explicitly supersedes every other "
        "disagreeing candidate (several that do so and state the same value count as one)",
        "V = S's value",
        "EXPLICIT_SUPERSESSION",
        check=res.d5_explicit_supersession,
        reached=res.v_not_set,
        scope="claim",
        kind="resolution",
    ),
    Rule(
        "D6",
        "No supersession; exactly one value is set by candidates matching the ticket's "
        "scope specifically, with no weakeners, and every other disagreeing candidate is "
        "more general: scoped any, or specific only on some of the same dimensions (with one "
        "dimension: scoped any). A value whose source another candidate in C explicitly "
        "supersedes (as D5 names it) is no exception: the candidates still disagree",
        "V = its value",
        "SPECIFIC_EXCEPTION",
        check=res.d6_specific_exception,
        reached=res.v_not_set,
        scope="claim",
        kind="resolution",
    ),
    Rule(
        "D7",
        "They still disagree (recency and verification never break the tie)",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
        check=res.d7_conflict,
        reached=res.v_not_set,
        scope="claim",
    ),
    Rule(
        "D8",
        "The draft's unit differs from V's inside a kind and no exact conversion joins them "
        "(business vs calendar days, hours vs days, months vs days, EUR vs USD; minutes and "
        "hours, days and weeks, months and years convert), or the draft states no value. Days "
        "that no month length (28-31 days) could make equal to V's months, and fewer calendar "
        "days than V's business days (N business days never take fewer than N days), are "
        "D9's, not D8's. The same amount charged per another basis than every source of V "
        'states is a unit mismatch too ("£40 per person" against "£40 for two people", "£18 a '
        'week" against "£18 a day"; a basis stated on one side only is no mismatch)',
        "CAUTION",
        "UNIT_MISMATCH / UNSUPPORTED",
        check=cmp.d8_units,
        scope="claim",
    ),
    Rule(
        "D9",
        "The draft value is outside V (a hedged claim gives CAUTION with the same reason, not HOLD)",
        "HOLD",
        "CONTRADICTS_GOVERNING",
        check=cmp.d9_contradicts,
        scope="claim",
    ),
    Rule(
        "D10",
        "The draft value is within V",
        "ALLOW",
        "SUPPORTED",
        check=cmp.d10_supported,
        reached=cmp.d10_not_after_d9,
        scope="claim",
    ),
    Rule(
        "D11a",
        "After D9/D10: ALLOW or HOLD, but V rests only on weakened candidates",
        "CAUTION",
        "WEAK_BASIS",
        check=cmp.d11a_weak_basis,
        reached=cmp.d11a_allow_or_hold,
        scope="claim",
    ),
    Rule(
        "D11b",
        "After D10: ALLOW, and a PROPOSAL or NOT_YET_EFFECTIVE claim that applies to "
        "the ticket contradicts V (one whose source a source of V explicitly supersedes "
        "is replaced: it signals nothing)",
        "CAUTION",
        "CHANGE_SIGNALLED",
        check=cmp.d11b_change_signalled,
        reached=cmp.d11b_allow_only,
        scope="claim",
    ),
    Rule(
        "UNPLACED",
        "After D11b: ALLOW SUPPORTED, and an in-force source that applies states a value of "
        "the claim's kind on no topic, in a clause holding the topic's key word and next to "
        "two more of the draft value's words, that the draft's value does not match (no "
        "contrary source seen is no proof)",
        "CAUTION",
        "UNPLACED_VALUE",
        scope="claim",
    ),
    Rule(
        "MISPLACED",
        "After UNPLACED: ALLOW SUPPORTED, and an in-force source that applies explicitly "
        "supersedes a source of V's basis (by title or ID, as for D5) but states no claim on "
        "the draft's topic, while it states a value of the claim's kind on no topic or on "
        "another topic that the draft's value does not match (the replaced value may no "
        "longer hold). Not when the supersession names a part before the document that is "
        'not the topic ("the price in …"), nor when it replaces a whole document and '
        "restates a topic that document states: the rest carries over",
        "CAUTION",
        "SUPERSEDER_UNPLACED",
        scope="claim",
    ),
    Rule(
        "SEVERITY",
        "Overall = the most severe claim result: AI_UNAVAILABLE > ESCALATE > HOLD > CAUTION > ALLOW",
        "the most severe",
        "",
        check=draft.severity,
    ),
    Rule(
        "CAP",
        "A visible, non-excluded source could not be read: its extraction failed, every "
        "claim it gave was rejected, one of its claims says what the claim's own words "
        "contradict (a value or scope its words do not bear out: a reader that misread one "
        "sentence may have misread the rest, `engine/validation.py`), or its text states a "
        "value the detector finds but it gave "
        "no claim (values it set aside, and the engine's reader sets aside for the same reason, "
        "do not count: someone else's words, a question, an old value); and the draft states a "
        "policy claim (a reply with none has nothing for that source to contradict). A silent "
        "source caps only a draft that claims a value of a kind its unread wordings have, part "
        "by part (an amount, a duration or age, a percentage, a count, an option; money and "
        "percent stand for each other): a value of one kind is a value only of a topic of that "
        "kind, so an unread price cannot contradict a duration (`engine/hidden.py`); a failed, "
        "rejected or misread read caps every claim",
        "ALLOW becomes CAUTION",
        "SOURCE_UNREAD",
        check=draft.cap_source_unread,
    ),
)

STANDING_RULES: tuple[Rule, ...] = (
    Rule("S1", "The source is flagged outdated, or its wording is deprecated", "EXCLUDED", ""),
    Rule(
        "S2",
        "The kind is an announcement (slack, release_note, or one the catalogue declares), "
        "or the wording is proposed / pending approval",
        "PROPOSAL",
        "",
    ),
    Rule("S3", "effectiveFrom is later than the decision time", "NOT_YET_EFFECTIVE", ""),
    Rule(
        "S4",
        "The kind is a document (policy, sop, macro, article, faq, or one the catalogue "
        "declares), and none of the above applies",
        "CANDIDATE",
        "",
    ),
)

RULES_BY_ID: dict[str, Rule] = {r.id: r for r in RULES + STANDING_RULES}

#: The rules each walk runs, in the table's order.
DRAFT_RULES: tuple[Rule, ...] = tuple(r for r in RULES if r.scope == "draft")
CLAIM_RULES: tuple[Rule, ...] = tuple(r for r in RULES if r.scope == "claim" and r.check)
#: Claim-level rules in the order they run; the trace lists each of them once per claim.
CLAIM_RULE_ORDER: tuple[str, ...] = tuple(r.id for r in CLAIM_RULES)
RESOLUTION_RULES: tuple[Rule, ...] = CLAIM_RULES[: CLAIM_RULE_ORDER.index("D7") + 1]


def rules_markdown() -> str:
    """The rules table as Markdown, for the README."""
    lines = ["| # | condition | result | reason |", "|---|---|---|---|"]
    lines += [f"| {r.id} | {r.condition} | {r.result} | {r.reason} |" for r in RULES]
    return "\n".join(lines)
