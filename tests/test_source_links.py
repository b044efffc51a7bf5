"""Where a receipt's source can be opened (guard/kb/source_links.py): a Slack message's permalink,
a document's frontmatter `url:`; only safe https addresses; only for sources the reader sees.
And the `@AnswerGuard` answer (bot/blocks/mention.py) within a message's limits however long
the answer is, with *Ask an owner* and the label always there."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from bot import ids
from bot.blocks.kit import MESSAGE_BLOCKS, MESSAGE_CHARS, size
from bot.blocks.mention import ask_reply
from guard.crosscheck.conflicts import AskResult
from guard.engine.ask import Answer, SourceQuote, TopicAnswer
from guard.kb.source_links import source_links, usable
from guard.kb.workspace import load_folder
from guard.models import AiInfo, Owner, Signals, Source, Value
from guard.store import Store
from tests.support.seedcase import NOW

URL = "https://help.example.com/a/1"
ARTICLE = "# Reversals\n\nFailed transfers are reversed within 4 business days.\n"


def source(sid: str, kind: str = "sop", frontmatter: dict | None = None, vis: str = "everyone"):
    return Source(
        id=sid,
        title=f"Title {sid}",
        kind=kind,
        body="Failed transfers are reversed within 4 business days.",
        frontmatter=frontmatter or {},
        signals=Signals(
            verification="verified",
            verified_at=datetime(2026, 1, 1, tzinfo=UTC),
            updated_at=datetime(2026, 1, 1, tzinfo=UTC),
            owner=Owner(name="Ana", active=True),
            visibility=vis,
            version=1,
        ),
    )


def test_only_a_safe_https_address_is_a_link() -> None:
    assert usable(URL) == URL and usable(f"  {URL}\n") == URL
    for bad in (
        "http://help.example.com/a",
        "javascript:alert(1)",
        "https://",
        "https://evil.example|click here",
        "https://x.example/<!channel>",
        "https://x.example/a b",
        "https://x.example/" + "a" * 2000,
        42,
        None,
        ["https://x.example"],
    ):
        assert usable(bad) is None, bad


@given(st.text(max_size=60))
@settings(max_examples=200, deadline=None)
def test_whatever_the_field_holds_a_link_cannot_break_out_of_slacks_brackets(text: str) -> None:
    link = usable("https://" + text)
    if link is not None:
        assert link.startswith("https://") and not set(link) & set("<>| \n\t\r\"'`")


def test_a_documents_url_and_a_slack_messages_permalink(store: Store) -> None:
    with store.transaction() as db:
        db["channel_messages"].insert(
            {"source_id": "SLACK-C1-1", "channel": "C1", "ts": "1.0", "permalink": URL + "/p1"}
        )
    sources = [
        source("DOC-1", frontmatter={"url": URL}),
        source("DOC-2", frontmatter={"url": "http://plain.example"}),  # not https: no link
        source("DOC-3"),
        source("SLACK-C1-1", kind="slack"),
        source("DOC-4", frontmatter={"url": URL + "/ops"}, vis="ops"),
    ]
    links = source_links(store, sources[:4], ["DOC-1", "DOC-2", "DOC-3", "SLACK-C1-1", "DOC-4"])
    # DOC-4 is not among the sources this reader sees: no link, whatever it holds
    assert links == {"DOC-1": URL, "SLACK-C1-1": URL + "/p1"}
    assert source_links(store, sources, []) == {}


def test_a_url_field_is_kept_and_not_warned_about(tmp_path: Path) -> None:
    root = tmp_path / "kb"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "a.md").write_text(f"---\nurl: {URL}\ntags: [x]\n---\n{ARTICLE}")
    ws = load_folder(root)
    assert ws.source("a").frontmatter == {"url": URL, "tags": ["x"]}
    assert [n.split("'")[1] for n in ws.notices] == ["tags"]


# --- the mention's answer within Block Kit limits --------------------------------------------


def quote_of(sid: str, text: str) -> SourceQuote:
    return SourceQuote(
        source_id=sid,
        title=text[:300],
        kind="sop",
        value=Value(amount=4, unit="business_days"),
        value_text="4 business days",
        quote=text,
        owner="Ana " + text[:100],
        updated_at=NOW,
        standing="CANDIDATE",
        applicability="APPLIES",
    )


def long_result(topics: int, receipts: int, text: str) -> AskResult:
    def answered(i: int) -> Answer:
        return Answer(
            scope={"rail": f"r{i}"},
            verdict="ANSWERED",
            rule="D4",
            reason="CONSENSUS",
            value=Value(amount=4, unit="business_days"),
            value_text="4 business days",
            receipts=[quote_of(f"DOC-{i}-{j}", text) for j in range(receipts)],
        )

    more = [
        TopicAnswer(topic=f"t{i}", label=f"topic {i}", verdict="DEPENDS", answers=[answered(i)] * 3)
        for i in range(topics)
    ]
    return AskResult(
        question=text,
        verdict="UNANSWERED",
        topic=None,
        topic_label=None,
        answers=[],
        more_topics=more,
        ticket_id="TCK-1",
        scope={"rail": "unknown"},
        role="support_agent",
        asked_at=NOW,
        ai=AiInfo(mode="local", model="local", latency_ms=0, prompt_version="v"),
    )


@given(
    topics=st.integers(0, 12),
    receipts=st.integers(1, 6),
    text=st.text(min_size=1, max_size=3000).filter(str.strip),
)
@settings(max_examples=40, deadline=None)
def test_any_answer_fits_a_message_and_keeps_its_button_and_label(
    topics: int, receipts: int, text: str
) -> None:
    result = long_result(topics, receipts, text)
    links = {f"DOC-{i}-0": URL for i in range(topics)}
    msg = ask_reply(result, links, ask_owner=7)
    blocks = msg["blocks"]
    assert len(blocks) <= MESSAGE_BLOCKS and size(blocks) <= MESSAGE_CHARS
    assert len(msg["text"]) <= 3000
    for b in blocks:
        for t in (b.get("text") or {}, *(b.get("elements") or [])):
            assert len(t.get("text", "")) <= 3000
    dumped = json.dumps(blocks, ensure_ascii=False)
    assert f'"action_id": "{ids.ACTION_ASK_OWNER_QUESTION}"' in dumped and '"value": "7"' in dumped
    assert "Independent concept" in dumped
