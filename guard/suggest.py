"""The safe reply a check offers for a HOLD or an ESCALATE.

A HOLD's reply is worded by the model from the governing value V and its quote, when a model
is there to word it; it is offered only when it passes the screen (`engine.reply_screen`:
length, contact points and codes, credentials, only V) and its recheck comes back ALLOW or
CAUTION. Anything else falls back to the catalogue's template, and the caller hears why
(`refused`, which the check service puts in the trace). An ESCALATE's reply is always the
holding template.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from guard.engine.decide import Verdict, decide
from guard.engine.replies import escalate_reply, hold_reply
from guard.engine.reply_screen import reply_problem
from guard.engine.values import format_value
from guard.extract.base import ExtractionError, Extractor
from guard.kb.catalogue import Catalogue
from guard.models import Extractions, Source, SourceExtraction, Suggestion, Ticket

SAFE_RECHECK = ("ALLOW", "CAUTION")


@dataclass(frozen=True)
class SuggestRequest:
    """What of the check request the safe reply needs."""

    draft: str
    now: datetime
    #: False: the template only, never a model's rewrite.
    ai_safe_reply: bool
    #: The longest reply offered: the draft cap.
    limit: int


def suggest(
    ex: Extractor,
    req: SuggestRequest,
    verdict: Verdict,
    ticket: Ticket,
    sources: list[Source],
    source_exts: list[SourceExtraction],
    cat: Catalogue,
    refused: Callable[[str], None],
) -> Suggestion | None:
    """The safe reply for a HOLD or an ESCALATE, rechecked against the same sources."""

    def rechecked(text: str, origin: Literal["ai", "template"]) -> Suggestion:
        draft_ext = ex.extract_draft(text)
        decision = decide(
            Extractions(draft=draft_ext, sources=source_exts),
            sources,
            ticket,
            req.now,
            cat,
            evidence=False,  # only the decision is kept
        ).decision
        return Suggestion(text=text, origin=origin, recheck_decision=decision)

    if verdict.decision == "HOLD" and verdict.deciding_claim is not None:
        claim = verdict.claims[verdict.deciding_claim]
        assert claim.governing_value is not None
        writer = getattr(ex, "write_safe_reply", None)
        if (
            writer is not None
            and req.ai_safe_reply
            and ex.mode != "local"
            and claim.governing_quote
        ):
            try:
                text = writer(
                    req.draft,
                    format_value(claim.governing_value),
                    claim.governing_quote,
                    verdict.decision,
                )
                problem = reply_problem(
                    text,
                    draft=req.draft,
                    quote=claim.governing_quote,
                    governing=claim.governing_value,
                    catalogue=cat,
                    limit=req.limit,
                )
                if problem is None:
                    ai = rechecked(text, "ai")
                    if ai.recheck_decision in SAFE_RECHECK:
                        return ai
                    problem = f"its recheck was {ai.recheck_decision}"
                refused(f"AI safe reply refused: {problem}; the template reply is offered")
            except ExtractionError:
                pass  # the template below is always available
        topic = claim.draft_claim.topic
        template = rechecked(hold_reply(claim.governing_value, topic, cat), "template")
        if template.recheck_decision in SAFE_RECHECK:
            return template
        return rechecked(escalate_reply(topic, cat), "template")
    if verdict.decision == "ESCALATE":
        focus = (
            verdict.claims[verdict.deciding_claim].draft_claim.topic
            if verdict.deciding_claim is not None
            else None
        )
        return rechecked(escalate_reply(focus, cat), "template")
    return None
