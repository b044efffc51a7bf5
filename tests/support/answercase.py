"""Owner answers through a runtime: the check that opens a gap, asking and answering it, and
the drafts the answer covers or does not."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.blocks.trust import gap_claim
from guard.checkrequest import CheckRequest
from guard.kb.catalogue import OTHER
from guard.runtime import Runtime
from guard.store import Store
from guard.trust import answers as trust

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)


PENDING = "Pending transfers clear within 2 hours."


WRONG = "Failed transfers are reversed within 2 hours."


def _check(rt: Runtime, draft: str, ticket: str = "TCK-9003"):
    result = rt.service.check(CheckRequest(ticket_id=ticket, draft=draft, now=NOW))
    rt.store.checks.record(result, draft, "UAGENT1")
    return result


def _ask_and_answer(rt: Runtime, topic: str | None = None) -> str:
    """What the Slack flow does: the question takes the gap's topic and words, the owner
    answers it (an ops lead approves)."""
    result = _check(rt, PENDING)
    assert (result.decision, result.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")
    gap = gap_claim(result)
    assert gap is not None and gap.draft_claim.topic == OTHER
    cat = rt.store.sources.workspace().catalogue
    q = trust.Question(
        topic=topic or gap.draft_claim.topic,
        scope={},
        question=f"Is this right: “{gap.draft_claim.span}”?",
        draft=PENDING,
        ticket_id="TCK-9003",
        words=gap.draft_claim.span,
    )
    rid = trust.ask_owner(rt.store, cat, q, "UAGENT1", "UOWNER1", NOW)
    req = trust.request(rt.store, rid)
    done = trust.capture(
        rt.store,
        cat,
        trust.Capture(
            topic=str(req["topic"]),
            scope=dict(req["scope"]),
            text="Yes: pending transfers clear within 2 hours.",
            author="UOWNER1",
            certainty="certain",
            shareable=True,
            request_id=rid,
        ),
        NOW,
    )
    assert done.source is not None
    trust.approve(rt.store, done.source.id, "UOPS1", NOW)
    rt.refresh_index()
    return done.source.id


ASKED = "How long do pending transfers take to clear?"


UNRELATED = ("How long until my refund?", "Do you sell gift cards?")


#: Keeps the answer's generic words ("transfers", "clear") but not its specific one.
NEAR_MISS = "How long do failed transfers take to clear?"


def answer_off_catalogue(
    store: Store,
    words: str,
    text: str,
    *,
    shareable: bool = True,
    scope: dict[str, str] | None = None,
    approve: bool = True,
    author: str = "UOWNER1",
) -> str:
    """An owner's answer to a question on no catalogue topic, approved by someone else."""
    cat = store.sources.workspace().catalogue
    done = trust.capture(
        store,
        cat,
        trust.Capture(
            topic=OTHER,
            scope=scope or {},
            text=text,
            author=author,
            certainty="certain",
            shareable=shareable,
            words=words,
        ),
        NOW,
    )
    assert done.source is not None
    if approve:
        trust.approve(store, done.source.id, "UOPS1", NOW + timedelta(hours=1))
    return done.source.id
