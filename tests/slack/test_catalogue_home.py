"""An edited answerguard.yaml in the running Slack app (guard/kb/catalogue_watch.py): every
request is a refresh point, and a catalogue that does not load is shown to ops leads at the
top of their Home tab (never to agents) until the file is fixed. Through the real Bolt app."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import BotConfig
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from tests.slack.mock_slack import AGENT, LEAD, MockSlackServer, SlackSim
from tests.slack.slack_helpers import make_app, text_of
from tests.support.trustcase import make_workspace

NEW_TOPIC = (
    "topics:\n"
    "  chargeback_fee:\n"
    "    label: chargeback fee\n"
    "    kind: money\n"
    "    about: [chargeback fee*]\n"
)


@pytest.fixture
def ws_dir(tmp_path: Path) -> Path:
    return make_workspace(tmp_path / "kb")


@pytest.fixture
def folder_sim(
    server: MockSlackServer, ws_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[SlackSim, Runtime]:
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "t.db"))
    rt = build_runtime(Settings(ai_mode="local", workspace=ws_dir))
    app = make_app(server, rt, BotConfig(ops_users=frozenset({LEAD})))
    return SlackSim(app, server), rt


def test_ops_leads_see_a_bad_catalogue_and_a_request_picks_up_the_fix(
    folder_sim: tuple[SlackSim, Runtime], ws_dir: Path
) -> None:
    sim, rt = folder_sim
    path = ws_dir / "answerguard.yaml"
    good = path.read_text(encoding="utf-8")
    path.write_text("topics: [\n", encoding="utf-8")
    sim.open_home(LEAD)
    home = text_of(sim.home(LEAD))
    assert "Catalogue not reloaded" in home and "invalid YAML" in home
    assert "still in use" in home
    sim.open_home(AGENT)
    assert "Catalogue not reloaded" not in text_of(sim.home(AGENT))
    assert (
        "reversal_window" in rt.store.sources.workspace().catalogue.topic_keys
    )  # the old one runs

    path.write_text(good.replace("topics:\n", NEW_TOPIC, 1), encoding="utf-8")
    sim.command("help", AGENT)  # any request is a refresh point
    assert "chargeback_fee" in rt.store.sources.workspace().catalogue.topic_keys
    sim.open_home(LEAD)
    assert "Catalogue not reloaded" not in text_of(sim.home(LEAD))


def test_ops_leads_see_source_files_edited_since_the_last_import(
    folder_sim: tuple[SlackSim, Runtime], ws_dir: Path
) -> None:
    sim, _ = folder_sim
    sim.open_home(LEAD)
    assert "Workspace folder changed" not in text_of(sim.home(LEAD))
    edited = sorted((ws_dir / "sources").rglob("*.md"))[0]
    edited.write_text(edited.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
    sim.open_home(LEAD)
    home = text_of(sim.home(LEAD))
    assert "Workspace folder changed" in home and "1 source file changed" in home
    assert "checks use the imported versions" in home and "import" in home
    sim.open_home(AGENT)
    assert "Workspace folder changed" not in text_of(sim.home(AGENT))
