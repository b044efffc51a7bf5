"""Property tests (hypothesis) for the engine's invariants, over random workspaces."""

from __future__ import annotations

from datetime import date, timedelta

from builders import NOW, T0, claim, draft, source, ticket, value
from hypothesis import given, settings
from hypothesis import strategies as st
from seedcase import ESCALATE_TEMPLATE

from guard.engine.decide import decide
from guard.engine.patterns import has_policy_pattern
from guard.engine.replies import escalate_reply
from guard.models import Extractions, Source, SourceClaim, SourceExtraction

KINDS = ["policy", "sop", "macro", "slack", "release_note"]
UNITS = ["business_days", "calendar_days"]


@st.composite
def case(draw):
    """A random workspace of 1–5 sources, each with one claim, a draft value and a rail."""
    n = draw(st.integers(1, 5))
    sources: list[Source] = []
    claims: list[SourceClaim] = []
    for i in range(n):
        sid = f"S{i}"
        verification = draw(st.sampled_from(["verified", "unverified", "expired"]))
        verified_at = T0 + timedelta(days=draw(st.integers(0, 40)))
        updated_at = T0 + timedelta(days=draw(st.integers(0, 40)))
        src = source(
            sid,
            f"Reversals for {sid} are done in some days.",
            kind=draw(st.sampled_from(KINDS)),
            title=f"Policy {sid}",
            verification=verification,
            verified_at=verified_at,
            updated_at=updated_at,
            owner_active=draw(st.booleans()),
            flagged=draw(st.booleans()),
        )
        amount = draw(st.integers(1, 7))
        v = value(amount, draw(st.sampled_from(UNITS)))
        target = draw(st.sampled_from([None, *[f"Policy S{j}" for j in range(n) if j != i]]))
        c = claim(
            src,
            v,
            rail=draw(st.sampled_from(["any", "instant", "standard"])),
            effective=draw(
                st.sampled_from([None, date(2026, 1, 1), date(2026, 10, 27), date(2027, 3, 1)])
            ),
            status=draw(st.sampled_from(["in_force", "unstated", "proposed", "deprecated"])),
            supersedes=(target, src.body.splitlines()[2]) if target else None,
        )
        sources.append(src)
        claims.append(c)
    amount = draw(st.integers(1, 7))
    d = draft(
        f"Reversed within {amount} business days.",
        (value(amount), f"within {amount} business days"),
        definitive=draw(st.booleans()),
    )
    rail = draw(st.sampled_from(["instant", "standard", "unknown"]))
    return sources, claims, d, rail


def _extractions(d, claims, failed=frozenset()):
    return Extractions(
        draft=d,
        sources=[
            SourceExtraction(
                source_id=c.source_id,
                ok=c.source_id not in failed,
                claims=[] if c.source_id in failed else [c],
                error=None,
            )
            for c in claims
        ],
    )


@settings(max_examples=200, deadline=None)
@given(case(), st.data())
def test_recency_of_verification_never_changes_v(c, data):
    """Shift each source's verification and edit dates together, by its own random amount:
    weakeners stay the same, which source is newest changes, and V must not."""
    sources, claims, d, rail = c
    before = decide(_extractions(d, claims), sources, ticket(rail), NOW)
    shifted = []
    for s in sources:
        delta = timedelta(days=data.draw(st.integers(-200, 30)))
        sig = s.signals.model_copy(
            update={
                "updated_at": s.signals.updated_at + delta,
                "verified_at": s.signals.verified_at + delta if s.signals.verified_at else None,
            }
        )
        shifted.append(s.model_copy(update={"signals": sig}))
    after = decide(_extractions(d, claims), shifted, ticket(rail), NOW)
    assert [x.governing_value for x in after.claims] == [x.governing_value for x in before.claims]
    assert (after.decision, after.reason_code) == (before.decision, before.reason_code)


@settings(max_examples=200, deadline=None)
@given(case(), st.data())
def test_never_allow_while_a_visible_non_excluded_source_is_unread(c, data):
    sources, claims, d, rail = c
    failed = frozenset(data.draw(st.sets(st.sampled_from([s.id for s in sources]), min_size=1)))
    v = decide(_extractions(d, claims, failed), sources, ticket(rail), NOW)
    if any(not s.signals.flagged_outdated for s in sources if s.id in failed):
        assert v.decision != "ALLOW"


@settings(max_examples=100, deadline=None)
@given(case())
def test_same_input_gives_byte_identical_json(c):
    sources, claims, d, rail = c
    a = decide(_extractions(d, claims), sources, ticket(rail), NOW)
    copies = [s.model_copy(deep=True) for s in sources]
    b = decide(
        _extractions(d.model_copy(deep=True), [x.model_copy(deep=True) for x in claims]),
        copies,
        ticket(rail),
        NOW,
    )
    assert a.model_dump_json(by_alias=True) == b.model_dump_json(by_alias=True)


@settings(max_examples=100, deadline=None)
@given(case())
def test_escalations_offer_a_reply_the_detector_never_fires_on(c):
    sources, claims, d, rail = c
    v = decide(_extractions(d, claims), sources, ticket(rail), NOW)
    if v.decision == "ESCALATE":
        reply = escalate_reply()
        assert reply == ESCALATE_TEMPLATE
        assert not has_policy_pattern(reply)
        assert not any(ch.isdigit() for ch in reply)
