"""Which value governs a topic for a ticket (rules D1–D7), independent of any draft.

Kept apart from the draft comparison so the same rules run without a draft: for a question
(`engine.ask`) and over every topic × scope (`engine.register`, the Conflict Register). The
rules themselves are rows of the rule table (`guard.engine.rules`), each a small function in
`guard.engine.resolution`; `resolve_governing` is one walk of them.
"""

from __future__ import annotations

from guard.engine.candidates import Assessed as Assessed
from guard.engine.candidates import Governing
from guard.engine.candidates import names_source as names_source
from guard.engine.candidates import supersession_target as supersession_target
from guard.engine.candidates import voices as voices
from guard.engine.interpreter import walk
from guard.engine.replaced import split_replaced
from guard.engine.reportedsource import split_reported
from guard.engine.resolution import Resolution
from guard.engine.rules import RESOLUTION_RULES
from guard.engine.tracewords import listed as listed
from guard.engine.tracewords import step as step
from guard.models import Ticket


def resolve_governing(topic: str, assessed: list[Assessed], ticket: Ticket) -> Governing:
    """Apply D1–D7 to the assessed claims of one topic for one ticket. The trace lists the
    rules up to the one that set V or settled the outcome; the claim's walk goes on from
    there (`guard.engine.comparison`)."""
    ctx = Resolution.of(topic, assessed, ticket)
    trace = walk(RESOLUTION_RULES, ctx, record_skips=False)
    st = ctx.state
    rule = st.ended_by or st.value_rule
    assert rule is not None  # D7 fires whenever nothing before it did
    signals, replaced = split_replaced(ctx.signals, list(st.basis))
    signals, reported = split_reported(signals, [a for a in assessed if a.claim.topic == topic])
    return Governing(
        rule=rule,
        reason=st.reason,
        value=st.value,
        decision=st.decision,  # type: ignore[arg-type]
        basis=list(st.basis),
        signals=signals,
        replaced=replaced,
        reported=reported,
        trace=trace,
        candidates=ctx.heard,
    )
