"""Pure builder tests: every message, modal and Home view the app can build is valid Block Kit
(it round-trips through `slack_sdk.models` with no key dropped) and stays inside Slack's
limits, even for a huge result; and the words that matter are there."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from slack_sdk.models.blocks import Block
from slack_sdk.models.views import View

from bot.blocks import kit
from bot.blocks.changes import explain_change
from bot.blocks.checking import checking_view, sending_view
from bot.blocks.common import help_message, notice_message, notice_view
from bot.blocks.composer import composer_view
from bot.blocks.home import home_view
from bot.blocks.impact import impact_message
from bot.blocks.inbox import inbox_message, sent_reply_message, thread_root_message
from bot.blocks.reasoning import reasoning_view, source_quote_view
from bot.blocks.sources.edit import join_body, source_edit_view, source_saved_view, split_body
from bot.blocks.sources.listing import removed_message, sources_message
from bot.blocks.sources.new import new_source_view, source_added_view
from bot.blocks.sources.paging import PAGE_SIZE, QUERY_CHARS, ListState, read_state
from bot.blocks.verdict import (
    Outcome,
    banner,
    safe_reply_mode,
    send_buttons,
    verdict_message,
    verdict_modal,
)
from bot.text import split_command, unescape, user_id_of
from guard import LABEL
from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.workspace import SourceEdit, load_seed, load_variants
from guard.metrics import Impact
from guard.models import (
    CheckResult,
    DraftExtraction,
    Evidence,
    Owner,
    RejectedExtraction,
    Signals,
    Source,
    TraceStep,
)
from guard.render import plain_headline
from guard.store import RemovedSource
from tests.slack.mock_slack import view_problem
from tests.slack.slack_helpers import DRAFT_1BD, DRAFT_4BD, NOW

HEDGED = "Failed transfers are usually reversed within 4 business days."
NO_CLAIM = "Thanks for reaching out! I'm looking into your transfer now."
MESSAGE_JSON_CHARS = 12_000  # below Slack's undocumented msg_blocks_too_long (~13k)
VIEW_JSON_BYTES = 250_000


# --- validation helpers ----------------------------------------------------------------------


def assert_valid_blocks(blocks: list[dict[str, Any]], limit: int) -> None:
    parsed = Block.parse_all(blocks)
    assert None not in parsed, "unknown block type"
    assert [b.to_dict() for b in parsed] == blocks, "a key was dropped or a value is invalid"
    assert 0 < len(blocks) <= limit
    for block in blocks:
        for field in block.get("fields", []):
            assert len(field["text"]) <= 2000
        for el in block.get("elements", []):
            if el.get("type") in ("mrkdwn", "plain_text"):
                assert len(el["text"]) <= 3000
        element = block.get("element") or {}
        if element.get("type") == "plain_text_input" and "max_length" in element:
            assert 1 <= element["max_length"] <= 3000
            assert len(element.get("initial_value", "")) <= element["max_length"]


def assert_valid_message(msg: dict[str, Any]) -> None:
    assert set(msg) == {"text", "blocks"} and msg["text"]
    assert_valid_blocks(msg["blocks"], kit.MESSAGE_BLOCKS)
    assert len(json.dumps(msg["blocks"], ensure_ascii=False)) <= MESSAGE_JSON_CHARS
    assert LABEL in json.dumps(msg["blocks"], ensure_ascii=False)


def assert_valid_view(view: dict[str, Any]) -> None:
    assert view_problem(view) is None, view_problem(view)  # what Slack refuses, slack_sdk lets by
    View(**view).validate_json()
    assert View(**view).to_dict() == view, "a view key was dropped"
    assert_valid_blocks(view["blocks"], kit.VIEW_BLOCKS)
    assert len(json.dumps(view).encode()) <= VIEW_JSON_BYTES
    assert LABEL in json.dumps(view, ensure_ascii=False)


# --- results ----------------------------------------------------------------------------------


class BrokenDraft(LocalExtractor):
    def extract_draft(self, text: str) -> DraftExtraction:
        return DraftExtraction(text=text, ok=False, error="APIConnectionError")


def check(
    draft: str,
    ticket: str = "TCK-9001",
    role: str = "support_agent",
    extractor: Any = None,
    edits: list[SourceEdit] | None = None,
) -> CheckResult:
    svc = CheckService(extractor or LocalExtractor(), load_seed)
    req = CheckRequest(ticket_id=ticket, draft=draft, now=NOW, role=role, edits=edits or [])  # type: ignore[arg-type]
    return svc.check(req)


@pytest.fixture(scope="module")
def results() -> dict[str, CheckResult]:
    return {
        "HOLD": check(DRAFT_4BD),
        "ALLOW": check(DRAFT_1BD),
        "NO_CLAIM": check(NO_CLAIM),
        "CAUTION": check(HEDGED),
        "ESCALATE": check(DRAFT_4BD, "TCK-9002"),
        "AI_UNAVAILABLE": check(DRAFT_4BD, extractor=BrokenDraft()),
    }


def huge(result: CheckResult) -> CheckResult:
    """Many claims, long quotes, a long trace, many rejections: more than Slack can show."""
    ev: Evidence = result.claims[0].evidence[0]
    long_ev = ev.model_copy(deep=True)
    long_ev.claim.quote = "very long quote <b>&amp; " * 200
    long_ev.source.title = "T" * 400
    steps = [TraceStep(rule=f"D{i}", outcome="fail", detail="detail " * 100) for i in range(80)]
    claim = result.claims[0].model_copy(
        update={"evidence": [long_ev] * 40, "trace": steps}, deep=True
    )
    claim.draft_claim.span = "span " * 400
    return result.model_copy(
        update={
            "claims": [claim] * 40,
            "trace": steps,
            "headline": "headline " * 300,
            "rejected_extractions": [
                RejectedExtraction(source_id="DOC-101", reason="QUOTE_NOT_FOUND", snippet="x" * 900)
            ]
            * 200,
            "suggestion": result.suggestion.model_copy(update={"text": "safe " * 700})
            if result.suggestion
            else None,
        }
    )


def every_surface(result: CheckResult, draft: str) -> tuple[list[dict], list[dict]]:
    """(messages, views) built from one result."""
    seed = load_seed()
    tickets = list(seed.tickets.values())
    ticket = seed.ticket(result.ticket_id)
    outcome = Outcome("blocked", "Blocked: the recheck says HOLD. " * 40)
    flags = [
        {
            "check_hash": f"{i:016x}",
            "ticket_id": "TCK-9001",
            "draft": draft * 3,
            "decision": "HOLD",
            "reason_code": "CONTRADICTS_GOVERNING",
            "review": None,
        }
        for i in range(60)
    ]
    recent = [dict(f, at="2026-11-30") for f in flags]
    m = Impact(drafts_checked=12, intercepts=3, reviewed=4, false_alarms=1)
    sources = list(seed.sources) * 20
    messages = [
        verdict_message(result, draft, outcome=outcome, personas=True),
        verdict_message(result, draft),
        inbox_message(tickets * 30, {"TCK-9001": [draft] * 5}),
        sources_message(sources, True),
        sources_message(sources[:4], False, personas=True),
        impact_message(m, flags),
        impact_message(m, []),
        help_message(personas=True),
        notice_message("x" * 5000),
        thread_root_message(ticket),
        sent_reply_message(ticket.id, draft, "U1", result.check_hash),
        sources_message(sources, True, state=ListState.of("DOC", 3), notice="n" * 3000),
        sources_message(sources, False, state=ListState.of("nothing matches this")),
        removed_message(
            [RemovedSource(s, "U1", NOW) for s in sources], state=ListState.of("", 2, True)
        ),
        removed_message([], personas=True),
    ]
    views = [
        composer_view(ticket=None, tickets=tickets * 40, draft=draft, notice="n" * 4000),
        composer_view(
            ticket=ticket,
            tickets=tickets,
            draft=draft,
            rail="unknown",
            result=result,
            outcome=outcome,
            error="e" * 4000,
            input_error="i" * 4000,
        ),
        composer_view(
            ticket=ticket,
            tickets=tickets,
            draft=draft,
            result=result,
            use="suggestion",
            nonce="s" + "x" * 300,
            personas=True,
        ),
        composer_view(
            ticket=ticket,
            tickets=tickets,
            draft=draft * 3,
            result=result,
            outcome=Outcome("sent", "Sent to the customer. " * 100),
            intro=[kit.context("Correction for TCK-9001")],
        ),
        verdict_modal(result, draft, personas=True),
        verdict_modal(result, draft * 3, outcome=outcome),
        sending_view(ticket.id, draft, personas=True, ahead=3),
        checking_view(ticket.id, draft, 4, personas=True),
        reasoning_view(result),
        reasoning_view(result, personas=True),
        source_edit_view(seed.source("DOC-104")),
        source_saved_view("DOC-103 saved as version 2 (Save draft).", pending=True),
        new_source_view(seed.catalogue.kind_roles, "article", personas=True),
        source_added_view("x added", pending=True, note="n" * 3000),
        source_saved_view(
            "saved", change=explain_change(result, result), ticket_id="TCK-9001", note="n" * 3000
        ),
        notice_view("AnswerGuard", "y" * 5000),
        home_view(
            role="ops_lead",
            ai_mode="local",
            personas=True,
            tickets=tickets * 10,
            sent={},
            recent=recent,
            impact=m,
            flags=flags,
            sources=sources,
        ),
        home_view(
            role="support_agent",
            ai_mode="saved",
            personas=False,
            tickets=tickets,
            sent={},
            recent=[],
            impact=m,
            flags=[],
            sources=None,
        ),
    ]
    return messages, views


# --- tests ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind", ["HOLD", "ALLOW", "NO_CLAIM", "CAUTION", "ESCALATE", "AI_UNAVAILABLE"]
)
def test_every_surface_round_trips_and_fits(results: dict[str, CheckResult], kind: str) -> None:
    messages, views = every_surface(results[kind], DRAFT_4BD)
    for msg in messages:
        assert_valid_message(msg)
    for view in views:
        assert_valid_view(view)


def test_a_huge_result_is_cut_with_and_n_more_never_an_error(
    results: dict[str, CheckResult],
) -> None:
    big = huge(results["HOLD"])
    long_draft = "Failed transfers <!channel> & co. " * 29  # just under 1,000 characters
    messages, views = every_surface(big, long_draft[:1000])
    for msg in messages:
        assert_valid_message(msg)
    for view in views:
        assert_valid_view(view)
    reasoning = json.dumps(reasoning_view(big), ensure_ascii=False)
    assert "more claims" in reasoning and "more steps" in reasoning
    assert "more evidence rows" in reasoning and "more characters" in reasoning
    assert "more rejections" in reasoning
    assert "more flags" in json.dumps(messages[5], ensure_ascii=False)
    # The sources list pages instead of cutting (every source is reachable); the Home tab
    # lists the first ones and points to the list.
    assert "100 sources · page 1 of 13" in json.dumps(messages[3], ensure_ascii=False)
    home = json.dumps(views[-2], ensure_ascii=False)
    assert "more sources: `/answerguard sources [words]` finds any" in home


def worst_source(i: int) -> Source:
    """As long as a source gets, every character escaped (`&` becomes `&amp;`), every signal
    on: what a full page must still fit."""
    hostile = "<!channel> & " * 400
    return Source(
        id=f"{i}-" + "x" * 62,
        title=hostile[:500],
        kind="k" * 60,
        body=hostile[:4000],
        signals=Signals(
            verification="verified",
            verified_at=NOW - timedelta(days=400),
            updated_at=NOW,
            owner=Owner(name=hostile[:300], active=False),
            flagged_outdated=True,
            visibility="ops",
            version=123456,
            review_every_days=30,
        ),
    )


def test_a_full_page_of_the_longest_sources_fits_one_message_whole() -> None:
    worst = [worst_source(i) for i in range(PAGE_SIZE * 3)]
    state = ListState.of("& " * 300, 2)
    for msg in (
        sources_message(worst, True, now=NOW, state=state, notice="<!here> " * 500),
        sources_message(worst, False, now=NOW, state=state, notice="<!here> " * 500),
        removed_message(
            [RemovedSource(s, "<!here>" * 20, NOW) for s in worst], state=state, notice="n" * 900
        ),
    ):
        assert_valid_message(msg)
        text = json.dumps(msg, ensure_ascii=False)
        assert "more sources" not in text and "page 2 of 3" in text
        assert len(json.dumps(msg["blocks"], ensure_ascii=False)) <= kit.MESSAGE_CHARS
        shown = [
            b for b in msg["blocks"] if b["type"] == "section" and "x" * 62 in b["text"]["text"]
        ]
        assert len(shown) == PAGE_SIZE


def test_the_list_state_round_trips_and_anything_crafted_reads_as_page_one() -> None:
    state = ListState.of("  Refunds   EU  ", 3, True)
    assert state == ListState("Refunds EU", 3, True)
    assert read_state(state.value(s="DOC-1", v=2)) == (
        state,
        {"p": 3, "m": "r", "q": "Refunds EU", "s": "DOC-1", "v": 2},
    )
    long = ListState.of("w" * 5000)
    assert len(long.query) == QUERY_CHARS and read_state(long.value())[0] == long
    for junk in ("", "nope", "[1]", '{"p": -4}', '{"p": true}', '{"p": "2", "q": 7}'):
        assert read_state(junk)[0] == ListState()


def test_the_three_undecided_states_read_differently(results: dict[str, CheckResult]) -> None:
    texts = {
        k: json.dumps(banner(results[k]), ensure_ascii=False)
        for k in ("NO_CLAIM", "CAUTION", "AI_UNAVAILABLE")
    }
    phrases = {
        "NO_CLAIM": "No policy claims in this reply",
        "CAUTION": "Couldn't confirm",
        "AI_UNAVAILABLE": "AI unavailable (retry)",
    }
    for kind, phrase in phrases.items():
        for other, text in texts.items():
            assert (phrase in text) == (kind == other), (phrase, other)


@pytest.mark.parametrize(
    ("kind", "icon", "label"),
    [
        ("ALLOW", "✅", "ALLOW"),
        ("CAUTION", "⚠️", "CAUTION"),
        ("HOLD", "🛑", "HOLD"),
        ("ESCALATE", "⬆️", "ESCALATE"),
    ],
)
def test_the_banner_carries_icon_and_label_never_colour_alone(
    results: dict[str, CheckResult], kind: str, icon: str, label: str
) -> None:
    r = results[kind]
    text = banner(r)["text"]["text"]
    assert text.startswith(f"{icon} *{label}*")
    # words for people: the plain sentence, never the reason code or the check hash
    assert kit.md(plain_headline(r)) in text
    assert r.reason_code not in text and r.check_hash not in text


def buttons_of(blocks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        el
        for b in blocks
        for el in [*b.get("elements", []), b.get("accessory") or {}]
        if el.get("type") == "button"
    ]


def primaries(blocks: list[dict[str, Any]]) -> list[str]:
    return [b["action_id"] for b in buttons_of(blocks) if b.get("style") == "primary"]


@pytest.mark.parametrize(
    ("kind", "primary"),
    [
        ("ALLOW", "ag_send"),
        ("NO_CLAIM", "ag_send"),
        ("HOLD", "ag_use_safe_reply"),
        ("ESCALATE", "ag_use_safe_reply"),
        ("AI_UNAVAILABLE", "ag_retry"),
    ],
)
def test_one_next_step_is_the_only_primary(
    results: dict[str, CheckResult], kind: str, primary: str
) -> None:
    r = results[kind]
    for blocks in (verdict_message(r, DRAFT_4BD)["blocks"], verdict_modal(r, DRAFT_4BD)["blocks"]):
        assert primaries(blocks) == [primary]
        order = [b["action_id"] for b in buttons_of(blocks)]
        assert order[0] == primary  # the next step comes first
        if kind in ("HOLD", "ESCALATE"):
            send = next(b for b in buttons_of(blocks) if b["action_id"] == "ag_send")
            assert order[-1] == "ag_send" and "style" not in send  # last and plain
    assert "submit" not in verdict_modal(r, DRAFT_4BD)  # its one primary is the button


def composer_primaries(view: dict[str, Any]) -> list[str]:
    """Every primary button in a composer: Slack always draws a modal's submit as primary."""
    submit = [f"submit: {view['submit']['text']}"] if view.get("submit") else []
    return submit + primaries(view["blocks"])


COMPOSER_STATES = [
    # (state, result kind or None, use, outcome status, the one primary)
    ("before a check", None, "draft", None, "submit: Check"),
    ("ALLOW", "ALLOW", "draft", None, "submit: Send to customer"),
    ("no claim", "NO_CLAIM", "draft", None, "submit: Send to customer"),
    ("CAUTION", "CAUTION", "draft", None, "submit: Check again"),
    ("HOLD", "HOLD", "draft", None, "submit: Use safe reply"),
    ("ESCALATE", "ESCALATE", "draft", None, "submit: Use safe reply"),
    ("AI unavailable", "AI_UNAVAILABLE", "draft", None, "submit: Check again"),
    ("HOLD, send refused", "HOLD", "draft", "blocked", "submit: Use safe reply"),
    ("CAUTION, send needs the confirm", "CAUTION", "draft", "needs_ack", "submit: Check again"),
    ("AI unavailable at send", "AI_UNAVAILABLE", "draft", "ai_unavailable", "submit: Check again"),
    ("safe reply in the box", "HOLD", "suggestion", None, "submit: Send to customer"),
    ("holding reply in the box", "ESCALATE", "suggestion", None, "submit: Send to customer"),
    ("after a send", "ALLOW", "draft", "sent", None),
    ("after a send, again", "ALLOW", "draft", "duplicate", None),
]


@pytest.mark.parametrize(
    ("state", "kind", "use", "status", "primary"),
    COMPOSER_STATES,
    ids=[s[0] for s in COMPOSER_STATES],
)
def test_the_composer_has_at_most_one_primary_in_every_state(
    results: dict[str, CheckResult],
    state: str,
    kind: str | None,
    use: str,
    status: str | None,
    primary: str | None,
) -> None:
    seed = load_seed()
    r = results[kind] if kind else None
    outcome = Outcome(status, f"{status} outcome") if status else None
    view = composer_view(
        ticket=seed.ticket("TCK-9001"),
        tickets=list(seed.tickets.values()),
        draft=DRAFT_4BD,
        result=r,
        outcome=outcome,
        use=use,
    )
    assert_valid_view(view)
    assert composer_primaries(view) == ([primary] if primary else [])
    meta = json.loads(view["private_metadata"])
    ids_ = [b["action_id"] for b in buttons_of(view["blocks"])]
    if primary is None:  # after a send: the outcome, the text, no box, no Send
        assert meta["n"] is None and "ag_send" not in ids_ and "ag_send_anyway" not in ids_
        assert not any(b["type"] == "input" for b in view["blocks"])
        assert f"{status} outcome" in json.dumps(view, ensure_ascii=False)
        return
    assert (
        meta["n"]
        == {
            "Check": "check",
            "Check again": "check",
            "Send to customer": "send",
            "Use safe reply": "safe",
        }[view["submit"]["text"]]
    )
    if r is not None and use == "draft" and r.decision in ("HOLD", "ESCALATE"):
        assert ids_[-1] == "ag_send" and "ag_use_safe_reply" not in ids_  # it is the submit
    if r is not None and use == "draft" and r.decision == "CAUTION":
        anyway = next(b for b in buttons_of(view["blocks"]) if b["action_id"] == "ag_send_anyway")
        assert "DOC-103 sets 1 business day" in anyway["confirm"]["text"]["text"]
        assert "ag_send" not in ids_
    if primary != "submit: Check" and primary != "submit: Check again":
        assert "ag_check" in ids_  # "Check again" stays, plain


def test_caution_sends_only_through_a_confirm_that_names_what_to_verify(
    results: dict[str, CheckResult],
) -> None:
    r = results["CAUTION"]
    msg = verdict_message(r, HEDGED)
    assert primaries(msg["blocks"]) == []
    anyway = next(b for b in buttons_of(msg["blocks"]) if b["action_id"] == "ag_send_anyway")
    assert anyway["text"]["text"] == "Send anyway"
    confirm = anyway["confirm"]
    assert "DOC-103 sets 1 business day" in confirm["text"]["text"]
    assert len(confirm["text"]["text"]) <= kit.CONFIRM_TEXT
    assert "ag_send" not in [b["action_id"] for b in buttons_of(msg["blocks"])]
    text = json.dumps(msg, ensure_ascii=False)
    assert "Check first:* DOC-103 sets 1 business day (instant rail only)" in text
    assert "ag_ack_caution" not in text  # the confirm is the acknowledgement now


def test_after_a_send_there_is_no_send(results: dict[str, CheckResult]) -> None:
    r = results["HOLD"]
    done = Outcome("sent", "Sent to the customer.")
    seed = load_seed()
    composer = composer_view(
        ticket=seed.ticket("TCK-9001"), tickets=[], draft=DRAFT_1BD, result=r, outcome=done
    )
    for blocks in (
        verdict_message(r, DRAFT_4BD, outcome=done)["blocks"],
        verdict_modal(r, DRAFT_4BD, outcome=done)["blocks"],
        composer["blocks"],
    ):
        ids_ = [b["action_id"] for b in buttons_of(blocks)]
        assert "ag_send" not in ids_ and "ag_send_anyway" not in ids_
        assert "ag_use_safe_reply" not in ids_ and primaries(blocks) == []
        assert "Sent to the customer." in json.dumps(blocks, ensure_ascii=False)
    assert "submit" not in composer and DRAFT_1BD in json.dumps(composer, ensure_ascii=False)
    assert send_buttons(r.check_hash, "ALLOW", sent=True)[0]["elements"] == [
        kit.button("Show reasoning", "ag_show_reasoning", r.check_hash)
    ]


def test_buttons_carry_only_the_check_hash(results: dict[str, CheckResult]) -> None:
    r = results["HOLD"]
    msg = verdict_message(r, DRAFT_4BD)
    values = {
        el["value"]
        for b in msg["blocks"]
        for el in [*b.get("elements", []), b.get("accessory") or {}]
        if el.get("type") == "button"
    }
    assert values == {r.check_hash}


def test_the_safe_reply_card_shows_its_recheck(results: dict[str, CheckResult]) -> None:
    text = json.dumps(verdict_message(results["HOLD"], DRAFT_4BD), ensure_ascii=False)
    assert "Safe reply* · Template · rechecked ✅ Allow" in text
    assert "1 business day" in text


def test_reasoning_labels_who_extracted_and_which_rule_decided(
    results: dict[str, CheckResult],
) -> None:
    local = json.dumps(reasoning_view(results["HOLD"]), ensure_ascii=False)
    assert "Local extractor" in local and "AI extracted" not in local
    for needle in (
        "Rule",
        "S4: DOC-101 is an in-force sop",
        "Relation: *contradicts*",
        "Verified Oct 26 · Owner Jonas Weber · Effective Oct 27 · Instant rail only",
        "`D5` ● *fired* EXPLICIT_SUPERSESSION",
        "`D6` – *skipped*",
        "`D4` ✗ *fail*",
        "`D1` ✓ *pass*",
        "“Failed transfers are reversed within 4 business days.” → *4 business days*",
        "prompt local-32",
        "Raw JSON",
    ):
        assert needle in local, needle
    saved = results["HOLD"].model_copy(deep=True)
    saved.ai.mode = "saved"
    saved.ai.notice = "Live AI paused, showing saved responses"
    text = json.dumps(reasoning_view(saved), ensure_ascii=False)
    assert "AI extracted" in text and "Saved AI response" in text
    assert "Live AI paused, showing saved responses" in text


def test_user_text_is_escaped_in_mrkdwn(results: dict[str, CheckResult]) -> None:
    msg = verdict_message(results["HOLD"], "Hi <!channel> & <@U123>, 4 days")
    text = msg["blocks"][1]["text"]["text"]
    assert "&lt;!channel&gt; &amp; &lt;@U123&gt;" in text and "<!channel>" not in text


def test_a_messages_fallback_text_is_escaped_and_clipped_whole() -> None:
    """Slack notifies from `text`, not from blocks: user text there must be inert too."""
    msg = notice_message("Your draft: <!channel> & <https://evil.example|click>")
    assert msg["text"] == "Your draft: &lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;"
    long = kit.message("<" * 5000, [])["text"]
    assert len(long) <= kit.FALLBACK_TEXT and long.startswith("&lt;") and "<" not in long
    assert "more characters" in long and "&l…" not in long


def test_the_persona_warning_is_on_every_surface_when_personas_are_on(
    results: dict[str, CheckResult],
) -> None:
    r = results["HOLD"]
    seed = load_seed()
    for surface in (
        verdict_message(r, DRAFT_4BD, personas=True),
        reasoning_view(r, personas=True),
        checking_view("TCK-9001", DRAFT_4BD, 4, personas=True),
        composer_view(ticket=None, tickets=list(seed.tickets.values()), personas=True),
        source_edit_view(seed.source("DOC-103"), personas=True),
    ):
        assert kit.PERSONA_NOTICE in json.dumps(surface, ensure_ascii=False)
    assert kit.PERSONA_NOTICE not in json.dumps(verdict_message(r, DRAFT_4BD), ensure_ascii=False)


def test_the_source_editor_offers_draft_by_default_and_carries_the_version() -> None:
    view = source_edit_view(load_seed().source("DOC-103"))
    meta = json.loads(view["private_metadata"])
    assert (meta["s"], meta["v"]) == ("DOC-103", 1)
    text = json.dumps(view, ensure_ascii=False)
    assert "Save and verify (simulated — in Slite only the owner or an admin would do this)" in text
    radio = next(b for b in view["blocks"] if b.get("block_id") == "ag_save_mode_block")
    assert radio["element"]["initial_option"]["value"] == "save_draft"
    body = next(b for b in view["blocks"] if b.get("block_id") == "ag_body_block")
    assert body["element"]["initial_value"] == load_seed().source("DOC-103").body


@pytest.mark.parametrize(
    "body",
    [
        "short",
        ("line of text\n" * 300)[:3999],  # 3,999 characters with line breaks
        "x" * 4000,  # no line break at all
        "a" * 2999 + "\n" + "b" * 1000,
    ],
)
def test_a_4000_character_body_fits_slacks_3000_character_boxes(body: str) -> None:
    first, more, at_break = split_body(body)
    assert len(first) <= 3000 and len(more) <= 3000
    assert join_body(first, more, had_break=at_break) == body
    source = load_seed().source("DOC-101").model_copy(update={"body": body})
    assert_valid_view(source_edit_view(source))


def test_the_composer_caps_the_draft_at_1000_characters() -> None:
    seed = load_seed()
    view = composer_view(ticket=seed.ticket("TCK-9001"), tickets=[], draft="x" * 1500)
    draft = next(b for b in view["blocks"] if b.get("block_id", "").startswith("ag_draft_block"))
    assert draft["element"]["max_length"] == 1000
    assert len(draft["element"]["initial_value"]) == 1000
    assert draft["element"]["multiline"] is True


def variant_result(vid: str) -> CheckResult:
    v = next(x for x in load_variants() if x.id == vid)
    return check(v.draft, v.ticket, edits=v.edits)


def test_what_changed_names_the_source_and_the_reason(results: dict[str, CheckResult]) -> None:
    b2 = explain_change(results["HOLD"], variant_result("B2"))
    assert b2.line == "HOLD → CAUTION because DOC-103 is now a proposal"
    b1 = explain_change(results["HOLD"], variant_result("B1"))
    assert b1.line == "Still HOLD because DOC-103 now says 2 business days (was 1 business day)"
    b7 = explain_change(results["HOLD"], variant_result("B7"))
    assert b7.line.startswith("HOLD → CAUTION because DOC-103 now says 2 business days")
    assert "DOC-103 is now edited after verification" in b7.line
    same = explain_change(results["HOLD"], results["HOLD"])
    assert same.line == "Still HOLD: the sources this draft depends on did not change"


@pytest.mark.parametrize(
    ("raw", "want"),
    [
        ("4 business days &amp; more", "4 business days & more"),
        ("a &lt;b&gt; c", "a <b> c"),
        ("ask <@U123ABC|lea> or <@U999>", "ask @lea or @U999"),
        (
            "see <https://x.example/p|the SOP> and <https://y.example>",
            "see the SOP and https://y.example",
        ),
        ("in <#C123|ops> cc <!here>", "in #ops cc @here"),
        ("&amp;lt;", "&lt;"),
    ],
)
def test_slack_escapes_are_undone(raw: str, want: str) -> None:
    assert unescape(raw) == want


def test_command_parsing() -> None:
    assert split_command("  check TCK-9001 Failed  transfers ") == (
        "check",
        "TCK-9001 Failed  transfers",
    )
    assert split_command("") == ("", "")
    assert split_command("IMPACT") == ("impact", "")
    assert user_id_of("<@U123ABC|lea>") == "U123ABC"
    assert user_id_of("@U123ABC") == "U123ABC"
    assert user_id_of("lea") is None


def test_clipping_says_how_much_was_left_out() -> None:
    assert kit.clip("abc", 5) == "abc"
    cut = kit.clip("x" * 100, 40)
    assert len(cut) <= 40 and cut.endswith("more characters")
    escaped = kit.md("&" * 1000, 100)
    assert len(escaped) <= 100 and "&am…" not in escaped and escaped.startswith("&amp;")
    parts = [f"line {i}" for i in range(1000)]
    joined = kit.fit_text(parts, 200, "steps")
    assert len(joined) <= 200 and joined.endswith("more steps")
    assert kit.fit_text(["a", "b"], 200, "steps") == "a\nb"


def test_the_reasoning_modal_never_names_sources_the_result_does_not_contain(
    results: dict[str, CheckResult],
) -> None:
    """Builders only render what they are given: an agent's result has no DOC-105."""
    text = json.dumps(reasoning_view(results["HOLD"]), ensure_ascii=False)
    assert "DOC-105" not in text and "Fraud" not in text


def test_impact_shows_the_definitions_and_the_disclaimer() -> None:
    msg = impact_message(Impact(4, 1, 2, 1), [])
    text = json.dumps(msg, ensure_ascii=False)
    assert "*Unsafe sends intercepted*\\n1" in text
    assert "not measured Slite results" in text
    assert "Not enough reviewed flags yet (n = 2, need 3)" in text
    assert "Distinct (ticket, draft) pairs checked." in text


def test_the_composer_offers_every_scope_dimension_of_the_workspace() -> None:
    from bot.blocks.composer import composer_view
    from guard.kb.catalogue import catalogue_from_dict
    from guard.models import Ticket

    cat = catalogue_from_dict(
        {
            "scopes": {
                "plan": {"starter": ["starter plan"], "pro": ["pro plan"]},
                "region": {"label": "region", "values": {"eu": ["in the eu"], "us": ["us"]}},
            }
        },
        "t",
        "t",
    )
    t = Ticket(id="ZD-1", customer="Ana", scope={"plan": "pro", "region": "unknown"})
    view = composer_view(ticket=t, tickets=[t], dimensions=cat.scopes)
    selects = {
        b["block_id"]: b for b in view["blocks"] if b.get("block_id", "").startswith("ag_scope")
    }
    assert set(selects) == {"ag_scope_block:plan", "ag_scope_block:region"}
    plan = selects["ag_scope_block:plan"]["element"]
    assert [o["value"] for o in plan["options"]] == ["starter", "pro", "unknown"]
    assert plan["initial_option"]["value"] == "pro"
    assert selects["ag_scope_block:region"]["element"]["initial_option"]["value"] == "unknown"
    # Without a ticket, nothing is preselected as unknown: a ticket chosen later brings its own.
    bare = composer_view(ticket=None, tickets=[t], dimensions=cat.scopes, scope={"plan": "unknown"})
    assert all(
        "initial_option" not in b["element"]
        for b in bare["blocks"]
        if b.get("block_id", "").startswith("ag_scope")
    )


# --- words for people, codes for machines; every claim shows its source (issue 13) -------------


def test_the_reasoning_view_keeps_the_codes_in_a_context_line_and_explains_c_and_v(
    results: dict[str, CheckResult],
) -> None:
    r = results["HOLD"]
    view = reasoning_view(r)
    codes = view["blocks"][2]
    assert codes["type"] == "context"
    line = codes["elements"][0]["text"]
    assert "`CONTRADICTS_GOVERNING`" in line and "`D5`" in line and r.check_hash in line
    assert "C is the set of in-force sources" in json.dumps(view, ensure_ascii=False)


def test_the_raw_json_is_complete_and_valid_or_a_pointer(results: dict[str, CheckResult]) -> None:
    for r in results.values():
        blocks = reasoning_view(r)["blocks"]
        pre = [b for b in blocks if b["type"] == "rich_text"]
        if pre:
            raw = pre[0]["elements"][0]["elements"][0]["text"]
            assert json.loads(raw) == json.loads(r.model_dump_json(by_alias=True))
        else:
            text = json.dumps(blocks, ensure_ascii=False)
            assert f"answerguard show {r.check_hash} --json" in text


def test_every_safe_reply_cites_its_source(results: dict[str, CheckResult]) -> None:
    for kind in ("HOLD", "ESCALATE"):
        r = results[kind]
        assert r.suggestion is not None
        text = json.dumps(verdict_message(r, DRAFT_4BD), ensure_ascii=False)
        assert "📎 *Source:*" in text
    hold = json.dumps(verdict_message(results["HOLD"], DRAFT_4BD), ensure_ascii=False)
    assert "DOC-103 · Instant Transfers: Reversal Exception: “For instant transfers only" in hold
    esc = json.dumps(verdict_message(results["ESCALATE"], DRAFT_4BD), ensure_ascii=False)
    assert "DOC-101 says 4 business days (all rails); DOC-103 says 1 business day" in esc
    mode = json.dumps(safe_reply_mode(results["HOLD"]), ensure_ascii=False)
    assert "📎 *Source:* DOC-103" in mode


def test_every_evidence_row_opens_its_source_and_the_quote_is_bold(
    results: dict[str, CheckResult],
) -> None:
    r = results["HOLD"]
    view = reasoning_view(r)
    opens = [b for b in buttons_of(view["blocks"]) if b["action_id"] == "ag_open_source"]
    assert {b["value"] for b in opens} == {
        f"{r.check_hash}|{ev.source.id}" for ev in r.claims[0].evidence
    }
    doc103 = load_seed().source("DOC-103")
    ev = next(e for e in r.claims[0].evidence if e.source.id == "DOC-103")
    modal = source_quote_view(doc103, ev.claim.quote, check_hash=r.check_hash)
    assert_valid_view(modal)
    text = json.dumps(modal, ensure_ascii=False)
    assert (
        "*For instant transfers only, failed transfers are reversed within 1 business day.*" in text
    )
    assert "This supersedes section 3" in text and "not in the current version" not in text
    gone = source_quote_view(doc103, "a quote that is not there", check_hash=r.check_hash)
    assert "not in the current version" in json.dumps(gone)


@pytest.mark.parametrize(
    ("variant", "needle"),
    [
        ("B2", "DOC-103 proposes 1 business day, pending sign-off"),
        ("B4", "SRC-202 announces 1 day, not in force yet: check with Matteo"),
        ("B7", "DOC-103 sets 2 business days but is edited after it was verified"),
    ],
)
def test_a_caution_names_the_source_to_check(variant: str, needle: str) -> None:
    v = next(x for x in load_variants() if x.id == variant)
    r = check(v.draft, v.ticket, edits=v.edits)
    assert r.decision == "CAUTION"
    text = json.dumps(verdict_message(r, v.draft), ensure_ascii=False)
    assert needle in text
    anyway = next(
        b
        for b in buttons_of(verdict_message(r, v.draft)["blocks"])
        if b["action_id"] == "ag_send_anyway"
    )
    assert needle[:40] in anyway["confirm"]["text"]["text"]


@pytest.mark.parametrize(
    ("vid", "head", "shown"),
    [
        ("B1", "*Still HOLD, now 2 business days (was 1 business day)*", "within ~1~ *2* business"),
        ("B2", "*HOLD → CAUTION, now 4 business days", "➕ *Proposed change, pending sign-off"),
        ("B3", "*HOLD → ESCALATE*", "➖ ~This supersedes section 3 of the Outgoing Transfers"),
        ("B7", "*HOLD → CAUTION, now 2 business days", "rule D11a"),
    ],
)
def test_what_changed_blocks_show_the_words_of_the_source(vid: str, head: str, shown: str) -> None:
    from bot.blocks.changes import outcome_changes_blocks
    from tests.support.sourcediffcase import change_for

    blocks = outcome_changes_blocks([("TCK-9001", change_for(vid))])
    text = json.dumps(blocks, ensure_ascii=False)
    assert head in text and shown in text and "*DOC-103* v1 → v2" in text
    assert_valid_blocks(blocks, kit.VIEW_BLOCKS)


def test_a_diffed_line_is_escaped_and_clipped() -> None:
    from bot.blocks.changes import diff_line_md
    from guard.kb.sourcediff import LineDiff

    line = diff_line_md(LineDiff((("=", "ask <!channel>"), ("+", "x" * 2000))), limit=300)
    assert "&lt;!channel&gt;" in line and "<!channel>" not in line and len(line) < 400
