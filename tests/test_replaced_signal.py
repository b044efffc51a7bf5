"""An announcement from a source that the governing source explicitly replaces signals no
change (`guard.engine.replaced`): D11b warns of what may come, not of what was replaced.
Catalogue and wording invented here."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.kb.catalogue import Catalogue
from guard.models import Source, Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def bike_repairs() -> Catalogue:
    topics = {"repair_time": {"kind": "duration", "about": ["repair*"]}}
    return named_catalogue("Bikes", topics)


def check(draft: str, replaces: str) -> tuple[str, str, list[str]]:
    cat = bike_repairs()
    new = verified_source(
        "WS-20", f"Repairs are finished within 5 working days. {replaces}\n", title="Workshop SOP"
    )
    old = verified_source(
        "WS-11",
        "Proposed: repairs are finished within 8 working days.\n",
        title="Repair desk notes",
    )
    srcs: list[Source] = [new, old]
    v = local_verdict(draft, srcs, cat, Ticket(id="T", message="Hi"), now=NOW)
    details = [s.detail for c in v.claims for s in c.trace if s.rule == "D11b"]
    return v.decision, v.reason_code, details


def test_a_replaced_sources_proposal_signals_nothing() -> None:
    decision, reason, details = check(
        "Your bike will be repaired within 5 working days.",
        "This replaces *Repair desk notes*.",
    )
    assert (decision, reason) == ("ALLOW", "SUPPORTED")
    assert "WS-11 (replaced by WS-20)" in details[0]


def test_a_proposal_the_governing_source_does_not_name_still_signals() -> None:
    decision, reason, _ = check(
        "Your bike will be repaired within 5 working days.", "This replaces *Old price list*."
    )
    assert (decision, reason) == ("CAUTION", "CHANGE_SIGNALLED")
