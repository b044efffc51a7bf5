"""The button "Ask the owners to settle this" (issue 10, item 3) and the "Settled" post when the entry
closes (item 4), through the real Bolt app against the mock Web API."""

from __future__ import annotations

import json
from typing import Any

from guard.crosscheck import settle
from guard.kb.workspace import load_variants
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, LEAD, NOW, text_of

MARIE = "UMARIE01"
JONAS = "UJONAS01"
B3_QUOTE = "Failed transfers are reversed within 1 business day."
DOC101_QUOTE = "within 4 business days"


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def give_owner_slack(store: Store, source_id: str, uid: str) -> None:
    """owner.slack in the source's frontmatter, as a new version."""
    s = store.sources.workspace().source(source_id).model_copy(deep=True)
    s.signals.owner.slack = uid
    s.signals.version += 1
    store.sources.add_version(s, "import", "tester", NOW)


def apply_b3(store: Store, rt: Runtime) -> None:
    variant = next(v for v in load_variants() if v.id == "B3")
    for e in variant.edits:
        store.sources.edit(e.source, e, "tester", NOW)
    rt.refresh_index()


def register_message(sim: SlackSim, user: str = LEAD) -> dict[str, Any]:
    sim.command("conflicts", user)
    return sim.last_message()


def test_settle_opens_a_group_dm_with_both_owners_and_posts_the_pre_read(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    give_owner_slack(store, "DOC-101", MARIE)
    give_owner_slack(store, "DOC-103", JONAS)
    apply_b3(store, runtime)
    reg = register_message(sim)
    assert "Ask the owners to settle this" in text_of(reg)
    sim.click("ag_settle", user=LEAD, on=reg)

    (opened,) = server.bodies("/conversations.open")
    assert sorted(opened["users"].split(",")) == sorted([MARIE, JONAS])
    channel = "G" + "".join(sorted([MARIE, JONAS]))
    assert server.mpims[channel] == sorted([MARIE, JONAS])
    (pre,) = [b for b in server.bodies("/chat.postMessage") if b["channel"] == channel]
    text = text_of(pre)
    assert "What is the reversal window" in text  # the question
    assert B3_QUOTE in text and DOC101_QUOTE in text  # both quotes, side by side
    (fields,) = [b["fields"] for b in pre["blocks"] if b.get("fields")]
    assert [f["text"].split("*")[1] for f in fields] == ["DOC-101", "DOC-103"]
    assert "updated 2026-" in fields[0]["text"] and "owner Marie Dubois" in fields[0]["text"]
    assert "*ESCALATE*" in text and "confirming the exact reversal timeline" in text
    assert "Edit one source" in text and "This supersedes Outgoing Transfers" in text
    assert f"<@{MARIE}>" in text and f"<@{JONAS}>" in text and f"<@{LEAD}>" in text

    (req,) = settle.requests(store)
    assert req["asked_by"] == LEAD and req["channel"] == channel
    assert req["asked_at"].startswith("2026-11-30") and req["ts"]
    assert sorted(req["owners"]) == sorted([MARIE, JONAS]) and req["settled_at"] is None
    told = text_of(sim.last_message())
    assert "https://example.slack.com/archives/" in told and "the pre-read" in told

    # A second click does not ask again: it links to the first pre-read.
    sim.click("ag_settle", user=LEAD, on=reg)
    assert len(server.bodies("/conversations.open")) == 1
    assert "already asked" in text_of(sim.last_message())
    assert len(settle.requests(store)) == 1


def test_a_closing_edit_posts_settled_in_the_same_thread(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    give_owner_slack(store, "DOC-101", MARIE)
    give_owner_slack(store, "DOC-103", JONAS)
    apply_b3(store, runtime)
    sim.click("ag_settle", user=LEAD, on=register_message(sim))
    (req,) = settle.requests(store)

    # Jonas settles it in AnswerGuard's source editor: DOC-103 now says what it replaces.
    sim.command("sources", LEAD)
    sim.click("ag_edit_source", user=LEAD, on=ack_body(sim), value="DOC-103")
    body = (
        "# Reversal Timeline Update\n\nEffective 27 Oct 2026. Approved by Head of Ops. "
        f"{B3_QUOTE} This supersedes section 3 of the Outgoing Transfers – Reversal SOP."
    )
    sim.submit(LEAD, ag_body=body)

    posts = [b for b in server.bodies("/chat.postMessage") if b.get("thread_ts") == req["ts"]]
    assert len(posts) == 1
    (post,) = posts
    assert post["channel"] == req["channel"]
    text = text_of(post)
    assert "Settled: DOC-103 now governs" in text and B3_QUOTE in text
    assert "Closed by ULEAD01" in text and "DOC-103" in text
    (done,) = settle.requests(store)
    assert done["settled_at"] and done["settled_ts"] and "Settled" in done["settled_text"]

    # Later register updates post nothing more.
    runtime.refresh_index()
    assert len([b for b in server.bodies("/chat.postMessage") if b.get("thread_ts")]) == 1


def test_a_missing_owner_slack_id_asks_the_lead_to_pick_people(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    give_owner_slack(store, "DOC-101", MARIE)  # DOC-103's owner has no owner.slack
    apply_b3(store, runtime)
    sim.click("ag_settle", user=LEAD, on=register_message(sim))
    assert not server.bodies("/conversations.open")
    picker = sim.modal
    assert picker["callback_id"] == "ag_settle_view"
    assert "no Slack id" in text_of(picker)
    # Left empty: the picker says so, nothing is sent.
    resp = json.loads(sim.submit(LEAD).body)
    assert resp["response_action"] == "errors"
    assert list(resp["errors"]) == ["ag_settle_owner_block:DOC-103"]
    sim.submit(LEAD, picker, **{"ag_settle_owner:DOC-103": "UJONAS99"})
    (opened,) = server.bodies("/conversations.open")
    assert sorted(opened["users"].split(",")) == sorted([MARIE, "UJONAS99"])
    (req,) = settle.requests(store)
    assert req["owners"] == [MARIE, "UJONAS99"]
    update = server.bodies("/views.update")[-1]["view"]
    assert "the pre-read" in text_of(update)


def test_only_ops_leads_get_the_button_and_may_use_it(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    give_owner_slack(store, "DOC-101", MARIE)
    give_owner_slack(store, "DOC-103", JONAS)
    apply_b3(store, runtime)
    assert "Ask the owners to settle this" not in text_of(register_message(sim, AGENT))
    sim.click("ag_settle", user=AGENT, on=register_message(sim, LEAD))
    assert "Only an ops lead" in text_of(sim.last_message())
    assert not server.bodies("/conversations.open") and not settle.requests(store)


def test_an_entry_closed_meanwhile_is_not_settled_again(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    give_owner_slack(store, "DOC-101", MARIE)
    give_owner_slack(store, "DOC-103", JONAS)
    apply_b3(store, runtime)
    reg = register_message(sim)
    store.sources.reset("tester", NOW)
    runtime.refresh_index()
    sim.click("ag_settle", user=LEAD, on=reg)
    assert "no longer open" in text_of(sim.last_message())
    assert not server.bodies("/conversations.open")


def test_the_home_register_offers_settling(sim: SlackSim, store: Store, runtime: Runtime) -> None:
    apply_b3(store, runtime)
    sim.open_home(LEAD)
    home = sim.home(LEAD)
    assert "Ask the owners to settle this" in text_of(home)
    sim.click("ag_settle", user=LEAD, on=home)
    assert sim.modal["callback_id"] == "ag_settle_view"  # no owner has a Slack id in the seed


#: In the restricted side's title, so any leak of it is found by a plain search.
MARKER = "RESTRICTED-MARKER-Q7Z"


def restrict(store: Store, source_id: str) -> None:
    """The source becomes ops-only (as an import with `visibility: ops` would make it), with
    the marker in its title."""
    s = store.sources.workspace().source(source_id).model_copy(deep=True)
    s.signals.visibility = "ops"
    s.title = f"{s.title} {MARKER}"
    s.signals.version += 1
    store.sources.add_version(s, "import", "tester", NOW)


def restricted_conflict(store: Store, runtime: Runtime, jonas_role: str) -> None:
    """DOC-101 (everyone, Marie, a support agent) against B3's DOC-103 (ops-only, Jonas)."""
    give_owner_slack(store, "DOC-101", MARIE)
    give_owner_slack(store, "DOC-103", JONAS)
    apply_b3(store, runtime)
    restrict(store, "DOC-103")
    store.slack.set_role(MARIE, "support_agent", LEAD, NOW)
    store.slack.set_role(JONAS, jonas_role, LEAD, NOW)  # type: ignore[arg-type]
    runtime.refresh_index()


def leaks(text: str) -> list[str]:
    """What of the restricted side DOC-103 shows in `text`."""
    found = [w for w in (MARKER, "DOC-103", B3_QUOTE, "1 business day", "Jonas Weber") if w in text]
    return found + (["its title"] if "Reversal Timeline Update" in text else [])


def test_a_side_a_recipient_may_not_see_is_only_a_restricted_source_that_disagrees(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    """Marie (support agent) and Jonas (ops lead) share the group DM: the pre-read is written
    for Marie too, so DOC-103 is "a restricted source disagrees", nothing more."""
    restricted_conflict(store, runtime, "ops_lead")
    sim.click("ag_settle", user=LEAD, on=register_message(sim))
    channel = "G" + "".join(sorted([MARIE, JONAS]))
    (pre,) = [b for b in server.bodies("/chat.postMessage") if b["channel"] == channel]
    raw = json.dumps(pre, ensure_ascii=False)
    assert leaks(raw) == []
    text = text_of(pre)
    assert "A restricted source disagrees" in text and DOC101_QUOTE in text
    assert "What is the reversal window" in text and "*ESCALATE*" in text
    assert f"<@{MARIE}>" in text and f"<@{JONAS}>" in text

    # The closing edit: the "Settled" post in the same thread names nothing of DOC-103 either.
    (req,) = settle.requests(store)
    sim.command("sources", LEAD)
    sim.click("ag_edit_source", user=LEAD, on=ack_body(sim), value="DOC-103")
    sim.submit(
        LEAD,
        ag_body="# Reversal Timeline Update\n\nEffective 27 Oct 2026. Approved by Head of Ops. "
        f"{B3_QUOTE} This supersedes section 3 of the Outgoing Transfers – Reversal SOP.",
    )
    (post,) = [b for b in server.bodies("/chat.postMessage") if b.get("thread_ts") == req["ts"]]
    assert leaks(json.dumps(post, ensure_ascii=False)) == []
    assert "a restricted source now governs" in text_of(post)


def test_when_every_recipient_may_see_both_sides_the_pre_read_quotes_both(
    sim: SlackSim, server: MockSlackServer, store: Store, runtime: Runtime
) -> None:
    """The same entry with Marie an ops lead as well: nothing is held back (so the test above
    looks where the restricted words would be)."""
    restricted_conflict(store, runtime, "ops_lead")
    store.slack.set_role(MARIE, "ops_lead", LEAD, NOW)
    sim.click("ag_settle", user=LEAD, on=register_message(sim))
    (pre,) = [b for b in server.bodies("/chat.postMessage") if b["channel"].startswith("G")]
    text = text_of(pre)
    assert MARKER in text and B3_QUOTE in text and "DOC-103" in text
    assert "A restricted source disagrees" not in text
