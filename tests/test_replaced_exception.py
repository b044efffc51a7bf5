"""D6's "no supersession": a specific value whose source another candidate in C explicitly
replaces is no exception (`guard/engine/replacedexception.py`).

The replaced candidate stays in C: a replacing candidate scoped as narrowly is no exception
over it either, so both disagreements escalate (D7) rather than let the old specific value,
or the new one, win by specificity. A made-up tool-hire catalogue: no knowledge base's
words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.decide import Verdict
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
EXTRAS = "# Drill extras\n\nFor drills, a spare battery costs £6.\n"
COUNTER = "# Counter questions\n\nA spare battery costs £6.\n"
DRAFT = "A spare battery costs £8."


def hire() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Tool hire",
            "topics": {
                "battery_price": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["spare battery", "battery price"],
                }
            },
            "scopes": {
                "tool": {
                    "any": ["every tool"],
                    "values": {"drill": ["drill*"], "sander": ["sander*"]},
                }
            },
        },
        "test",
        "Hire",
    )


def _verdict(change: str) -> Verdict:
    sources = [
        verified_source("TH-1", EXTRAS, title="Drill extras"),
        verified_source("TH-2", COUNTER, title="Counter questions"),
        verified_source("TH-3", change, title="Battery price change"),
    ]
    ticket = Ticket(id="T-1", message="Hi", scope={"tool": "drill"})
    return local_verdict(DRAFT, sources, hire(), ticket, now=NOW)


def _decided(change: str) -> tuple[str, str, list[str]]:
    v = _verdict(change)
    d6 = [s.detail for c in v.claims for s in c.trace if s.rule == "D6"]
    return v.decision, v.reason_code, d6


def test_a_replaced_specific_value_is_no_exception() -> None:
    change = (
        "# Battery price change\n\nThis replaces the battery price in *Drill extras*. "
        "A spare battery now costs £8.\n"
    )
    decision, reason, (d6,) = _decided(change)
    assert (decision, reason) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert "TH-1 is the specific value, but TH-3 explicitly replaces it" in d6


def test_a_replacing_value_scoped_as_narrowly_is_no_exception_either() -> None:
    change = (
        "# Battery price change\n\nThis replaces the battery price in *Drill extras*. "
        "For drills, a spare battery now costs £8.\n"
    )
    decision, reason, (d6,) = _decided(change)
    assert (decision, reason) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert "disagree" in d6


def test_a_supersession_of_another_document_leaves_the_exception() -> None:
    change = (
        "# Battery price change\n\nThis replaces the battery price in *Sander extras*. "
        "A spare battery now costs £8.\n"
    )
    assert _decided(change)[:2] == ("HOLD", "CONTRADICTS_GOVERNING")
