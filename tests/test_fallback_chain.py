"""The seed's fallback chain, shown where the agent looks (issue 12, item 6).

Live failure → saved responses on an exact identity match → AI unavailable; never the local
extractor in between. The verdict itself (the Slack message and the CLI banner), not only the
reasoning view, says what stood in for live AI. Real SDK, fake Messages API, no network.
"""

from __future__ import annotations

import json
from pathlib import Path

import anthropic
import pytest
from limits import parse
from rich.console import Console
from typer.testing import CliRunner

from bot.blocks.verdict import verdict_message, verdict_top
from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.cli.views import banner
from guard.extract.cached import (
    CachingExtractor,
    MemoryCache,
    RecordingCache,
    SavedOnFailure,
)
from guard.extract.live import LiveExtractor
from guard.extract.local import LocalExtractor
from guard.extract.saved import SavedResponses
from guard.models import CheckResult
from guard.quota import Quota
from tests.support.fake_model import FakeModel
from tests.support.livecase import mock_client
from tests.support.seedcase import DRAFT_4BD, NOW

TICKETS = ("TCK-9001", "TCK-9002", "TCK-9003")


@pytest.fixture(scope="module")
def recorded(tmp_path_factory) -> Path:
    """Saved responses for the canonical checks, recorded from an honest fake model."""
    directory = tmp_path_factory.mktemp("ai_cache")
    model = FakeModel()
    recorder = CachingExtractor(
        LiveExtractor(client=model.client()),
        RecordingCache(MemoryCache(), SavedResponses(directory)),
    )
    for t in TICKETS:
        CheckService(recorder).check(CheckRequest(ticket_id=t, draft=DRAFT_4BD, now=NOW))
    return directory


def chain(model: FakeModel, directory: Path, **kw) -> CheckService:
    live = CachingExtractor(LiveExtractor(client=model.client()), MemoryCache())
    return CheckService(SavedOnFailure(live, SavedResponses(directory)), **kw)


def run(svc: CheckService, ticket: str = "TCK-9001", draft: str = DRAFT_4BD, **kw) -> CheckResult:
    return svc.check(CheckRequest(ticket_id=ticket, draft=draft, now=NOW, **kw))


def test_a_failing_source_call_is_answered_from_saved_responses(recorded):
    model = FakeModel()
    model.by_source["DOC-103"] = [500]
    r = run(chain(model, recorded))
    assert (r.decision, r.reason_code, r.unread_sources) == ("HOLD", "CONTRADICTS_GOVERNING", [])
    assert r.ai.mode == "live"
    assert r.ai.notice == "Live AI failed: saved responses used for DOC-103"
    assert model.calls("source") == 4  # DOC-103 was asked live first


def test_a_failing_draft_call_is_answered_from_saved_responses(recorded):
    model = FakeModel()
    model.script["draft"] = [429]
    r = run(chain(model, recorded))
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    # A saved response is the model's own recorded answer: labelled saved, with its model.
    assert (r.ai.mode, r.ai.model, r.ai.prompt_version) == ("saved", "claude-haiku-5-5", "live-29")
    assert r.ai.notice == "Live AI failed: saved responses used for the draft"


def test_with_no_saved_match_the_draft_is_ai_unavailable_not_local(tmp_path):
    """The chain ends in AI unavailable: the local extractor must not stand in silently."""
    model = FakeModel()
    model.script["draft"] = [500]
    r = run(chain(model, tmp_path / "empty"))
    assert (r.decision, r.ai.mode) == ("AI_UNAVAILABLE", "unavailable")
    assert r.ai.notice is not None and r.ai.notice.startswith("Could not read the draft (")


def test_with_no_saved_match_a_source_stays_unread(tmp_path):
    model = FakeModel()
    model.by_source["DOC-103"] = [500]
    r = run(chain(model, tmp_path / "empty"), "TCK-9003")
    assert (r.decision, r.reason_code, r.unread_sources) == (
        "CAUTION",
        "SOURCE_UNREAD",
        ["DOC-103"],
    )
    assert r.ai.notice == "Could not read DOC-103"


def test_a_saved_response_matches_only_the_exact_identity(recorded):
    """Another model's live failure is not answered by this model's recordings."""
    model = FakeModel()
    model.script["draft"] = [500]
    other = LiveExtractor(client=model.client(), model="claude-sonnet-5-5")
    svc = CheckService(
        SavedOnFailure(CachingExtractor(other, MemoryCache()), SavedResponses(recorded))
    )
    assert run(svc).decision == "AI_UNAVAILABLE"


def test_a_failing_reply_writer_is_answered_from_saved_responses(recorded):
    model = FakeModel()
    model.script["reply"] = [500]
    r = run(chain(model, recorded))
    assert r.suggestion is not None
    assert (r.suggestion.origin, r.suggestion.recheck_decision) == ("ai", "ALLOW")
    assert "1 business day" in r.suggestion.text


# --- the notice on the verdict ----------------------------------------------------------


def paused_result() -> CheckResult:
    """The second check of a user whose quota allows one: local rules stand in."""
    quota = Quota("memory://", per_user=parse("1/10 minutes"), global_=parse("500/day"))
    model = FakeModel()
    svc = CheckService(
        CachingExtractor(LiveExtractor(client=model.client()), MemoryCache()),
        quota=quota,
        fallback=LocalExtractor(),
    )
    assert run(svc, user="U1").ai.notice is None
    return run(svc, user="U1")


PAUSED = "Live AI paused (limit reached): local extractor used"


def test_a_paused_check_says_what_stood_in():
    r = paused_result()
    assert (r.ai.mode, r.ai.notice) == ("local", PAUSED)


def _texts(blocks: list[dict]) -> str:
    return json.dumps(blocks, ensure_ascii=False)


def test_the_slack_verdict_carries_the_notice_under_the_banner():
    r = paused_result()
    for blocks in (verdict_message(r, DRAFT_4BD)["blocks"], verdict_top(r)):
        assert PAUSED in _texts(blocks[1:2]), "the notice is the block right under the banner"


def test_the_slack_verdict_names_a_source_it_could_not_read(tmp_path):
    model = FakeModel()
    model.by_source["DOC-103"] = [500]
    r = run(chain(model, tmp_path / "empty"), "TCK-9003")
    assert "Could not read DOC-103" in _texts(verdict_message(r, DRAFT_4BD)["blocks"][:2])


def test_no_notice_block_when_live_ai_read_everything():
    extractor = CachingExtractor(LiveExtractor(client=FakeModel().client()), MemoryCache())
    r = run(CheckService(extractor))
    assert (r.ai.mode, r.ai.notice) == ("live", None)
    assert "ℹ️" not in _texts(verdict_message(r, DRAFT_4BD)["blocks"])


def _banner_text(r: CheckResult) -> str:
    console = Console(record=True, width=200)
    console.print(banner(r))
    return console.export_text()


def test_the_cli_banner_carries_the_notice():
    assert PAUSED in _banner_text(paused_result())


def test_the_cli_check_shows_a_live_failure_in_its_banner(recorded, monkeypatch, mocker, tmp_path):
    """Through the real wiring (settings → runtime → chain): the Anthropic client the live
    extractor builds talks to the fake API, which fails every draft call."""
    model = FakeModel()
    model.script["draft"] = [500] * 10
    mocker.patch.object(anthropic, "Anthropic", lambda **_kw: mock_client(model.handler))
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test")
    monkeypatch.setenv("AI_MODE", "live")
    monkeypatch.setenv("ANSWERGUARD_AI_CACHE_DIR", str(recorded))
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "cli.db"))
    monkeypatch.setenv("COLUMNS", "200")
    from guard.cli.app import app

    r = CliRunner().invoke(
        app, ["check", "--now", "2026-11-30T12:00:00Z", "--ticket", "TCK-9001", DRAFT_4BD]
    )
    assert r.exit_code == 0, r.output
    head = r.stdout.split("Claim 1")[0]  # the banner (and safe reply), before the details
    assert "HOLD" in head
    assert "Live AI failed: saved responses used for the draft" in head
    assert model.calls("draft") >= 1
