"""What every surface says about a check in plain words: the headline, what to verify, the
reply's citation, a source's signal chips, a scope. Slack's blocks, the Intercom canvas and the
CLI's views all read them here, so the three say the same thing. Pure functions of a result."""

from __future__ import annotations

from datetime import datetime

from guard.engine.standing import review_due
from guard.engine.values import format_value
from guard.models import CheckResult, ClaimResult, Evidence, Source
from guard.wordforms import plural_of

AI_BADGES = {
    "live": "Live AI",
    "saved": "Saved AI response",
    "local": "Local extractor (no AI)",
    "unavailable": "AI unavailable",
}


def signal_chips(
    source: Source | None, ev: Evidence | None = None, now: datetime | None = None
) -> str:
    """The signal chips of a source: "Verified Oct 26 · Owner Jonas Weber · …"; with `now`,
    also its freshness ("Review due since Mar 01, 2026")."""
    holder = source if source is not None else ev.source if ev is not None else None
    assert holder is not None, "signal_chips needs a source or its evidence"
    sig = holder.signals
    chips = []
    if sig.verification == "verified" and sig.verified_at:
        chips.append(f"Verified {sig.verified_at:%b %d}")
    else:
        chips.append(sig.verification.capitalize())
    due = review_due(sig) if sig.verification == "verified" else None
    if due is not None and now is not None:
        chips.append(
            f"Review due since {due:%b %d, %Y}" if now > due else f"Review by {due:%b %d, %Y}"
        )
    owner = f"Owner {sig.owner.name}" + ("" if sig.owner.active else " (inactive)")
    chips.append(owner)
    if ev is not None:
        if ev.claim.effective_from:
            chips.append(f"Effective {ev.claim.effective_from:%b %d}")
        chips.append(scope_chip(ev.claim.scope))
        if "EDITED_AFTER_VERIFICATION" in ev.weakeners:
            chips.append("Edited after verification")
    if sig.flagged_outdated:
        chips.append("Flagged outdated")
    chips.append(f"v{sig.version}")
    return " · ".join(chips)


def scope_chip(scope: dict[str, str]) -> str:
    """A claim's scope in a few words: "Instant rail only", "All rails"."""
    specific = [(d, v) for d, v in sorted(scope.items()) if v != "any"]
    if specific:
        return (
            ", ".join(
                f"{v.replace('_', ' ')} {d.replace('_', ' ')}" for d, v in specific
            ).capitalize()
            + " only"
        )
    if scope:
        return ", ".join(
            f"all {plural_of(d.replace('_', ' '))}" for d in sorted(scope)
        ).capitalize()
    return "Everywhere"


def scope_text(scope: dict[str, str], rail: str | None = None) -> str:
    """A ticket's scope as checked: "rail instant", "plan pro · region unknown"."""
    if not scope:
        return f"rail {rail}" if rail and rail != "unknown" else "no scope"
    return " · ".join(f"{d.replace('_', ' ')} {v}" for d, v in scope.items())


#: The decision word a headline starts with ("Hold: …"); the banner already says it.
_HEADLINE_PREFIXES = (
    "Hold: ",
    "Caution: ",
    "Escalate: ",
    "Supported: ",
    "Couldn't confirm: ",
    "AI unavailable: ",
)


WEAKENER_WORDS = {
    "UNVERIFIED": "unverified",
    "VERIFICATION_EXPIRED": "past its verification date",
    "EDITED_AFTER_VERIFICATION": "edited after it was verified",
    "OWNER_INACTIVE": "owned by someone no longer active",
}


C_AND_V = (
    "In the trace, C is the set of in-force sources on the claim's topic that apply to this "
    "ticket (or might, when its scope is unknown), and V is the value that governs."
)


def deciding_claim(result: CheckResult) -> ClaimResult | None:
    """The claim that set the overall decision (the first one as severe as the result)."""
    for c in result.claims:
        if c.decision == result.decision:
            return c
    return result.claims[0] if result.claims else None


def _evidence_of(claim: ClaimResult | None, source_id: str) -> Evidence | None:
    """The source's evidence that gave the governing value. A source may hold several claims
    on the topic (a table's rows, one per scope value): its first is not necessarily the one
    that governs, and naming that one's scope would put the wrong case in the headline."""
    mine = [ev for ev in (claim.evidence if claim else []) if ev.source.id == source_id]
    governing = claim.governing_value if claim else None
    for ev in mine:
        if ev.claim.value == governing and ev.applicability == "APPLIES":
            return ev
    return mine[0] if mine else None


def _scope_words(ev: Evidence | None) -> str:
    if ev is None:
        return ""
    specific = any(v != "any" for v in ev.claim.scope.values())
    return f" ({scope_chip(ev.claim.scope).lower()})" if specific else ""


def plain_headline(result: CheckResult) -> str:
    """What happened, in one sentence with no codes: "Don't send: DOC-103 sets 1 business day
    (instant rail only); your draft says 4 business days." """
    c = deciding_claim(result)
    if c is not None and c.governing_value is not None and c.governing_source_ids:
        src = " and ".join(c.governing_source_ids)
        sets = "sets" if len(c.governing_source_ids) == 1 else "set"
        v = format_value(c.governing_value)
        scope = _scope_words(_evidence_of(c, c.governing_source_ids[0]))
        said = c.draft_claim.value_text
        if result.decision == "HOLD" and result.reason_code == "CONTRADICTS_GOVERNING":
            return f"Don't send: {src} {sets} {v}{scope}; your draft says {said}."
        if result.decision == "ALLOW" and result.reason_code == "SUPPORTED":
            return f"Good to send: {src} {sets} {v}{scope}, as your draft says."
    if result.decision == "ALLOW" and result.reason_code == "NO_POLICY_CLAIM":
        return "Good to send: this reply makes no policy claim."
    text = result.headline
    for prefix in _HEADLINE_PREFIXES:
        if text.startswith(prefix):
            text = text[len(prefix) :]
            return text[:1].upper() + text[1:]
    return text


def _owner_of(ev: Evidence) -> str | None:
    owner = ev.source.signals.owner
    return owner.name if owner and owner.name and owner.active else None


def what_to_verify(result: CheckResult) -> str | None:
    """For a CAUTION: the source or announcement to check, and with whom ("SRC-202 announces
    1 business day, not in force yet: check with Matteo"). None for other decisions."""
    if result.decision != "CAUTION":
        return None
    c = deciding_claim(result)
    reason = result.reason_code
    said = c.draft_claim.value_text if c else ""
    if reason == "SOURCE_UNREAD" and result.unread_sources:
        return (
            f"{', '.join(result.unread_sources)} could not be read: open it and check it "
            "agrees with your reply."
        )
    if reason == "EXTRACTION_GAP":
        found = ", ".join(f"“{m.text}”" for m in result.pattern_matches[:3]) or "the timing"
        return (
            f"Check {found} against the policy yourself: AnswerGuard could not read it as a claim."
        )
    if reason == "OUTSIDE_COVERAGE":
        return f"“{said}” is outside what AnswerGuard checks: confirm it with its owner."
    if c is None:
        return None
    if reason in ("UNPLACED_VALUE", "SUPERSEDER_UNPLACED"):
        # The doubting source is off the topic, so it is in no evidence: its trace step names it.
        rule = "UNPLACED" if reason == "UNPLACED_VALUE" else "MISPLACED"
        doubt = next((s.detail for s in c.trace if s.rule == rule), None)
        if doubt is not None:
            return doubt[:1].upper() + doubt[1:] + "."
    if reason in ("CHANGE_SIGNALLED", "PROPOSAL_ONLY"):
        pending = [
            ev
            for ev in c.evidence
            if ev.standing in ("PROPOSAL", "NOT_YET_EFFECTIVE")
            and ev.applicability != "NOT_APPLICABLE"
        ]
        parts: list[str] = []
        for ev in pending[:2]:
            value = format_value(ev.claim.value)
            if ev.standing == "NOT_YET_EFFECTIVE" and ev.claim.effective_from:
                parts.append(
                    f"{ev.source.id} sets {value} from {ev.claim.effective_from:%b %d, %Y}"
                )
            elif ev.source.kind in ("slack", "release_note"):
                parts.append(f"{ev.source.id} announces {value}, not in force yet")
            else:
                parts.append(f"{ev.source.id} proposes {value}, pending sign-off")
        if parts:
            owner = _owner_of(pending[0])
            who = f"check with {owner}" if owner else "check before promising it"
            return f"{'; '.join(parts)}: {who}."
    src = " and ".join(c.governing_source_ids)
    one = len(c.governing_source_ids) == 1
    sets, counts, is_ = ("sets", "counts", "is") if one else ("set", "count", "are")
    v = format_value(c.governing_value) if c.governing_value else ""
    gov = _evidence_of(c, c.governing_source_ids[0]) if c.governing_source_ids else None
    if reason == "WEAK_BASIS" and gov is not None:
        doubt = " and ".join(WEAKENER_WORDS.get(w, w.lower()) for w in gov.weakeners) or "in doubt"
        owner = _owner_of(gov)
        who = f"check with {owner}" if owner else "check it"
        return f"{src} {sets} {v} but {is_} {doubt}: {who} before sending."
    if reason == "CONTRADICTS_GOVERNING" and src:
        return f"{src} {sets} {v}{_scope_words(gov)}: reword your reply to match it."
    if reason == "UNIT_MISMATCH" and src:
        return f"{src} {counts} {v}; your draft says {said}. Use the policy's unit."
    if reason == "UNSUPPORTED" and c.draft_claim.condition and src and v:
        # A value said for another scope value than the customer's (`engine.scopedclaims`):
        # the sources do cover it, so "no source covers it" would send the agent looking for
        # a gap that is not there; the customer's own value is what the reply lacks.
        return (
            f"“{said}” is said for {c.draft_claim.condition} only; for this customer {src} "
            f"{sets} {v}{_scope_words(gov)}: give them their own value."
        )
    if reason == "UNSUPPORTED":
        return f"No in-force source covers “{said}”: check the policy before sending."
    return plain_headline(result)


def reply_citation(result: CheckResult) -> str | None:
    """Where the safe reply comes from: its governing quote and source, or, for a holding
    reply, the sources that disagree (so the agent sees why no value is given)."""
    if result.suggestion is None:
        return None
    c = deciding_claim(result)
    for claim in [c, *result.claims] if c else result.claims:
        if claim.governing_quote and claim.governing_source_ids:
            sid = claim.governing_source_ids[0]
            ev = _evidence_of(claim, sid)
            title = f" · {ev.source.title}" if ev else ""
            return f"{sid}{title}: “{claim.governing_quote}”"
    disagree = [
        ev
        for ev in (c.evidence if c else [])
        if ev.standing == "CANDIDATE" and ev.applicability != "NOT_APPLICABLE"
    ]
    if disagree:
        said = "; ".join(
            f"{ev.source.id} says {format_value(ev.claim.value)}"
            f" ({scope_chip(ev.claim.scope).lower()})"
            for ev in disagree[:3]
        )
        return f"No value given until the sources agree: {said}."
    return "States no value, so it rests on no source."
