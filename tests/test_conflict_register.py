"""The Conflict Register (issue 10, item 2): every topic × scope where the rules leave
candidates disagreeing, once per set of sides, with both quotes and owners; resolved cases
and pending proposals are not conflicts; changes announced are listed apart."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.crosscheck.conflicts import ConflictService
from guard.engine.ask import ReceiptError
from guard.engine.register import conflict_register
from guard.extract.local import LocalExtractor
from guard.kb.workspace import Workspace, load_variants
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store
from tests.support.builders import NOW, claim, source, value
from tests.support.clicase import cli_env, cli_runner
from tests.support.conflict_helpers import (
    BRIGHTCART_CLAIMS,
    HandExtractor,
    doc105_extractor,
    seed_with_doc105_timeline,
    with_doc105_timeline,
)

BC_NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def apply_variant(store: Store, vid: str) -> None:
    variant = next(v for v in load_variants() if v.id == vid)
    for e in variant.edits:
        store.sources.edit(e.source, e, "tester", NOW)


def test_the_seed_has_no_conflict_until_b3_and_none_after_reset(runtime: Runtime) -> None:
    store, svc = runtime.store, ConflictService(runtime.service)
    assert svc.register("ops_lead", NOW).conflicts == []
    apply_variant(store, "B3")
    reg = svc.register("support_agent", NOW)
    (entry,) = reg.conflicts
    assert entry.topic == "reversal_window" and entry.rule == "D7"
    assert [s.source_id for s in entry.sides] == ["DOC-101", "DOC-103"]
    assert {"rail": "instant"} in entry.scopes  # and standard: B3 drops the rail scope
    assert {s.value_text for s in entry.sides} == {"4 business days", "1 business day"}
    doc103 = next(s for s in entry.sides if s.source_id == "DOC-103")
    assert doc103.quote == "Failed transfers are reversed within 1 business day."
    assert doc103.owner == "Jonas Weber"
    assert entry.open_since == doc103.updated_at == NOW  # the later side changed with the edit
    store.sources.reset("tester", NOW)
    assert svc.register("support_agent", NOW).conflicts == []


def test_supersession_and_specific_exceptions_are_not_conflicts() -> None:
    """The seed as shipped: DOC-103 supersedes DOC-101 on the instant rail (D5)."""
    svc = ConflictService(CheckService(HandExtractor({}, ("rail",), base=None)))
    reg = svc.register("ops_lead", NOW)
    assert reg.conflicts == [] and reg.changes_announced == []
    s1 = source("GEN", "Failed transfers are reversed within 4 business days.")
    s2 = source("INS", "Instant transfers are reversed within 1 business day.")
    c1, c2 = claim(s1, value(4)), claim(s2, value(1), rail="instant")
    assert conflict_register([(c1, s1), (c2, s2)], NOW).conflicts == []  # D6


def test_a_pending_proposal_is_not_a_conflict_but_a_contradicting_one_is_a_change() -> None:
    s1 = source("GEN", "Failed transfers are reversed within 4 business days.")
    s2 = source("ANN", "We plan to reverse instant transfers within 2 business days.", kind="slack")
    reg = conflict_register(
        [(claim(s1, value(4)), s1), (claim(s2, value(2), rail="instant"), s2)], NOW
    )
    assert reg.conflicts == []
    (change,) = reg.changes_announced
    assert change.scopes == [{"rail": "instant"}]
    assert change.governing_value_text == "4 business days"
    assert [g.source_id for g in change.governing] == ["GEN"]
    assert [(a.source_id, a.standing) for a in change.announced] == [("ANN", "PROPOSAL")]


def test_the_same_sides_under_several_scopes_are_one_entry() -> None:
    a = source("A", "Failed transfers are reversed within 4 business days.")
    b = source("B", "Failed transfers are reversed within 2 business days.")
    p = source("P", "We plan standard reversals in 3 business days.", kind="slack")
    claims = [
        (claim(a, value(4)), a),
        (claim(b, value(2)), b),
        (claim(p, value(3), rail="standard"), p),  # makes the rail matter
    ]
    (entry,) = conflict_register(claims, NOW).conflicts
    assert entry.scopes == [{"rail": "instant"}, {"rail": "standard"}]
    assert [s.source_id for s in entry.sides] == ["A", "B"]


def test_different_sides_under_different_scopes_are_different_entries() -> None:
    a = source("A", "Failed transfers are reversed within 4 business days.")
    b = source("B", "Failed transfers are reversed within 2 business days.")
    c = source(
        "C", "Standard transfers are reversed within 5 business days.", verification="unverified"
    )
    claims = [
        (claim(a, value(4)), a),
        (claim(b, value(2)), b),
        (claim(c, value(5), rail="standard"), c),  # weakened: no D6 exception
    ]
    reg = conflict_register(claims, NOW)
    got = sorted((e.scopes[0]["rail"], [s.source_id for s in e.sides]) for e in reg.conflicts)
    assert got == [("instant", ["A", "B"]), ("standard", ["A", "B", "C"])]


def test_a_side_without_a_validated_quote_raises() -> None:
    a = source("A", "Failed transfers are reversed within 4 business days.")
    b = source("B", "Failed transfers are reversed within 2 business days.")
    bad = claim(b, value(2), quote="Reversed within 9 days.")
    with pytest.raises(ReceiptError):
        conflict_register([(claim(a, value(4)), a), (bad, b)], NOW)


def test_brightcart_lists_its_planted_dispute_deadline_conflict(brightcart: Workspace) -> None:
    ws = brightcart
    ex = HandExtractor(BRIGHTCART_CLAIMS, ws.catalogue.dimension_keys)
    svc = ConflictService(CheckService(ex, lambda: ws))
    for role in ("support_agent", "ops_lead"):
        reg = svc.register(role, BC_NOW)  # type: ignore[arg-type]
        (entry,) = reg.conflicts
        assert entry.topic == "dispute_response_deadline" and entry.scopes == [{}]
        sides = {s.source_id: s for s in entry.sides}
        assert set(sides) == {"HC-241", "SOP-302"}
        assert (sides["HC-241"].value_text, sides["SOP-302"].value_text) == ("7 days", "10 days")
        assert sides["HC-241"].title == "Responding to a buyer dispute"
        assert entry.open_since.date().isoformat() == "2026-10-05"
        # the Starter fee change is announced against today's 5%, not a conflict
        (change,) = reg.changes_announced
        assert change.topic == "transaction_fee" and change.scopes == [{"plan": "starter"}]
        assert [a.source_id for a in change.announced] == ["HC-222"]


def test_the_register_never_shows_a_source_the_reader_may_not_see() -> None:
    svc = ConflictService(CheckService(doc105_extractor(), seed_with_doc105_timeline))
    lead = svc.register("ops_lead", NOW)
    assert any("DOC-105" in {s.source_id for s in e.sides} for e in lead.conflicts)
    agent = svc.register("support_agent", NOW)
    assert agent.conflicts == []
    assert "DOC-105" not in agent.to_json() and "Fraud" not in agent.to_json()


@pytest.fixture
def cli(tmp_path, monkeypatch):
    cli_env(monkeypatch, tmp_path / "cli.db")
    return cli_runner()


def test_conflicts_cli_json_is_a_list_of_entries(cli, tmp_path) -> None:
    r = cli("conflicts", "--json", "--now", "2026-11-30T12:00:00Z")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout) == []
    body = tmp_path / "b3.md"
    variant = next(v for v in load_variants() if v.id == "B3")
    body.write_text(variant.edits[0].body or "")
    assert cli("sources", "edit", "DOC-103", "--file", str(body), "--verify").exit_code == 0
    doc = json.loads(cli("conflicts", "--json", "--now", "2026-11-30T12:00:00Z").stdout)
    (entry,) = doc
    assert {"topic", "scopes", "sides", "openSince"} <= set(entry)
    for side in entry["sides"]:
        assert {"sourceId", "title", "value", "quote", "owner", "updatedAt"} <= set(side)
    text = cli("conflicts", "--now", "2026-11-30T12:00:00Z").stdout
    assert "DOC-101" in text and "DOC-103" in text and "open since" in text
    assert cli("reset", "--yes").exit_code == 0
    assert json.loads(cli("conflicts", "--json").stdout) == []


def test_brightcart_with_the_local_extractor_lists_exactly_its_planted_conflict(
    brightcart: Workspace,
) -> None:
    """No hand-built claims: the catalogue-driven local extractor reads the whole folder."""
    ws = brightcart
    svc = ConflictService(CheckService(LocalExtractor(ws.catalogue), lambda: ws))
    for role in ("support_agent", "ops_lead"):
        reg = svc.register(role, BC_NOW)  # type: ignore[arg-type]
        (entry,) = reg.conflicts
        assert entry.topic == "dispute_response_deadline"
        assert [s.source_id for s in entry.sides] == ["HC-241", "SOP-302"]
        changes = {c.topic for c in reg.changes_announced}
        assert {"weekend_payouts", "refund_method", "transaction_fee"} <= changes


# --- closing the loop (item 4): the register's history in the store -------------------------


def b3_edit(store: Store, who: str = "jonas") -> None:
    variant = next(v for v in load_variants() if v.id == "B3")
    for e in variant.edits:
        store.sources.edit(e.source, e, who, NOW)


def test_every_source_change_recomputes_the_register_and_closes_what_it_settles(store) -> None:
    rt = build_runtime(Settings(ai_mode="local"), store)
    svc = ConflictService(rt.service)
    assert svc.history(store, "support_agent", NOW) == []
    b3_edit(store)
    rt.refresh_index()  # what every writer (CLI, Slack) calls after a write
    (opened,) = store.register.rows("support_agent", open_only=True)
    assert opened["topic"] == "reversal_window" and opened["closed_at"] is None
    store.sources.reset("marie", NOW)
    rt.refresh_index()
    assert store.register.rows("support_agent", open_only=True) == []
    (entry,) = svc.history(store, "support_agent", NOW)
    assert entry.closed_at is not None and entry.closed_by is not None
    by = entry.closed_by
    assert (by.who, by.action) == ("marie", "reset")
    assert [(c.source_id, c.action) for c in by.changes] == [("DOC-103", "reset")]
    governs = {a.scope["rail"]: a.value_text for a in by.now_governs}
    assert governs == {"instant": "1 business day", "standard": "4 business days"}


def test_the_history_survives_a_restart_and_sees_changes_written_elsewhere(tmp_path) -> None:
    path = tmp_path / "restart.db"
    store = Store(path)
    build_runtime(Settings(ai_mode="local"), store)
    b3_edit(store, who="another-process")  # written without refreshing anything here
    again = Store(path)
    rt = build_runtime(Settings(ai_mode="local"), again)  # a restart: runs the tracker
    (row,) = again.register.rows("ops_lead", open_only=True)
    again.sources.reset("marie", NOW)
    rt.refresh_index()
    third = Store(path)
    entries = ConflictService(build_runtime(Settings(ai_mode="local"), third).service).history(
        third, "ops_lead", NOW
    )
    assert [(e.id, e.closed_by.action if e.closed_by else None) for e in entries] == [
        (row["entry_id"], "reset")
    ]


def test_a_readers_history_never_names_a_source_they_may_not_see(store) -> None:
    from guard.kb.index import ClaimIndex
    from guard.kb.workspace import SourceEdit
    from guard.runtime import Runtime

    doc105 = store.sources.workspace().source("DOC-105")
    timeline = with_doc105_timeline(doc105.body)
    store.sources.edit(
        "DOC-105",
        SourceEdit(source="DOC-105", action="save_and_verify", body=timeline),
        "lead",
        NOW,
    )
    index = ClaimIndex(store)
    service = CheckService(
        doc105_extractor(), store.sources.workspace, index=index, recorder=store.checks
    )
    rt = Runtime(Settings(ai_mode="local"), store, service, index)
    rt.refresh_index()
    assert len(store.register.rows("ops_lead", open_only=True)) == 1  # DOC-101 vs DOC-105
    assert store.register.rows("support_agent") == []

    store.sources.edit(
        "DOC-105",
        SourceEdit(source="DOC-105", action="set", field="flaggedOutdated", value="true"),
        "lead",
        NOW,
    )
    rt.refresh_index()
    (closed,) = ConflictService(service).history(store, "ops_lead", NOW)
    assert closed.closed_by and [c.source_id for c in closed.closed_by.changes] == ["DOC-105"]
    agent = ConflictService(service).history(store, "support_agent", NOW)
    assert agent == []


def test_conflicts_all_json_shows_closed_entries_with_closed_at_and_by(cli, tmp_path) -> None:
    body = tmp_path / "b3.md"
    variant = next(v for v in load_variants() if v.id == "B3")
    body.write_text(variant.edits[0].body or "")
    assert cli("sources", "edit", "DOC-103", "--file", str(body), "--verify").exit_code == 0
    (open_entry,) = json.loads(cli("conflicts", "--all", "--json").stdout)
    assert open_entry["closedAt"] is None and open_entry["openedAt"]
    assert cli("reset", "--yes").exit_code == 0
    (closed,) = json.loads(cli("conflicts", "--all", "--json").stdout)
    assert closed["id"] == open_entry["id"] and closed["closedAt"]
    assert closed["closedBy"]["action"] == "reset"
    assert closed["closedBy"]["changes"][0]["sourceId"] == "DOC-103"
    assert "closed" in cli("conflicts", "--all").stdout
