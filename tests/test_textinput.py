"""Bad files and bad stdin (issue 12, item 7): text that is not UTF-8, binary files, a
2 GB file, devices and FIFOs each end in one line naming the problem and exit 2 — never a
traceback, a hang, or a read of the whole file."""

from __future__ import annotations

import io
import json
import os
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pytest_mock import MockerFixture
from typer.testing import CliRunner

from guard import textinput
from guard.cli.app import app
from guard.errors import InputError
from guard.kb.workspace import MAX_BODY_CHARS, MAX_DRAFT_CHARS
from guard.store import Store
from tests.support.seedcase import DRAFT_4BD

NOW = "2026-11-30T12:00:00Z"
BODY = "Failed outgoing transfers are reversed within 2 business days."


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "cli.db"))
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("AI_MODE", raising=False)
    monkeypatch.setenv("COLUMNS", "200")


def cli(*args: str, input: bytes | str | None = None):
    return CliRunner().invoke(app, list(args), input=input, catch_exceptions=False)


def assert_refused(r, *needles: str) -> None:
    assert r.exit_code == 2, r.output
    for needle in needles:
        assert needle in r.stderr, (needle, r.stderr)
    assert "Traceback" not in r.output + r.stderr
    assert len([line for line in r.stderr.splitlines() if line.strip()]) == 1, r.stderr


BAD_BYTES = [
    (b"Reversed within 2 days\x00\x00", "looks binary (a NUL byte at offset 22)"),
    ("Reversed within 2 days".encode("utf-16"), "is UTF-16 text, not UTF-8"),
    (b"Reversed within 2 business days, caf\xe9.", "not valid UTF-8 (byte 0xe9 at offset 36)"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "looks binary (a NUL byte at offset 8)"),
    (b"\x89PNG\r\n\x1a\n", "not valid UTF-8 (byte 0x89 at offset 0)"),
    (b"%PDF-1.7\n\x00\x01binary", "looks binary (a NUL byte at offset 9)"),
]


@pytest.mark.parametrize(("data", "needle"), BAD_BYTES)
def test_a_source_file_that_is_not_utf8_text_is_named(tmp_path: Path, data: bytes, needle: str):
    f = tmp_path / "body.md"
    f.write_bytes(data)
    r = cli("sources", "edit", "DOC-103", "--file", str(f))
    assert_refused(r, needle, f"DOC-103 file '{f}'")
    r = cli("check", "--ticket", "TCK-9001", "--now", NOW, "--edit", f"DOC-103={f}", DRAFT_4BD)
    assert_refused(r, needle)
    r = cli("sources", "edit", "DOC-103", "--file", "-", input=data)
    assert_refused(r, needle, "DOC-103 on stdin")


@pytest.mark.parametrize(("data", "needle"), BAD_BYTES)
def test_a_draft_on_stdin_that_is_not_utf8_text_is_named(data: bytes, needle: str):
    for command in ("check", "send"):
        r = cli(command, "--ticket", "TCK-9001", "--now", NOW, "-", input=data)
        assert_refused(r, needle, "draft on stdin")


def test_utf8_text_with_a_byte_order_mark_is_read_without_it(tmp_path: Path):
    draft = DRAFT_4BD.encode("utf-8-sig")
    r = cli("check", "--ticket", "TCK-9003", "--now", NOW, "--json", "-", input=draft)
    assert r.exit_code == 0 and json.loads(r.stdout)["decision"] == "ALLOW"
    f = tmp_path / "body.md"
    f.write_bytes(BODY.encode("utf-8-sig"))
    assert cli("sources", "edit", "DOC-103", "--file", str(f)).exit_code == 0
    assert Store(tmp_path / "cli.db").sources.workspace().source("DOC-103").body == BODY


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_a_device_is_refused(device: str):
    if not os.path.exists(device):
        pytest.skip(f"{device} does not exist here")
    r = cli("sources", "edit", "DOC-103", "--file", device)
    assert_refused(r, "it is a character device; give a regular text file")
    r = cli("check", "--ticket", "TCK-9001", "--edit", f"DOC-103={device}", DRAFT_4BD)
    assert_refused(r, "character device")


def test_a_directory_is_refused(tmp_path: Path):
    assert_refused(cli("sources", "edit", "DOC-103", "--file", str(tmp_path)), "a directory")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_is_refused_without_reading_it(tmp_path: Path):
    """A writer stands ready, so a reader that opened the FIFO would get a valid body and
    save it: the test fails on reading, not only on hanging."""
    fifo = tmp_path / "body.fifo"
    os.mkfifo(fifo)

    def writer() -> None:
        try:
            with open(fifo, "w") as f:  # blocks until some reader opens the FIFO
                f.write(BODY)
        except BrokenPipeError:
            pass

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        r = cli("sources", "edit", "DOC-103", "--file", str(fifo))
        assert_refused(r, "it is a FIFO (named pipe); give a regular text file")
    finally:
        fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # lets a still-waiting writer finish
        thread.join()
        os.close(fd)
    assert Store(tmp_path / "cli.db").sources.workspace().source("DOC-103").body != BODY


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path, mocker: MockerFixture):
    big = tmp_path / "big.md"
    with open(big, "wb") as f:  # sparse: 2 GB on paper, nothing on disk
        f.truncate(2 * 1024**3)
    read: list[int] = []
    real_fdopen = os.fdopen

    class Counting(io.RawIOBase):
        def __init__(self, inner: io.BufferedReader) -> None:
            self.inner = inner

        def read(self, n: int = -1) -> bytes:
            data = self.inner.read(n)
            read.append(len(data))
            return data

        def close(self) -> None:
            self.inner.close()

    mocker.patch.object(textinput.os, "fdopen", lambda fd, mode: Counting(real_fdopen(fd, mode)))
    r = cli("sources", "edit", "DOC-103", "--file", str(big))
    cap = textinput.byte_cap(MAX_BODY_CHARS)
    assert_refused(r, f"is too large: over {cap:,} bytes", f"limit is {MAX_BODY_CHARS:,}")
    assert 0 < sum(read) <= cap + 1


def test_an_endless_stdin_is_read_only_up_to_the_cap():
    class Endless(io.RawIOBase):
        served = 0

        def read(self, n: int = -1) -> bytes:
            n = 64 * 1024 if n is None or n < 0 else min(n, 64 * 1024)
            self.served += n
            return b"a" * n

    stream = Endless()
    with pytest.raises(InputError, match="draft on stdin is too large"):
        textinput.read_stream(stream, "draft", MAX_DRAFT_CHARS)  # type: ignore[arg-type]
    assert stream.served == textinput.byte_cap(MAX_DRAFT_CHARS) + 1


def test_text_over_the_limit_but_under_the_cap_gets_the_usual_message(tmp_path: Path):
    """Bounded reading does not change what a merely too-long text is told."""
    f = tmp_path / "long.md"
    f.write_text("é" * (MAX_BODY_CHARS + 1), encoding="utf-8")
    r = cli("sources", "edit", "DOC-103", "--file", str(f))
    assert r.exit_code == 2 and f"the limit is {MAX_BODY_CHARS:,}" in r.stderr
    r = cli("check", "--ticket", "TCK-9001", "-", input="refund " * 200)
    assert r.exit_code == 2 and f"the limit is {MAX_DRAFT_CHARS:,}" in r.stderr


def test_a_missing_stdin_is_named():
    with pytest.raises(InputError, match="no standard input"):
        textinput.read_stream(None, "draft", MAX_DRAFT_CHARS)


# --- the shared steps (guard/kb/workspace/files.py reads a folder's files through them) -------


@given(st.binary(max_size=64), st.integers(min_value=0, max_value=64))
def test_read_at_most_returns_all_or_refuses_one_byte_past_the_cap(data: bytes, cap: int):
    stream = io.BytesIO(data)
    if len(data) <= cap:
        assert textinput.read_at_most(stream, cap) == data
    else:
        with pytest.raises(textinput.TooLarge):
            textinput.read_at_most(stream, cap)
        assert stream.tell() == cap + 1  # the rest was never read


@given(st.text().filter(lambda s: "\x00" not in s))
def test_utf8_text_reads_back_any_text_without_a_nul(text: str):
    assert textinput.utf8_text(text.encode("utf-8")) == text
    assert textinput.utf8_text(b"\xef\xbb\xbf" + text.encode("utf-8")) == text  # a BOM dropped


@given(st.text(), st.text())
def test_utf8_text_names_the_first_nul_as_binary(before: str, after: str):
    data = before.encode("utf-8") + b"\x00" + after.encode("utf-8")
    with pytest.raises(textinput.NotText) as e:
        textinput.utf8_text(data)
    assert e.value.binary and e.value.offset == data.find(b"\x00")
