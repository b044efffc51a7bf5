"""Governing (guard/engine/governing.py): D5 supersession details, dimensions of two words,
unresolved proposals and long D6 lists.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

from datetime import date

from guard.engine.decide import decide
from guard.engine.values import (
    format_value,
)
from guard.kb.catalogue import catalogue_from_dict
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    SourceClaim,
    SourceExtraction,
    Ticket,
    Value,
)
from tests.support.builders import NOW, claim, source, value
from tests.support.opentopics import days, said_in, sclaim
from tests.support.opentopics import run as ot_run
from tests.support.rulecase import D4, SOP, run
from tests.support.tracecase import GENERAL, NEW, NEW_SUP, PRO_EU

# --- governing: details of D5 -----------------------------------------------------------


def test_a_superseder_effective_the_same_day_does_not_supersede():
    same_day = date(2026, 3, 1)
    v = run(
        D4,
        [SOP, NEW],
        claim(SOP, value(4), effective=same_day),
        claim(NEW, value(2), supersedes=NEW_SUP, effective=same_day),
    )
    d5 = next(s for s in v.claims[0].trace if s.rule == "D5")
    assert (d5.outcome, d5.detail) == (
        "fail",
        "NEW takes effect 2026-03-01, not after SOP's 2026-03-01",
    )
    assert v.reason_code == "CONFLICT_UNRESOLVED"


def test_d5_names_only_the_sources_it_overrides_not_those_that_agree_with_it():
    agrees = source("AGR", "Reversals take 2 business days.")
    v = run(
        D4,
        [SOP, NEW, agrees],
        claim(SOP, value(4)),
        claim(NEW, value(2), supersedes=NEW_SUP),
        claim(agrees, value(2)),
    )
    d5 = next(s for s in v.claims[0].trace if s.rule == "D5")
    assert d5.detail == (
        "NEW says it supersedes 'Outgoing Transfers – Reversal SOP and OLD' (matches SOP title). "
        "NEW applies to all rails, which matches TCK-1. SOP has no effective date, so the "
        "explicit sentence is enough."
    )


# --- governing: dimensions with two words, unresolved proposals, long D6 lists ----------


CARD = catalogue_from_dict(
    {
        "name": "Cards",
        "topics": {
            "payout_delay": {"label": "payout delay", "kind": "duration", "about": ["payout*"]}
        },
        "scopes": {"card_type": {"debit": ["debit card"], "credit": ["credit card"]}},
        "kinds": {"help_article": "document"},
    },
    "test catalogue",
    "Cards",
)


def _card_run(said: Value, *claims: SourceClaim, card_type: str):
    srcs = [source(c.source_id, c.quote, kind="help_article") for c in claims]
    d = DraftExtraction(
        text=said_in(said),
        claims=[
            DraftClaim(
                claim_id="d1",
                topic="payout_delay",
                value=said,
                value_text=format_value(said),
                span=said_in(said),
            )
        ],
    )
    ex = Extractions(
        draft=d, sources=[SourceExtraction(source_id=c.source_id, claims=[c]) for c in claims]
    )
    return decide(ex, srcs, Ticket(id="T-1", scope={"card_type": card_type}), NOW, CARD)


def _card_claim(src, v: Value, card_type: str = "any") -> SourceClaim:
    return sclaim(src, "payout_delay", v).model_copy(update={"scope": {"card_type": card_type}})


def _detail(v, rule: str) -> str:
    return next(s.detail for s in v.claims[0].trace if s.rule == rule)


def test_d1_and_d6_name_a_two_word_dimension_in_words():
    general, debit = _card_claim(GENERAL, days(3)), _card_claim(PRO_EU, days(1), "debit")
    assert _detail(_card_run(days(3), general, debit, card_type="unknown"), "D1") == (
        "P sets 1 business day for the debit card type only, G sets 3 business days, and T-1's "
        "card type is unknown"
    )
    assert _detail(_card_run(days(1), general, debit, card_type="debit"), "D6") == (
        "P (1 business day) matches T-1's card type specifically, has no weakeners, and every "
        "disagreeing candidate is general"
    )


def test_d6_names_every_dimension_the_exception_matches():
    v = ot_run(
        "payout_delay",
        days(1),
        sclaim(GENERAL, "payout_delay", days(3)),
        sclaim(PRO_EU, "payout_delay", days(1), plan="pro", region="eu"),
        plan="pro",
        region="eu",
    )
    assert _detail(v, "D6") == (
        "P (1 business day) matches T-1's plan and region specifically, has no weakeners, and "
        "every disagreeing candidate is general"
    )


def test_a_proposal_whose_scope_the_ticket_leaves_open_still_signals_a_change():
    instant = source("SL", "Instant reversals will take 2 business days.", kind="slack")
    only = run(D4, [instant], claim(instant, value(2), rail="instant"), rail="unknown")
    assert only.reason_code == "PROPOSAL_ONLY"
    v = run(
        D4,
        [SOP, instant],
        claim(SOP, value(4)),
        claim(instant, value(2), rail="instant"),
        rail="unknown",
    )
    assert v.reason_code == "CHANGE_SIGNALLED"
    assert _detail(v, "D11b") == (
        "a change is signalled that contradicts V = 4 business days: SL (proposal: 2 business days)"
    )


def test_d6_names_at_most_three_weakened_exceptions():
    weak = [
        source(f"IW{i}", "Instant reversals take 1 business day.", verification="unverified")
        for i in range(4)
    ]
    v = run(
        D4, [SOP, *weak], claim(SOP, value(4)), *[claim(w, value(1), rail="instant") for w in weak]
    )
    why = "is weakened (UNVERIFIED), and an inferred override needs an unweakened source"
    assert _detail(v, "D6") == f"IW0 {why}, IW1 {why}, IW2 {why} …and 1 more"
