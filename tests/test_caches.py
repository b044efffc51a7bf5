"""What a process keeps in memory between checks (issue 9, items 5 and 6) is never stale: the
workspace is re-read after any source write, by this process or another one on the same
database; the index's rows after any index write; a role's view after either; and the folder
is parsed once however many requests ask for it at the same time."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path

from pytest_mock import MockerFixture

from guard import runtime as runtime_module
from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.kb.index import ClaimIndex, extractor_key
from guard.kb.workspace import SourceEdit, load_folder, load_folder_header
from guard.settings import Settings
from guard.store import Store
from tests.support.indexkb import CATALOGUE, Spy, big_kb
from tests.support.seedcase import NOW

PRO = "Pro plan payouts arrive within 2 business days."


def two_processes(root: Path, tmp_path: Path) -> tuple[Store, Store]:
    """Two stores on one database file, as the bot and a CLI command in two processes."""
    db = tmp_path / "shared.db"
    return (
        Store(db, base=lambda: load_folder(root), header=lambda: load_folder_header(root)),
        Store(db, base=lambda: load_folder(root), header=lambda: load_folder_header(root)),
    )


def test_the_workspace_is_kept_until_a_source_is_written_here_or_elsewhere(
    tmp_path: Path,
) -> None:
    root = big_kb(tmp_path, 20)
    bot, cli = two_processes(root, tmp_path)
    first = bot.sources.workspace()
    assert bot.sources.workspace().sources is first.sources  # no source written: nothing re-read
    cli.sources.edit(
        "a007",
        SourceEdit(source="a007", action="save_and_verify", body="# A\n\n" + PRO + "\n"),
        "ops",
        datetime.now(UTC),
    )
    after = bot.sources.workspace()
    assert after.sources is not first.sources
    assert PRO in after.source("a007").body and after.source("a007").signals.version == 2


def test_a_check_sees_an_edit_made_by_another_process(tmp_path: Path) -> None:
    root = big_kb(tmp_path, 20)
    bot, cli = two_processes(root, tmp_path)
    cat = load_folder_header(root).catalogue
    spy = Spy(cat)
    service = CheckService(spy, bot.sources.workspace, index=ClaimIndex(bot))
    service.index.ensure(list(bot.sources.workspace().sources), spy, cat)  # type: ignore[union-attr]
    spy.sources.clear()
    req = CheckRequest(ticket_id=None, draft=PRO, now=NOW, scope={"plan": "pro"})
    assert service.check(req).decision == "HOLD"  # the stored article says 1 business day
    other = CheckService(Spy(cat), cli.sources.workspace, index=ClaimIndex(cli))
    cli.sources.edit(
        "a007",
        SourceEdit(source="a007", action="save_and_verify", body="# A\n\n" + PRO + "\n"),
        "ops",
        datetime.now(UTC),
    )
    # The other process indexes its edit; this one reads the new row, not its old view.
    other.index.ensure(list(cli.sources.workspace().sources), other.extractor, cat)  # type: ignore[union-attr]
    result = service.check(req)
    assert result.decision == "ALLOW" and spy.sources == []


def test_an_index_written_elsewhere_is_read_without_reading_a_source(tmp_path: Path) -> None:
    root = big_kb(tmp_path, 30)
    bot, cli = two_processes(root, tmp_path)
    cat = load_folder_header(root).catalogue
    spy = Spy(cat)
    index = ClaimIndex(bot)
    key = extractor_key(spy, cat)
    assert len(index.missing(bot.sources.workspace().sources, key)) == 30
    ClaimIndex(cli).ensure(list(cli.sources.workspace().sources), Spy(cat), cat)
    assert index.missing(bot.sources.workspace().sources, key) == []
    assert bot.index.unindexed(key) == 0
    service = CheckService(spy, bot.sources.workspace, index=index)
    service.check(CheckRequest(ticket_id=None, draft=PRO, now=NOW, scope={"plan": "pro"}))
    assert spy.sources == []


def test_a_burst_of_first_requests_parses_the_folder_once(
    tmp_path: Path, monkeypatch, mocker: MockerFixture
) -> None:
    root = big_kb(tmp_path, 10)
    parsed: list[Path] = []
    real = runtime_module.load_folder

    def counting(path, *args):  # type: ignore[no-untyped-def]
        parsed.append(path)
        return real(path, *args)

    mocker.patch.object(runtime_module, "load_folder", counting)
    monkeypatch.setattr(runtime_module, "_LOADED", {})
    load = runtime_module.workspace_loader(Settings(ai_mode="local", workspace=root))
    threads = [threading.Thread(target=load) for _ in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(parsed) == 1


def test_the_header_reads_the_catalogue_and_tickets_but_no_source(tmp_path: Path) -> None:
    root = big_kb(tmp_path, 5)
    (root / "sources" / "broken.md").write_text("---\nnot: [valid\n---\n", encoding="utf-8")
    head = load_folder_header(root)
    assert head.sources == () and head.catalogue.topic_keys == ("payout_delay", "instant_fee")
    assert "payout_delay" in CATALOGUE
