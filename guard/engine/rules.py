"""The rule table: the single source of truth for what each rule means.

The engine's trace names these IDs, the CLI and Slack show their conditions, and the README's
rules table is generated from `RULES` (a test fails when the two drift apart).

Trace outcomes mean:
- fired: the rule's condition held and it set (or changed) the result;
- pass: a guard rule was checked and its condition did not hold, so nothing changed;
- fail: a resolution rule (D4, D5, D6) was tried and its conditions were not all met;
- skipped: not reached, because an earlier rule had already settled the outcome.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    condition: str
    result: str
    reason: str


RULES: tuple[Rule, ...] = (
    Rule(
        "D0a",
        "Draft extraction failed (error, invalid output after one retry, or every "
        "claim rejected by quote validation)",
        "AI_UNAVAILABLE, send blocked",
        "EXTRACTION_FAILED",
    ),
    Rule(
        "D0b",
        "Zero claims on a catalogue topic, but the policy-pattern detector matches the draft; "
        "or, whatever the claims, a number in the draft that no claim's value holds and that "
        "is no date, time of day, reference, phone or list number, or figure the customer "
        "quoted (no number without a verdict)",
        "CAUTION (beside claims: ALLOW becomes CAUTION)",
        "EXTRACTION_GAP",
    ),
    Rule(
        "D0c",
        "A claim on topic `other` (no catalogue topic) that has a value",
        "CAUTION",
        "OUTSIDE_COVERAGE",
    ),
    Rule("D0d", "Zero claims and no policy pattern", "ALLOW", "NO_POLICY_CLAIM"),
    Rule(
        "TOPIC",
        "A draft value whose sentence names no topic: read on the ticket's topic of its kind "
        "when the ticket names exactly one (or the ticket settles an ambiguous reading); "
        "otherwise it stays unattributed",
        "CAUTION for an unattributed value",
        "EXTRACTION_GAP",
    ),
    Rule(
        "AMBIGUOUS",
        "A draft value whose words say as much about two topics of its kind (and the ticket "
        "names neither alone): decided on each",
        "the most severe",
        "",
    ),
    Rule(
        "D1",
        "C has a SCOPE_UNRESOLVED claim whose value differs from another claim in C",
        "ESCALATE",
        "SCOPE_UNKNOWN",
    ),
    Rule(
        "D2", "C is empty and proposals that apply to the ticket exist", "CAUTION", "PROPOSAL_ONLY"
    ),
    Rule("D3", "C is empty", "CAUTION", "UNSUPPORTED"),
    Rule("D4", "All of C agree", "V = the shared value", "CONSENSUS"),
    Rule(
        "D5",
        "They disagree; exactly one candidate S explicitly supersedes every other "
        "disagreeing candidate (several that do so and state the same value count as one)",
        "V = S's value",
        "EXPLICIT_SUPERSESSION",
    ),
    Rule(
        "D6",
        "No supersession; exactly one value is set by candidates matching the ticket's "
        "scope specifically, with no weakeners, and every other disagreeing candidate is "
        "more general: scoped any, or specific only on some of the same dimensions (with one "
        "dimension: scoped any)",
        "V = its value",
        "SPECIFIC_EXCEPTION",
    ),
    Rule(
        "D7",
        "They still disagree (recency and verification never break the tie)",
        "ESCALATE",
        "CONFLICT_UNRESOLVED",
    ),
    Rule(
        "D8",
        "The draft's unit differs from V's inside a kind and no exact conversion joins them "
        "(business vs calendar days, hours vs days, months vs days, EUR vs USD; minutes and "
        "hours, days and weeks, months and years convert), or the draft states no value. Days "
        "that no month length (28-31 days) could make equal to V's months are D9's, not D8's",
        "CAUTION",
        "UNIT_MISMATCH / UNSUPPORTED",
    ),
    Rule(
        "D9",
        "The draft value is outside V (a hedged claim gives CAUTION, not HOLD)",
        "HOLD",
        "CONTRADICTS_GOVERNING",
    ),
    Rule("D10", "The draft value is within V", "ALLOW", "SUPPORTED"),
    Rule(
        "D11a",
        "After D9/D10: ALLOW or HOLD, but V rests only on weakened candidates",
        "CAUTION",
        "WEAK_BASIS",
    ),
    Rule(
        "D11b",
        "After D10: ALLOW, and a PROPOSAL or NOT_YET_EFFECTIVE claim that applies to "
        "the ticket contradicts V",
        "CAUTION",
        "CHANGE_SIGNALLED",
    ),
    Rule(
        "SEVERITY",
        "Overall = the most severe claim result: AI_UNAVAILABLE > ESCALATE > HOLD > CAUTION > ALLOW",
        "the most severe",
        "",
    ),
    Rule(
        "CAP",
        "A visible, non-excluded source could not be read: its extraction failed, every "
        "claim it gave was rejected, or its text states a value the detector finds but it gave "
        "no claim (values it set aside, and the engine's reader sets aside for the same reason, "
        "do not count: someone else's words, a question, an old value); and the draft states a "
        "policy claim (a reply with none has nothing for that source to contradict)",
        "ALLOW becomes CAUTION",
        "SOURCE_UNREAD",
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

#: Claim-level rules in the order they run; the trace lists each of them once per claim.
CLAIM_RULE_ORDER: tuple[str, ...] = (
    "D1",
    "D2",
    "D3",
    "D4",
    "D5",
    "D6",
    "D7",
    "D8",
    "D9",
    "D10",
    "D11a",
    "D11b",
)

SEVERITY: dict[str, int] = {"ALLOW": 0, "CAUTION": 1, "HOLD": 2, "ESCALATE": 3, "AI_UNAVAILABLE": 4}


def rules_markdown() -> str:
    """The rules table as Markdown, for the README."""
    lines = ["| # | condition | result | reason |", "|---|---|---|---|"]
    lines += [f"| {r.id} | {r.condition} | {r.result} | {r.reason} |" for r in RULES]
    return "\n".join(lines)
