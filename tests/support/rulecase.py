"""The engine's rule cases in one line each: the seed SOP, an exception source, one- and
four-day drafts, and `run` (decide over hand-built claims)."""

from __future__ import annotations

from guard.engine.decide import decide
from tests.support.builders import NOW, draft, extractions, source, ticket, value

SOP = source(
    "SOP",
    "Failed transfers are reversed within 4 business days.",
    kind="sop",
    title="Outgoing Transfers: Reversal SOP",
)


EXC = source(
    "EXC",
    "For instant transfers only, reversals take 1 business day. "
    "This supersedes the Outgoing Transfers – Reversal SOP.",
)


D4 = draft("Reversed within 4 business days.", (value(4), "within 4 business days"))


D1 = draft("Reversed within 1 business day.", (value(1), "within 1 business day"))


def run(d, sources, *claims, rail="instant"):
    return decide(extractions(d, *claims), list(sources), ticket(rail), NOW)


def sup(src):
    return (
        "Outgoing Transfers – Reversal SOP",
        "This supersedes the Outgoing Transfers – Reversal SOP.",
    )
