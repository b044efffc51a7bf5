"""Sources management for a real knowledge base in Slack (issue 9, item 4), through the real
Bolt app against the mock Web API: a workspace of 120 generated sources where every one is
reachable (by paging and by search), a support agent who never learns of an ops-only source
(not even as a count), New source (catalogue defaults, a taken id refused with the text
kept), and Remove / Restore with the history kept."""

from __future__ import annotations

import json
import logging
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.blocks.sources.paging import PAGE_SIZE
from bot.config import BotConfig
from bot.flows.failures import NOT_SAVED, NOTHING_SENT
from bot.handlers.sources import MAYBE_CHANGED, id_from_title
from guard.kb.workspace import SourceEdit, load_folder
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim, strings
from tests.slack.slack_helpers import AGENT, LEAD, NOW, make_app, text_of

N = 120
#: The ops-only sources: every tenth one, and a distinctive one an agent might search for.
SECRET_TITLE = "Chargeback Fraud Ring Playbook"
SECRET_WORDS = "mule accounts quarantine"

CATALOGUE = """\
topics:
  payout_delay: {label: payout delay, kind: duration, about: [payout*]}
kinds:
  help_article: document
defaults:
  kind: help_article
  verification: verified
  reviewEveryDays: 90
  owner: {name: Support content team, active: true}
"""


def sid(i: int) -> str:
    return f"kb-{i:03}"


def kb(tmp_path: Path) -> Path:
    root = tmp_path / "kb"
    (root / "sources").mkdir(parents=True)
    (root / "answerguard.yaml").write_text(CATALOGUE, encoding="utf-8")
    for i in range(1, N + 1):
        ops = i % 10 == 0 or i == 77
        title = SECRET_TITLE if i == 77 else f"Article {i}: settings and payouts"
        body = (
            f"# {title}\n\nFreeze {SECRET_WORDS} before anything else.\n"
            if i == 77
            else "# Wire refunds\n\nStandard payouts arrive within 2 business days.\n"
            if i == 50
            else f"# Article {i}\n\nA general article about settings, number {i}.\n"
        )
        front = f"id: {sid(i)}\ntitle: '{title}'\nverifiedAt: 2026-01-01T00:00:00Z\n"
        front += "updatedAt: 2026-01-01T00:00:00Z\n" + ("visibility: ops\n" if ops else "")
        (root / "sources" / f"{sid(i)}.md").write_text(f"---\n{front}---\n{body}", "utf-8")
    return root


@pytest.fixture
def store(tmp_path: Path) -> Store:
    root = kb(tmp_path)
    return Store(tmp_path / "kb.db", base=lambda: load_folder(root))


@pytest.fixture
def runtime(store: Store) -> Runtime:
    return build_runtime(Settings(ai_mode="local"), store)


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def listed(msg: dict[str, Any]) -> list[str]:
    """The source ids a list message shows, in order."""
    return [
        m.group(1)
        for b in msg["blocks"]
        if b["type"] == "section"
        for m in [re.match(r"\*(kb-\d{3}) · ", b["text"]["text"])]
        if m
    ]


def summary(msg: dict[str, Any]) -> str:
    """The "N sources match … · page p of n" line."""
    return next(
        e["text"]
        for b in msg["blocks"]
        if b["type"] == "context"
        for e in b["elements"]
        if re.search(r"\d+ (removed )?sources?\b", e["text"])
    )


def crafted(action_id: str, value: str) -> dict[str, Any]:
    """A message holding one button with any value: what a crafted payload could carry."""
    button = {"type": "button", "action_id": action_id, "value": value}
    return {"blocks": [{"type": "actions", "block_id": "x", "elements": [button]}]}


def visible_ids(role: str) -> list[str]:
    return [sid(i) for i in range(1, N + 1) if role == "ops_lead" or not (i % 10 == 0 or i == 77)]


# --- every source is reachable -----------------------------------------------------------------


def test_an_ops_lead_pages_to_source_50_and_opens_its_edit_modal(sim: SlackSim) -> None:
    sim.command("sources", LEAD)
    page = ack_body(sim)
    assert summary(page) == f"{N} sources · page 1 of {-(-N // PAGE_SIZE)}"
    assert "Review due since" in text_of(page)  # the freshness chips, at the app's clock
    assert "‹ Previous" not in text_of(page)
    seen = listed(page)
    while "kb-050" not in listed(page):
        sim.click("ag_sources_next", user=LEAD, on=page)
        page = sim.last_message()
        assert page["replace_original"] is True
        seen += listed(page)
    assert summary(page) == "120 sources · page 7 of 15"
    sim.click("ag_edit_source", user=LEAD, on=page, value="kb-050")
    assert sim.modal["callback_id"] == "ag_source_edit"
    assert sim.modal["title"]["text"] == "Edit kb-050"
    assert "Standard payouts arrive within 2 business days." in text_of(sim.modal)

    sim.click("ag_sources_prev", user=LEAD, on=page)
    assert summary(sim.last_message()) == "120 sources · page 6 of 15"
    # On to the end: every source once, in order, none cut from a page.
    while "ag_sources_next" in text_of(page):
        assert "more sources" not in text_of(page)
        sim.click("ag_sources_next", user=LEAD, on=page)
        page = sim.last_message()
        seen += listed(page)
    assert seen == visible_ids("ops_lead")
    assert summary(page) == "120 sources · page 15 of 15"


def test_search_finds_source_50_by_id_title_and_body_words(sim: SlackSim) -> None:
    sim.command("sources kb-050", LEAD)
    msg = ack_body(sim)
    assert listed(msg) == ["kb-050"] and summary(msg) == "1 source matches “kb-050” · page 1 of 1"
    sim.click("ag_edit_source", user=LEAD, on=msg, value="kb-050")
    assert sim.modal["title"]["text"] == "Edit kb-050"

    sim.command("sources WIRE Refunds 2 business", LEAD)  # body words, any case, all of them
    assert listed(ack_body(sim)) == ["kb-050"]
    sim.command("sources article 50:", LEAD)  # the title
    assert listed(ack_body(sim)) == ["kb-050"]
    sim.command("sources wire nowhere-to-be-found", LEAD)  # all words must match
    msg = ack_body(sim)
    assert listed(msg) == [] and "No source matches" in text_of(msg)


def test_a_search_pages_and_keeps_its_words(sim: SlackSim) -> None:
    sim.command("sources settings", AGENT)  # in every title
    msg = ack_body(sim)
    total = len(visible_ids("support_agent"))
    assert summary(msg).startswith(f"{total} sources match “settings” · page 1 of")
    sim.click("ag_sources_next", user=AGENT, on=msg)
    page2 = sim.last_message()
    assert "“settings” · page 2 of" in summary(page2)
    assert not set(listed(msg)) & set(listed(page2))


# --- what a support agent learns ---------------------------------------------------------------


def forbidden() -> list[str]:
    ops = [sid(i) for i in range(1, N + 1) if i % 10 == 0 or i == 77]
    return [*ops, SECRET_TITLE, SECRET_WORDS, "ops only", "🔒"]


def agent_leaks(sent: list[Any], typed: tuple[str, ...] = ()) -> list[str]:
    """What the agent was sent about ops-only sources, leaving out the words they typed
    themselves (a search echoes its own words: "0 sources match “kb-077”")."""
    text = "\n".join(strings(sent))
    for words in typed:
        text = text.replace(f"“{words}”", "“”").replace(f'"q":"{words}"', "")
    return [f for f in forbidden() if f in text]


def test_a_support_agent_searching_for_an_ops_only_source_gets_no_hint_of_it(
    sim: SlackSim,
) -> None:
    before = sim.mark()
    sim.command("sources Chargeback fraud ring", AGENT)
    secret = ack_body(sim)
    sim.command("sources Zebra crossing ring", AGENT)  # words no source has
    nothing = ack_body(sim)
    # The same answer as for words nobody wrote: no count, no page, no name.
    assert text_of(secret).replace("Chargeback fraud ring", "Q") == text_of(nothing).replace(
        "Zebra crossing ring", "Q"
    )
    assert summary(secret) == "0 sources match “Chargeback fraud ring”"
    sim.command("sources kb-077", AGENT)
    assert summary(ack_body(sim)) == "0 sources match “kb-077”"
    sim.command("sources", AGENT)
    msg = ack_body(sim)
    total = len(visible_ids("support_agent"))
    assert summary(msg) == f"{total} sources · page 1 of {-(-total // PAGE_SIZE)}"
    assert "ag_remove_source" not in text_of(msg) and "ag_new_source" not in text_of(msg)
    # Paging through everything, and crafted pages far past the end.
    seen = listed(msg)
    while "ag_sources_next" in text_of(msg):
        sim.click("ag_sources_next", user=AGENT, on=msg)
        msg = sim.last_message()
        seen += listed(msg)
    assert seen == visible_ids("support_agent")
    for value in ('{"p":99999}', '{"p":2,"q":"kb-077"}', '{"m":"r","p":1}', "not json"):
        sim.click("ag_sources_next", user=AGENT, on=crafted("ag_sources_next", value))
    sim.command("sources removed", AGENT)
    assert "Only ops leads can see removed sources." in text_of(ack_body(sim))
    assert agent_leaks(sim.sent_since(before), typed=("kb-077", "Chargeback fraud ring")) == []


def test_the_role_is_read_again_on_every_click(
    sim: SlackSim, store: Store, server: MockSlackServer
) -> None:
    sim.command("sources kb-077", LEAD)
    lead_page = ack_body(sim)
    assert listed(lead_page) == ["kb-077"]
    # The lead's own message, clicked by an agent (a forwarded payload): nothing of kb-077.
    before = sim.mark()
    sim.click("ag_sources_next", user=AGENT, on=crafted("ag_sources_next", '{"p":1,"q":"kb-077"}'))
    assert listed(sim.last_message()) == []
    sim.click("ag_remove_source", user=AGENT, on=lead_page)
    assert "Not saved — only ops leads can remove sources." in text_of(sim.last_message())
    sim.click("ag_new_source", user=AGENT, on=lead_page)
    assert "Only ops leads can add sources." in text_of(sim.last_message())
    assert agent_leaks(sim.sent_since(before), typed=("kb-077",)) == []
    assert "kb-077" in [s.id for s in store.sources.workspace().sources]
    assert server.bodies("/views.open") == []


# --- a new source ------------------------------------------------------------------------------


def open_new_source(sim: SlackSim) -> dict[str, Any]:
    sim.command("sources", LEAD)
    sim.click("ag_new_source", user=LEAD, on=ack_body(sim))
    assert sim.modal["callback_id"] == "ag_source_new"
    return sim.modal


def test_a_new_source_is_added_with_the_catalogue_defaults_and_listed(
    sim: SlackSim, store: Store, server: MockSlackServer
) -> None:
    modal = open_new_source(sim)
    kinds = next(b for b in modal["blocks"] if b.get("block_id") == "ag_new_kind_block")
    assert kinds["element"]["initial_option"]["value"] == "help_article"  # defaults.kind
    assert {"help_article", "policy", "slack"} <= {o["value"] for o in kinds["element"]["options"]}
    resp = sim.submit(
        LEAD,
        ag_new_title="Instant payouts for Pro",
        ag_new_kind="policy",
        ag_new_visibility="ops",
        ag_body="# Instant payouts\n\nPro plan payouts arrive within 1 hour.",
    )
    out = json.loads(resp.body)
    assert out["response_action"] == "update" and "Reading its claims" in text_of(out["view"])
    final = server.bodies("/views.update")[-1]["view"]
    assert "instant-payouts-for-pro added" in text_of(final)
    assert "Checks use it now" in text_of(final)

    src = store.sources.workspace().source("instant-payouts-for-pro")
    assert (src.title, src.kind, src.signals.visibility) == (
        "Instant payouts for Pro",
        "policy",
        "ops",
    )
    # Built like a file in the folder: the catalogue's defaults fill the rest.
    assert src.signals.verification == "verified" and src.signals.review_every_days == 90
    assert src.signals.owner.name == "Support content team" and src.signals.updated_at == NOW
    assert store.sources.history("instant-payouts-for-pro")[0]["action"] == "add"
    assert store.index.rows([("instant-payouts-for-pro", 1)])  # read at once

    sim.command("sources instant payouts", LEAD)
    assert "instant-payouts-for-pro" in text_of(ack_body(sim))
    sim.command("sources instant payouts", AGENT)  # ops only
    assert "instant-payouts-for-pro" not in text_of(ack_body(sim))


def test_a_taken_id_is_refused_in_the_modal_with_the_text_kept(
    sim: SlackSim, store: Store, server: MockSlackServer
) -> None:
    open_new_source(sim)
    typed = {
        "ag_new_title": "Wire refunds, again",
        "ag_new_id": "kb-050",
        "ag_body": "Wire refunds take 3 business days.",
    }
    updates = len(server.bodies("/views.update"))
    out = json.loads(sim.submit(LEAD, **typed).body)
    assert out["response_action"] == "errors"
    assert (
        "Not saved — a source with id 'kb-050' exists already" in out["errors"]["ag_new_id_block"]
    )
    # An `errors` answer leaves the modal open with everything typed in it; nothing replaced it.
    assert len(server.bodies("/views.update")) == updates
    assert sim.modal["callback_id"] == "ag_source_new"
    assert store.sources.workspace().source("kb-050").title == "Article 50: settings and payouts"

    # The id made from the title is checked the same way, and so is a removed source's id.
    out = json.loads(sim.submit(LEAD, ag_new_title="KB 050", ag_body="x").body)
    assert "'kb-050' exists already" in out["errors"]["ag_new_id_block"]
    store.sources.edit("kb-051", SourceEdit(source="kb-051", action="remove"), LEAD, NOW)
    out = json.loads(sim.submit(LEAD, ag_new_title="t", ag_new_id="kb-051", ag_body="x").body)
    assert "'kb-051' exists already" in out["errors"]["ag_new_id_block"]


@pytest.mark.parametrize(
    ("inputs", "block", "words"),
    [
        ({"ag_new_title": "  ", "ag_body": "x"}, "ag_new_title_block", "title"),
        ({"ag_new_title": "t", "ag_new_id": "no spaces", "ag_body": "x"}, "ag_new_id_block", "id"),
        ({"ag_new_title": "t", "ag_body": "   "}, "ag_body_block", "empty"),
        (
            {"ag_new_title": "t", "ag_body": "x" * 3000, "ag_body_more": "y" * 1200},
            "ag_body_block",
            "4,000",
        ),
    ],
)
def test_a_bad_field_is_refused_under_that_field(
    sim: SlackSim, store: Store, inputs: dict[str, str], block: str, words: str
) -> None:
    open_new_source(sim)
    before = len(store.sources.workspace().sources)
    out = json.loads(sim.submit(LEAD, **inputs).body)
    assert out["response_action"] == "errors"
    assert words in out["errors"][block] and out["errors"][block].startswith("Not saved — ")
    assert len(store.sources.workspace().sources) == before


def test_a_crafted_new_source_submit_from_a_support_agent_is_refused(
    sim: SlackSim, store: Store
) -> None:
    modal = open_new_source(sim)
    out = json.loads(
        sim.submit(AGENT, view=modal, ag_new_title="Sneaky", ag_body="Refunds are instant.").body
    )
    assert out == {
        "response_action": "errors",
        "errors": {"ag_new_title_block": "Not saved — only ops leads can add sources."},
    }
    assert "sneaky" not in [s.id for s in store.sources.workspace().sources]


# --- remove and restore -------------------------------------------------------------------------


def test_remove_then_restore_round_trip_keeps_the_history(sim: SlackSim, store: Store) -> None:
    sim.command("sources kb-050", LEAD)
    msg = ack_body(sim)
    _, remove = next(
        (b, e)
        for b in msg["blocks"]
        for e in b.get("elements", [])
        if isinstance(e, dict) and e.get("action_id") == "ag_remove_source"
    )
    assert remove["confirm"]["title"]["text"] == "Remove kb-050?"  # Slack asks first
    sim.click("ag_remove_source", user=LEAD, on=msg)
    after = sim.last_message()
    assert after["replace_original"] is True
    assert "kb-050 removed" in text_of(after) and summary(after) == "0 sources match “kb-050”"
    assert "kb-050" not in [s.id for s in store.sources.workspace().sources]

    sim.command("sources removed", LEAD)
    removed = ack_body(sim)
    assert listed(removed) == ["kb-050"] and f"Removed by {LEAD}" in text_of(removed)
    sim.click("ag_restore_source", user=LEAD, on=removed)
    back = sim.last_message()
    assert "kb-050 restored as version 3" in text_of(back)
    assert summary(back) == "0 removed sources"
    assert store.sources.workspace().source("kb-050").body.startswith("# Wire refunds")
    assert [h["action"] for h in store.sources.history("kb-050")] == ["seed", "remove", "restore"]
    assert store.index.rows([("kb-050", 3)])  # read again for checks

    # The same Restore clicked twice: refused out loud, never silent.
    sim.click("ag_restore_source", user=LEAD, on=removed)
    assert "Not saved — " in text_of(sim.last_message())


def test_a_remove_from_an_old_list_is_refused_when_the_source_changed(
    sim: SlackSim, store: Store
) -> None:
    sim.command("sources kb-050", LEAD)
    msg = ack_body(sim)
    store.sources.edit(
        "kb-050", SourceEdit(source="kb-050", action="save_draft", body="New text."), "x", NOW
    )
    sim.click("ag_remove_source", user=LEAD, on=msg)
    note = text_of(sim.last_message())
    assert "Not saved — kb-050 changed since you opened it" in note
    assert "kb-050" in [s.id for s in store.sources.workspace().sources]


def test_the_removed_list_and_the_sources_list_link_to_each_other(sim: SlackSim) -> None:
    sim.command("sources", LEAD)
    sim.click("ag_sources_removed", user=LEAD, on=ack_body(sim))
    removed = sim.last_message()
    assert summary(removed) == "0 removed sources" and "No removed sources" in text_of(removed)
    sim.click("ag_sources_all", user=LEAD, on=removed)
    assert summary(sim.last_message()).startswith("120 sources")


@pytest.fixture
def app(server: MockSlackServer, runtime: Runtime) -> Any:
    return make_app(server, runtime, BotConfig(ops_users=frozenset({LEAD})))


def test_an_id_is_made_from_the_title_like_a_file_name() -> None:
    assert id_from_title("Rückerstattung für EU-Karten!") == "ruckerstattung-fur-eu-karten"
    assert id_from_title("¿¡ !?") == "source"
    assert len(id_from_title("word " * 40)) <= 64


def test_frontmatter_typed_into_the_body_stays_body_text(sim: SlackSim, store: Store) -> None:
    """Only the modal's own fields set the id, kind and visibility: a pasted file's
    frontmatter cannot make an ops-only source visible to everyone."""
    open_new_source(sim)
    body = "---\nid: kb-001\nvisibility: everyone\n---\nFreeze the accounts first."
    sim.submit(LEAD, ag_new_title="Pasted", ag_new_visibility="ops", ag_body=body)
    src = store.sources.workspace().source("pasted")
    assert src.signals.visibility == "ops" and "visibility: everyone" in src.body


# --- failures on our side -----------------------------------------------------------------------


def broken(*_: Any, **__: Any) -> Any:
    raise sqlite3.OperationalError("database is locked")


@pytest.mark.parametrize(
    ("action", "value", "told"),
    [
        ("ag_sources_next", '{"p":2}', NOTHING_SENT),
        ("ag_sources_removed", '{"p":1,"m":"r"}', NOTHING_SENT),
        ("ag_new_source", "new", NOTHING_SENT),
        ("ag_remove_source", '{"p":1,"s":"kb-050","v":1}', MAYBE_CHANGED),
        ("ag_restore_source", '{"p":1,"s":"kb-050","v":2}', MAYBE_CHANGED),
    ],
)
def test_every_sources_button_answers_when_the_store_fails(
    sim: SlackSim,
    store: Store,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    action: str,
    value: str,
    told: str,
) -> None:
    caplog.set_level(logging.ERROR, logger="answerguard.bot")
    reads = ((store, "_q"), (store, "_tx"), (store.sources, "workspace"))
    for target, name in reads:  # every read and every write fails
        monkeypatch.setattr(target, name, broken)
    before = sim.mark()
    assert sim.click(action, user=LEAD, on=crafted(action, value)).status == 200
    assert told in text_of(sim.sent_since(before))
    assert f"failed for user {LEAD}" in caplog.text


def test_a_new_source_that_fails_on_our_side_keeps_the_text(
    sim: SlackSim, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    open_new_source(sim)
    monkeypatch.setattr(store.sources, "add", broken)
    mine = "Refunds for failed wire transfers take 3 business days."
    out = json.loads(sim.submit(LEAD, ag_new_title="Wire refunds", ag_body=mine).body)
    assert out["response_action"] == "update" and out["view"]["callback_id"] == "ag_source_new"
    assert NOT_SAVED in text_of(out["view"]["blocks"][0])
    body = next(b for b in out["view"]["blocks"] if b.get("block_id") == "ag_body_block")
    assert body["element"]["initial_value"] == mine
