"""Nothing a user typed becomes a live mention or a disguised link (issue 12, item 2).

A hostile draft is sent through every surface — quick check, its error notices, the composer,
Send (with the inbox-channel thread), Use safe reply, reasoning, the Home tab, the message
shortcut, a source edit and its errors, unknown subcommands, an `@AnswerGuard` question and
its thread answer, error and *Ask an owner* — and the body of every Web API
call, response_url post and HTTP ack is scanned for Slack's control sequences. The hostile
tokens carry a marker (`HOSTILE9`) so the app's own mention of the authenticated sender
(`<@UAGENT1>` on a sent reply) stays distinguishable from anything a user typed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from bot import ids
from bot.blocks import kit
from bot.config import BotConfig
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import BOT_USER, MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, LEAD, make_app

MARK = "HOSTILE9"
#: What a person typed, literally. Slack sends it escaped (`&lt;!channel&gt;`) in command and
#: message text, and as is in a modal's text input.
HOSTILE = (
    f"<!channel> <!here> <!everyone> <@U{MARK}> <!subteam^S{MARK}|@team> "
    f"<https://evil.example/{MARK}|click here> <#C{MARK}> &amp;"
)
DRAFT = f"Failed transfers are reversed within 1 business day. {HOSTILE}"
#: Control sequences that would notify someone or hide a link.
LIVE = ("<!channel", "<!here", "<!everyone", "<!subteam", "<@", "<http", "<#")
#: Where raw user text belongs and Slack renders nothing: what is already in a text box, and
#: ids and values the app reads back.
RAW_KEYS = {"initial_value", "value", "private_metadata", "action_id", "block_id", "view_id"}


def slack_encoded(text: str) -> str:
    """What Slack sends for `text` typed literally in a message or a command."""
    return kit.escape(text)


def rendered(obj: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """(where, string) for every string Slack may render from an outgoing body."""
    if isinstance(obj, str):
        yield path, obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k not in RAW_KEYS:
                yield from rendered(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from rendered(v, f"{path}[{i}]")


def leaks(sent: list[Any], allowed: tuple[str, ...] = ()) -> list[str]:
    """Every live sequence in what was sent, except the app's own `allowed` ones."""
    found = []
    for n, body in enumerate(sent):
        for where, s in rendered(body, f"#{n}"):
            for token in allowed:
                s = s.replace(token, "")
            if any(seq in s for seq in LIVE):
                found.append(f"{where}: {s[:200]}")
    return found


def assert_clean(sim: SlackSim, mark: tuple[int, int], allowed: tuple[str, ...] = ()) -> None:
    sent = sim.sent_since(mark)
    assert sent, "nothing was sent: the scan would prove nothing"
    assert MARK in json.dumps(sent, ensure_ascii=False), "the hostile text never reached Slack"
    assert leaks(sent, allowed) == []


@pytest.fixture
def inbox_sim(server: MockSlackServer, runtime: Runtime) -> SlackSim:
    config = BotConfig(ops_users=frozenset({LEAD}), inbox_channel="CINBOX")
    return SlackSim(make_app(server, runtime, config), server)


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def test_the_scan_finds_a_raw_mention() -> None:
    """The scanner itself can fail: a raw fallback text is caught, an escaped one is not."""
    assert leaks([{"text": f"Reply: {HOSTILE}"}]) != []
    assert leaks([{"text": kit.escape(f"Reply: {HOSTILE}")}]) == []
    assert leaks([{"text": "Sent by <@UAGENT1>"}], allowed=("<@UAGENT1>",)) == []
    assert leaks([{"blocks": [{"element": {"initial_value": HOSTILE}}]}]) == []


def test_quick_check_and_send_carry_no_live_mention(inbox_sim: SlackSim, store: Store) -> None:
    sim = inbox_sim
    mark = sim.mark()
    sim.command(f"check TCK-9001 {slack_encoded(DRAFT)}", AGENT)
    verdict = sim.last_message()
    assert "*ALLOW*" in json.dumps(verdict, ensure_ascii=False)
    sim.click("ag_show_reasoning", user=AGENT, on=verdict)
    sim.click("ag_send", user=AGENT, on=verdict)
    assert [r["text"] for r in store.checks.outbox()] == [DRAFT]  # sent exactly as typed
    posts = sim.server.bodies("/chat.postMessage")
    assert len(posts) == 2 and DRAFT not in posts[1]["text"]  # the thread post's fallback
    assert kit.escape(DRAFT) in posts[1]["text"]
    sim.click("ag_edit_draft", user=AGENT, on=verdict)
    sim.open_home(AGENT)
    assert_clean(sim, mark, allowed=(f"<@{AGENT}>",))


def test_quick_check_errors_carry_no_live_mention(sim: SlackSim) -> None:
    mark = sim.mark()
    unknown = sim.command(f"check TCK-1 {slack_encoded(DRAFT)}", AGENT)
    assert MARK in unknown.body and "Unknown ticket" in unknown.body
    sim.command(f"check TCK-9001 {slack_encoded(DRAFT * 20)}", AGENT)  # over the length cap
    sim.command(f"check {slack_encoded(DRAFT)}", AGENT)  # no ticket: checked on its own
    sim.command(slack_encoded(HOSTILE), AGENT)  # an unknown subcommand is echoed
    sim.command(f"{HOSTILE} check", AGENT)  # real mentions, as Slack encodes them
    sim.command(f"role {slack_encoded(HOSTILE)}", LEAD)
    sim.command(f"persona {slack_encoded(HOSTILE)}", AGENT)
    assert_clean(sim, mark)


def test_the_composer_and_send_carry_no_live_mention(inbox_sim: SlackSim, store: Store) -> None:
    sim = inbox_sim
    mark = sim.mark()
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9001")
    sim.submit(AGENT, ag_draft=DRAFT)
    assert "*ALLOW*" in json.dumps(sim.modal, ensure_ascii=False)
    verdict, verdict_id = sim.modal, sim.modal_id
    sim.submit(AGENT)  # Send to customer, the composer's one primary on ALLOW
    assert [r["text"] for r in store.checks.outbox()] == [DRAFT]
    sim.submit(AGENT, view=verdict, view_id=verdict_id)  # a duplicate press: sent once
    sim.click("ag_show_reasoning", user=AGENT, on=sim.modal)
    sim.command("inbox", AGENT)  # the last sent reply is shown per ticket
    sim.command("impact", AGENT)
    sim.open_home(AGENT)
    assert_clean(sim, mark, allowed=(f"<@{AGENT}>",))


def test_a_held_draft_and_its_safe_reply_carry_no_live_mention(sim: SlackSim) -> None:
    mark = sim.mark()
    held = f"Failed transfers are reversed within 4 business days. {HOSTILE}"
    sim.command(f"check TCK-9001 {slack_encoded(held)}", AGENT)
    verdict = sim.last_message()
    assert "*HOLD*" in json.dumps(verdict, ensure_ascii=False)
    sim.click("ag_send", user=AGENT, on=verdict)  # blocked, with the draft
    sim.click("ag_use_safe_reply", user=AGENT, on=verdict)
    sim.command(f"check TCK-9002 {slack_encoded(held)}", AGENT)  # ESCALATE
    assert_clean(sim, mark)


def test_the_message_shortcut_carries_no_live_mention(sim: SlackSim) -> None:
    mark = sim.mark()
    sim.shortcut(slack_encoded(DRAFT * 30), AGENT)  # over-long: a notice is added
    sim.submit(AGENT, ag_ticket="TCK-9001")  # refused: too long, the text stays in the box
    sim.shortcut(slack_encoded(DRAFT), AGENT)
    sim.submit(AGENT, ag_ticket="TCK-9001")
    assert "*ALLOW*" in json.dumps(sim.modal, ensure_ascii=False)
    assert_clean(sim, mark)


def test_source_edits_and_their_errors_carry_no_live_mention(sim: SlackSim, store: Store) -> None:
    mark = sim.mark()
    sim.command(f"check TCK-9001 {slack_encoded(DRAFT)}", LEAD)  # the lead's last check
    sim.command("sources", LEAD)
    sources = ack_body(sim)
    sim.click("ag_edit_source", user=LEAD, on=sources, value="DOC-104")
    editor = sim.modal
    body = f"Reversals on every rail take 1 business day. {HOSTILE}"
    saved = json.loads(sim.submit(LEAD, editor, ag_body=body).body)
    assert saved["response_action"] == "update"  # saved, then the last check reruns
    assert store.sources.workspace().source("DOC-104").body == body
    stale = json.loads(sim.submit(LEAD, editor, ag_body=body + " again").body)
    assert "Nothing was saved" in stale["errors"]["ag_body_block"]
    sim.click("ag_edit_source", user=LEAD, on=sources, value=f"DOC-{MARK}{HOSTILE}")
    assert "Unknown source" in sim.last_message()["text"]
    sim.command("sources", LEAD)  # the hostile body, listed
    sim.open_home(LEAD)
    sim.command(f"check TCK-9001 {slack_encoded(DRAFT)}", LEAD)
    sim.click("ag_show_reasoning", user=LEAD, on=sim.last_message())  # quotes from DOC-104
    assert_clean(sim, mark)


def test_crafted_ids_in_buttons_and_modals_carry_no_live_mention(sim: SlackSim) -> None:
    """Ids come back from buttons and `private_metadata`, which Slack does not let a person
    edit; a forged payload that carries markup still gets it back escaped."""
    mark = sim.mark()
    sim.command("inbox", AGENT)
    inbox = ack_body(sim)
    sim.click("ag_reply", user=AGENT, on=inbox, value=f"TCK-{MARK}{HOSTILE}")
    assert "Unknown ticket" in sim.last_message()["text"]
    sim.click("ag_reply", user=AGENT, on=inbox, value="TCK-9001")
    composer = sim.modal
    forged = {**composer, "private_metadata": json.dumps({"t": f"TCK-{MARK}{HOSTILE}"})}
    sim.views[sim.modal_id or ""] = forged
    out = json.loads(sim.submit(AGENT, ag_draft=DRAFT).body)
    assert "Unknown ticket" in out["errors"]["ag_draft_block:d"]
    for action in ("ag_show_reasoning", "ag_edit_draft", "ag_use_safe_reply", "ag_retry"):
        sim.click(action, user=AGENT, on=inbox | {"blocks": [_button(action)]}, value=HOSTILE)
    assert_clean(sim, mark)


def _button(action_id: str) -> dict[str, Any]:
    return {"type": "actions", "elements": [{"type": "button", "action_id": action_id}]}


def test_a_mention_and_its_thread_answer_carry_no_live_mention(
    sim: SlackSim, server: MockSlackServer
) -> None:
    """`@AnswerGuard <question>`: the answer, an error, and Ask an owner from the answer."""
    mark = sim.mark()
    for n, text in enumerate(
        (
            f"Do you sell gift cards? {slack_encoded(HOSTILE)}",  # typed literally
            f"Do you sell gift cards? {HOSTILE}",  # real mentions, as Slack encodes them
            f"TCK-1 {slack_encoded(HOSTILE)}",  # an unknown ticket: the question echoed
        )
    ):
        ts = f"1790000000.00010{n}"
        event = {"type": "app_mention", "user": AGENT, "channel": "C1", "ts": ts, "event_ts": ts}
        sim.event({**event, "text": f"<@{BOT_USER}> {text}"})
    answers = [b for b in server.bodies("/chat.postMessage") if b.get("channel") == "C1"]
    assert len(answers) == 3 and "UNANSWERED" in answers[0]["text"]
    sim.click(ids.ACTION_ASK_OWNER_QUESTION, user=AGENT, on=answers[0])
    sim.submit(AGENT, ag_person="UOWNER9")
    assert any(b.get("channel") == "DUOWNER9" for b in server.bodies("/chat.postMessage"))
    assert_clean(sim, mark, allowed=(f"<@{AGENT}>",))  # the DM names the asker
