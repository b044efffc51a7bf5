"""Reading a workspace folder safely (issue 19, items 2 and 7; issue 17, item 8; issue 18,
item 6): no link is followed and no special file opened, sizes are checked before a bounded
read, every bad file is one line naming it with nothing imported, fields AnswerGuard does
not read are kept, and a new database is filled by the import, not before it."""

from __future__ import annotations

import os
import socket
import sqlite3
import stat
import tempfile
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytest_mock import MockerFixture

import guard.kb.workspace.files as files_module
from guard.engine.standing import effective_verification, review_due
from guard.errors import InputError
from guard.extract.identity import key_of
from guard.kb.catalogue_watch import header_hash
from guard.kb.workspace import load_folder, load_folder_header
from guard.kb.workspace.cases import load_cases
from guard.kb.workspace.fields import SIGNAL_FIELDS
from guard.kb.workspace.files import kind_of
from guard.kb.workspace.sync import fingerprint
from guard.settings import Settings
from guard.store import Store
from tests.support.seedcase import NOW

ARTICLE = "# Payouts\n\nPayouts arrive within 3 business days.\n"


def kb(tmp_path: Path, files: dict[str, str | bytes] | None = None) -> Path:
    root = tmp_path / "kb"
    (root / "sources").mkdir(parents=True, exist_ok=True)
    for rel, text in {"sources/a.md": ARTICLE, **(files or {})}.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            p.write_bytes(text)
        else:
            p.write_text(text, encoding="utf-8")
    return root


def refused(root: Path, match: str) -> str:
    with pytest.raises(InputError, match=match) as info:
        load_folder(root)
    assert "\n" not in info.value.message
    return info.value.message


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A secret next to the workspace, as /etc/passwd or a key file would be."""
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "key.md").write_text("SECRET-KEY-MATERIAL\n", encoding="utf-8")
    return secret


# --- links --------------------------------------------------------------------------------


def test_a_linked_source_file_is_refused_by_name(tmp_path: Path, outside: Path) -> None:
    root = kb(tmp_path)
    (root / "sources" / "passwd.md").symlink_to(outside / "key.md")
    message = refused(root, r"symbolic link not followed: \S*sources/passwd.md\.")
    assert "SECRET" not in message


def test_a_linked_folder_inside_sources_is_refused(tmp_path: Path, outside: Path) -> None:
    root = kb(tmp_path)
    (root / "sources" / "keys").symlink_to(outside, target_is_directory=True)
    refused(root, r"symbolic link not followed: \S*sources/keys\.")


def test_a_linked_sources_folder_is_refused(tmp_path: Path, outside: Path) -> None:
    root = tmp_path / "kb"
    root.mkdir()
    (root / "sources").symlink_to(outside, target_is_directory=True)
    refused(root, r"symbolic link not followed: \S*kb/sources\.")


def test_every_link_is_named_in_one_line_even_one_that_points_inside(tmp_path: Path) -> None:
    root = kb(tmp_path)
    (root / "sources" / "b.md").symlink_to(root / "sources" / "a.md")
    (root / "sources" / "gone.md").symlink_to(tmp_path / "nothing-here.md")  # dangling
    message = refused(root, r"symbolic links not followed")
    assert "sources/b.md" in message and "sources/gone.md" in message


def test_a_link_not_named_like_a_source_is_ignored_like_any_other_file(tmp_path: Path) -> None:
    root = kb(tmp_path)
    (root / "sources" / "notes.txt").symlink_to("/etc/hostname")
    assert [s.id for s in load_folder(root).sources] == ["a"]


@pytest.mark.parametrize("name", ["answerguard.yaml", "tickets.yaml"])
def test_a_linked_header_file_is_refused(tmp_path: Path, outside: Path, name: str) -> None:
    root = kb(tmp_path)
    (root / name).symlink_to(outside / "key.md")
    refused(root, rf"symbolic link not followed: \S*{name}\.")


def test_a_linked_cases_file_is_refused(tmp_path: Path, outside: Path) -> None:
    root = kb(tmp_path)
    (root / "cases.yaml").symlink_to(outside / "key.md")
    with pytest.raises(InputError, match=r"symbolic link not followed: \S*cases.yaml"):
        load_cases(root)


# --- special files -------------------------------------------------------------------------


def test_a_fifo_named_like_a_source_is_a_warning_and_never_opened(
    tmp_path: Path, mocker: MockerFixture
) -> None:
    root = kb(tmp_path)
    os.mkfifo(root / "sources" / "pipe.md")
    opened: list[str] = []
    real_open = os.open

    def spy(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(str(path))
        return real_open(path, *args, **kwargs)

    mocker.patch.object(files_module.os, "open", spy)
    ws = load_folder(root)
    assert [s.id for s in ws.sources] == ["a"]
    assert not [p for p in opened if p.endswith("pipe.md")]
    (note,) = ws.notices
    assert note.endswith("sources/pipe.md: a FIFO (named pipe), not a file: skipped (never opened)")


def test_a_socket_named_like_a_source_is_a_warning() -> None:
    # A short path: a Unix socket's name is limited to about 100 bytes.
    with tempfile.TemporaryDirectory(dir="/tmp") as tmp:
        root = kb(Path(tmp))
        sock = socket.socket(socket.AF_UNIX)
        try:
            sock.bind(str(root / "sources" / "s.md"))
            ws = load_folder(root)
        finally:
            sock.close()
    assert [s.id for s in ws.sources] == ["a"]
    assert [n.rsplit(": ", 2)[1] for n in ws.notices] == ["a socket, not a file"]


def test_a_fifo_header_file_is_refused_without_opening_it(tmp_path: Path) -> None:
    root = kb(tmp_path)
    os.mkfifo(root / "tickets.yaml")
    refused(root, r"tickets.yaml: a FIFO \(named pipe\), not a file; it was not opened")


@pytest.mark.parametrize(
    ("mode", "name"),
    [
        (stat.S_IFCHR, "a character device"),
        (stat.S_IFBLK, "a block device"),
        (stat.S_IFSOCK, "a socket"),
        (stat.S_IFIFO, "a FIFO (named pipe)"),
        (stat.S_IFREG, None),
    ],
)
def test_every_special_kind_is_named(mode: int, name: str | None) -> None:
    assert kind_of(mode) == name


def test_the_catalogue_watch_never_opens_a_fifo_or_follows_a_link(
    tmp_path: Path, outside: Path
) -> None:
    root = kb(tmp_path)
    os.mkfifo(root / "tickets.yaml")  # opening it without O_NONBLOCK would block here
    before = header_hash(root)
    (root / "tickets.yaml").unlink()
    (root / "tickets.yaml").symlink_to(outside / "key.md")
    linked = header_hash(root)
    (outside / "key.md").write_text("changed\n", encoding="utf-8")
    assert header_hash(root) == linked != before  # the target's content is never read


# --- size ----------------------------------------------------------------------------------


def test_a_big_file_is_refused_from_its_size_before_it_is_opened(
    tmp_path: Path, mocker: MockerFixture
) -> None:
    root = kb(tmp_path)
    with open(root / "sources" / "big.md", "wb") as f:
        f.truncate(50 * 1024 * 1024)  # sparse: 50 MB that take no disk
    opened: list[str] = []
    real_open = os.open
    mocker.patch.object(
        files_module.os, "open", lambda p, *a, **k: opened.append(str(p)) or real_open(p, *a, **k)
    )
    refused(
        root,
        r"big.md: 52,428,800 bytes; a file here is at most 1,048,576 bytes \(raise it with "
        r"ANSWERGUARD_MAX_SOURCE_BYTES\); nothing was read$",
    )
    assert not [p for p in opened if p.endswith("big.md")]


def test_a_file_that_grows_after_its_size_was_read_is_read_no_further(
    tmp_path: Path, mocker: MockerFixture
) -> None:
    """The size said 10 bytes (the file grew since): the read still stops one byte past the
    limit, so a growing file never fills memory."""
    limit = 1000
    root = kb(tmp_path, {"sources/grows.md": "x" * 200_000})
    real_lstat, real_fdopen = os.lstat, os.fdopen

    def small(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        st = real_lstat(path, *args, **kwargs)
        if str(path).endswith("grows.md"):
            fields = list(st[:10])
            fields[6] = 10  # st_size
            return os.stat_result(fields)
        return st

    asked: list[int] = []

    class Counting:
        def __init__(self, f) -> None:  # type: ignore[no-untyped-def]
            self.f = f

        def read(self, n: int = -1) -> bytes:
            data = self.f.read(n)
            asked.append(len(data) if n >= 0 else -1)
            return data

        def __enter__(self):  # type: ignore[no-untyped-def]
            return self

        def __exit__(self, *exc) -> None:  # type: ignore[no-untyped-def]
            self.f.close()

        def fileno(self) -> int:
            return self.f.fileno()

    mocker.patch.object(files_module.os, "lstat", small)
    mocker.patch.object(files_module.os, "fdopen", lambda *a, **k: Counting(real_fdopen(*a, **k)))
    with pytest.raises(InputError, match=r"grows.md: over 1,000 bytes"):
        load_folder(root, max_source_bytes=limit)
    assert asked and -1 not in asked and sum(asked) <= limit * 2 + 2  # a.md, then grows.md


def test_the_size_limit_is_a_setting(tmp_path: Path) -> None:
    root = kb(tmp_path, {"sources/b.md": "y" * 300})
    refused_small = pytest.raises(InputError, match=r"b.md: 300 bytes; a file here is at most 200")
    with refused_small:
        load_folder(root, max_source_bytes=200)
    assert len(load_folder(root, max_source_bytes=300).sources) == 2
    assert Settings.from_env({}).max_source_bytes == 1_048_576
    assert Settings.from_env({"ANSWERGUARD_MAX_SOURCE_BYTES": "2_000_000"}).max_source_bytes == (
        2_000_000
    )
    for bad in ("0", "-5", "1MB", "1e6", "²", "9" * 20):
        with pytest.raises(InputError, match="ANSWERGUARD_MAX_SOURCE_BYTES must be a whole"):
            Settings.from_env({"ANSWERGUARD_MAX_SOURCE_BYTES": bad})


# --- bad files: one line naming the file ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "---\nversion: 99999999999999999999999\n---\nx",
            r"v.md: version: 99999999999999999999999 is out of range \(a whole number from 1 to "
            r"999,999,999\)$",
        ),
        ("---\nversion: '99999999999999999999999'\n---\nx", r"v.md: version: \d+ is out of range"),
        ("---\nversion: 0\n---\nx", r"v.md: version: 0 is out of range"),
        ("---\nversion: yes\n---\nx", r"v.md: version: must be a whole number, not a yes/no"),
        ("---\nreviewEveryDays: 99999999\n---\nx", r"v.md: reviewEveryDays: 99999999 is out of"),
        (
            "---\nupdatedAt: 9999-12-31\nverification: verified\nreviewEveryDays: 30\n---\nx",
            r"v.md: updatedAt: 9999-12-31T00:00:00\+00:00 is out of range \(a year from 1900 to "
            r"9000\)",
        ),
        ("---\ntitle: [a, b]\n---\nx", r"v.md: title: must be text, not a list \(\['a', 'b'\]\)"),
        ("---\ntitle: {a: 1}\n---\nx", r"v.md: title: must be text, not a map"),
        ("---\ntitle: 2026-01-01\n---\nx", r"v.md: title: must be text, not a date.*put it in"),
        ("---\ntitle: yes\n---\nx", r"v.md: title: must be text, not a yes/no value"),
        ("---\nkind: [faq]\n---\nx", r"v.md: kind: must be text, not a list"),
        ("---\nid: [a]\n---\nx", r"v.md: id: must be text, not a list"),
        ('---\nid: ""\n---\nx', r"v.md: id: is empty; give the source an id, or leave `id:` out"),
        ("---\nid:\n---\nx", r"v.md: id: is empty"),
        ("---\nid: '   '\n---\nx", r"v.md: id: is empty"),
        ("---\nx: " + "[" * 30 + "]" * 30 + "\n---\nx", r"v.md: x: nested more than 20 levels"),
        ("---\n- a\n- b\n---\nx", r"v.md: the frontmatter is a list, not fields"),
        ("---\njust words\n---\nx", r"v.md: the frontmatter is a line of text, not fields"),
        ("---\n1: x\n---\nx", r"v.md: a frontmatter field is named by a number or a yes/no"),
        (
            "---\nverifiedAt: 0001-01-01\n---\nx",
            r"v.md: verifiedAt: 0001-01-01T00:00:00\+00:00 is out",
        ),
        (b"# Title\n\nfine\x00binary\n", r"v.md: a NUL byte at offset 13: a binary file, not"),
        (b"# caf\xe9\n", r"v.md: not UTF-8 text \(byte 0xe9 at offset 5\)"),
    ],
)
def test_a_bad_source_is_one_line_naming_the_file(
    tmp_path: Path, text: str | bytes, message: str
) -> None:
    refused(kb(tmp_path, {"sources/v.md": text}), message)


def test_a_numeric_id_is_its_digits_and_an_empty_title_falls_back(tmp_path: Path) -> None:
    root = kb(tmp_path, {"sources/v.md": "---\nid: 360001234567\ntitle:\n---\n# Heading\n"})
    s = {s.id: s for s in load_folder(root).sources}["360001234567"]
    assert s.title == "Heading"


def test_a_file_name_that_is_not_utf8_is_named_and_nothing_is_imported(tmp_path: Path) -> None:
    root = kb(tmp_path)
    store = Store(
        ":memory:", base=lambda: load_folder(root), header=lambda: load_folder_header(root)
    )
    before = store.sources.history("a")
    name = os.fsdecode(b"caf\xe9.md")
    (root / "sources" / name).write_text("# Café\n", encoding="utf-8")
    (root / "sources" / "new.md").write_text("# New\n", encoding="utf-8")
    (root / "sources" / "a.md").write_text("# Changed\n", encoding="utf-8")
    message = refused(root, r"file name not UTF-8: \S*sources/caf\\xe9\.md\. Rename the file")
    message.encode("utf-8")  # printable and storable: the bad byte is written as \xe9
    with pytest.raises(InputError):
        store.sources.import_folder("ops", NOW, base=load_folder(root))
    assert store.sources.history("a") == before and "new" not in [
        s.id for s in store.sources.workspace().sources
    ]


# --- fields AnswerGuard does not read ------------------------------------------------------

TAGGED = "---\ntags: [refunds, payouts]\nauthor: Ana\nlocale: en-gb\n---\n" + ARTICLE


def test_unknown_fields_are_kept_and_warned_once_per_field_name(tmp_path: Path) -> None:
    root = kb(
        tmp_path,
        {
            "sources/t.md": TAGGED,
            "sources/u.md": "---\ntags: [x]\npublished: 2026-01-02\n---\nBody.\n",
        },
    )
    ws = load_folder(root)
    t, u = ws.source("t"), ws.source("u")
    assert t.frontmatter == {"tags": ["refunds", "payouts"], "author": "Ana", "locale": "en-gb"}
    assert u.frontmatter == {"tags": ["x"], "published": "2026-01-02"}  # a date as ISO text
    odd = "---\nset: !!set {b, a, c}\nraw: !!binary aGk=\n---\nx"
    kept = load_folder(kb(tmp_path / "odd", {"sources/o.md": odd})).source("o").frontmatter
    assert kept == {"set": ["a", "b", "c"], "raw": "aGk="}  # a fixed order: no change next time
    assert [n.split("'")[1] for n in ws.notices] == ["author", "locale", "published", "tags"]
    (tags,) = [n for n in ws.notices if "'tags'" in n]
    assert "(sources/t.md, sources/u.md)" in tags and "kept with the source" in tags


def test_kept_fields_are_stored_versioned_and_unchanged_on_reimport(tmp_path: Path) -> None:
    root = kb(tmp_path, {"sources/t.md": TAGGED})
    db = tmp_path / "kb.db"
    store = Store(db, base=lambda: load_folder(root))
    assert Store(db, base=lambda: load_folder(root)).sources.workspace().source(
        "t"
    ).frontmatter == {
        "tags": ["refunds", "payouts"],
        "author": "Ana",
        "locale": "en-gb",
    }
    again = store.sources.import_folder("ops", NOW, base=load_folder(root))
    assert again.unchanged == ["a", "t"] and again.changed == []
    (root / "sources" / "t.md").write_text(TAGGED.replace("payouts]", "fees]"), encoding="utf-8")
    changed = store.sources.import_folder("ops", NOW, base=load_folder(root))
    assert changed.changed == ["t"]
    assert store.sources.workspace().source("t").frontmatter["tags"] == ["refunds", "fees"]
    assert [r["version"] for r in store.sources.history("t")] == [1, 2]


def test_a_source_without_kept_fields_keeps_its_fingerprint(tmp_path: Path) -> None:
    """Databases imported before fields were kept must not see every file as changed."""
    ws = load_folder(kb(tmp_path))
    doc = ws.source("a").model_dump(mode="json", by_alias=True)
    del doc["frontmatter"]
    doc["signals"].pop("version")
    doc["signals"].pop("updatedAt")
    doc["signals"].pop("verifiedAt")
    assert fingerprint(ws, "a") == key_of(doc)[:24]


_scalar = (
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.dates(min_value=date(1900, 1, 1), max_value=date(2999, 12, 31))
    | st.datetimes(
        min_value=datetime(1900, 1, 1), max_value=datetime(2999, 1, 1), timezones=st.just(UTC)
    )
)
_value = st.recursive(
    _scalar,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
_names = st.text(st.characters(categories=("L", "N")), min_size=1, max_size=10).filter(
    lambda k: k not in ("id", "title", "kind", "version", "owner", "visibility")
)


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(fields=st.dictionaries(_names, _value, max_size=4))
def test_any_kept_fields_round_trip_the_store_and_reimport_unchanged(
    tmp_path: Path, fields: dict
) -> None:
    """Whatever an export carries, a second import of the same folder changes nothing, and
    the stored fields are the loaded ones."""
    root = tmp_path / "kb"
    (root / "sources").mkdir(parents=True, exist_ok=True)
    text = "---\n" + yaml.safe_dump(fields, allow_unicode=True) + "---\n# T\n\nBody.\n"
    (root / "sources" / "t.md").write_text(text if fields else "# T\n\nBody.\n", encoding="utf-8")
    store = Store(":memory:", base=lambda: load_folder(root), seed=False)
    first = load_folder(root)
    assert store.sources.import_folder("ops", NOW, base=first).added == ["t"]
    assert store.sources.workspace().source("t").frontmatter == first.source("t").frontmatter
    assert store.sources.import_folder("ops", NOW, base=load_folder(root)).unchanged == ["t"]


# --- a new database is filled by the import ------------------------------------------------


def test_a_new_database_opened_for_an_import_is_not_seeded_first(tmp_path: Path) -> None:
    root = kb(tmp_path, {"sources/b.md": "# B\n"})
    db = tmp_path / "new.db"
    store = Store(db, base=lambda: load_folder(root), seed=False)
    assert store.sources.workspace().sources == ()
    summary = store.sources.import_folder("ops", NOW, base=load_folder(root))
    assert (summary.added, summary.unchanged) == (["a", "b"], [])
    assert [r["action"] for r in store.sources.history("a")] == ["import"]
    Store(db, base=lambda: load_folder(root))  # a later start: nothing seeded again
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM source_versions").fetchone() == (2,)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    fields=st.dictionaries(
        st.sampled_from(("id", "title", "kind", *SIGNAL_FIELDS)),
        _value | st.integers(-(10**25), 10**25),
        min_size=1,
        max_size=3,
    )
)
def test_any_value_of_a_known_field_is_read_or_one_line_never_a_crash(
    tmp_path: Path, fields: dict
) -> None:
    """Whatever a known field holds, the import reads it (and stores it, and the rules can
    date it) or refuses the file in one line naming it: never an internal error."""
    root = tmp_path / "kb"
    (root / "sources").mkdir(parents=True, exist_ok=True)
    text = "---\n" + yaml.safe_dump(fields, allow_unicode=True) + "---\n# T\n\nBody.\n"
    (root / "sources" / "t.md").write_text(text, encoding="utf-8")
    try:
        ws = load_folder(root)
    except InputError as e:
        assert "\n" not in e.message and "t.md" in e.message
        return
    store = Store(":memory:", base=lambda: ws, seed=False)
    store.sources.import_folder("ops", NOW, base=ws)
    (s,) = store.sources.workspace().sources
    effective_verification(s.signals, NOW)
    review_due(s.signals)
