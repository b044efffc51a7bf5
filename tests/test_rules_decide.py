"""decide (guard/engine/decide.py) beyond the trace wording: D0 details, D9's quote, evidence
and its shared source references, claims off the catalogue, catalogue-silenced sources, and
decide(evidence=False).

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

from guard.engine.decide import decide
from guard.kb.catalogue import catalogue_from_dict
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    SourceExtraction,
    Ticket,
    Value,
)
from tests.support.builders import NOW, claim, draft, extractions, source, ticket, value
from tests.support.opentopics import CAT, days, sclaim
from tests.support.rulecase import D4, EXC, SOP, run, sup
from tests.support.tracecase import GENERAL, MAC, UNREAD, VERDICTS, _with

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
    assert v.unread_sources == ["CH"]
    # What it states unread is an option, and the draft claims only a duration: it cannot
    # contradict it (`guard.engine.hidden`), so the cap names it and lets the ALLOW stand.
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert v.trace[-1].detail == (
        "could not read CH (it says 'no weekend payouts' but yielded no claim); no value it "
        "states unread is a duration, the kind the draft claims, so it cannot contradict them"
    )


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
