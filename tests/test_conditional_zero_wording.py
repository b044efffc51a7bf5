"""A draft's conditional zero has its own field (`DraftClaim.condition`), not the hedge flag: the
verdict stays CAUTION (never ALLOW, never a false HOLD), and the trace and headline say the
draft gives the zero only under its condition, not that it hedges. An invented bell-ringing
tower: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

TOWER = verified_source("BT-1", "The tower visit fee is £6.", title="Bell tower")


def tower() -> Catalogue:
    topics: dict[str, Any] = {
        "visit_fee": {
            "label": "tower visit fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["tower visit fee", "visit fee"],
        },
    }
    return named_catalogue("Bell tower", topics)


def _d9(draft: str) -> tuple[str, str, str]:
    v = local_verdict(draft, [TOWER], tower(), message="Is there a visit fee?")
    d9 = next(t.detail for c in v.claims for t in c.trace if t.rule == "D9")
    return v.decision, v.headline, d9


def test_a_conditional_zero_is_said_as_its_condition() -> None:
    decision, headline, d9 = _d9("There's no visit fee if you ring with the Sunday band.")
    assert decision == "CAUTION"
    assert "only if you ring with the Sunday band" in headline, headline
    assert "hedge" not in headline, headline
    assert "only if you ring with the Sunday band" in d9 and "hedged" not in d9, d9


def test_a_hedge_is_still_said_as_a_hedge() -> None:
    decision, headline, d9 = _d9("There's usually no visit fee.")
    assert decision == "CAUTION"
    assert "hedges" in headline and "hedged" in d9, (headline, d9)


def test_an_outright_zero_is_still_held() -> None:
    decision, headline, _ = _d9("There's no visit fee.")
    assert decision == "HOLD" and "only" not in headline, headline
