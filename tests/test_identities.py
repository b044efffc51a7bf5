"""Two-person approval compares identities, not strings (issue 19, item 4).

Jonas's own answer and Alice's own edit are each refused to every spelling of their name
that a person reads as theirs — capitals, trailing space, a zero-width space, a soft hyphen,
a Cyrillic look-alike, full-width letters — and to an empty name; a Slack id decides when
both sides have one; a version is approved once, and a refusal writes no version.
"""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from guard.cli.app import app
from guard.errors import GuardError, InputError
from guard.fold import fold
from guard.kb.workspace import SourceEdit
from guard.people import name_key, person, same_person
from guard.runtime import Runtime
from guard.skeleton import prototypes, skeleton
from guard.store import Store
from guard.trust import answers as trust
from guard.trust.answers import SelfApproval
from guard.trust.edits import approve_edit
from tests.support.seedcase import NOW
from tests.support.trustcase import local_runtime

FULL_WIDTH = str.maketrans({c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters})
#: Jonas as a second person would type him to slip past a string comparison.
JONAS = [
    "Jonas",
    "JONAS ",
    "jonas\u200b",  # a zero-width space
    "Jo\u00adnas",  # a soft hyphen
    "J\u043enas",  # Cyrillic small o
    "\u0408onas",  # Cyrillic capital je
    "Jonas".translate(FULL_WIDTH),
    "\ufeff jonas\u2060",  # a byte-order mark and a word joiner around it
]
EMPTY = ["", "   ", "\u200b", "\u00ad \u200d"]


@pytest.fixture
def rt(ws_dir: Path, tmp_path: Path) -> Runtime:
    return local_runtime(ws_dir, tmp_path / "t.db")


def versions(rt: Runtime, source_id: str) -> list[tuple[int, str, str]]:
    return [(r["version"], r["action"], r["who"]) for r in rt.store.sources.history(source_id)]


def captured(rt: Runtime, author: str = "Jonas", author_name: str | None = None) -> str:
    cap = trust.Capture(
        topic="reversal_window",
        scope={"rail": "instant"},
        text="It's 1 business day.",
        author=author,
        author_name=author_name,
        certainty="certain",
        shareable=True,
    )
    done = trust.capture(rt.store, rt.store.sources.workspace().catalogue, cap, NOW)
    assert done.source is not None
    return done.source.id


@pytest.mark.parametrize("spelling", JONAS)
def test_jonas_cannot_approve_his_own_answer_in_any_spelling(rt: Runtime, spelling: str) -> None:
    sid = captured(rt)
    before = versions(rt, sid)
    with pytest.raises(SelfApproval, match="cannot approve"):
        trust.approve(rt.store, sid, spelling, NOW)
    assert versions(rt, sid) == before and trust.answer_row(rt.store, sid)["approved_by"] is None


@pytest.mark.parametrize("empty", EMPTY)
def test_an_empty_name_approves_nothing(rt: Runtime, empty: str) -> None:
    sid = captured(rt)
    before = versions(rt, sid)
    with pytest.raises(InputError, match="empty name"):
        trust.approve(rt.store, sid, empty, NOW)
    with pytest.raises(InputError, match="empty name"):
        approve_edit(rt.store, sid, empty, NOW)
    assert versions(rt, sid) == before


def test_an_answer_is_approved_once_whichever_command_approves_it(rt: Runtime) -> None:
    sid = captured(rt)
    trust.approve(rt.store, sid, "Marie", NOW)
    approved = versions(rt, sid)
    assert approved[-1][1:] == ("approve", "Marie")
    with pytest.raises(InputError, match="already approved"):
        trust.approve(rt.store, sid, "Zoe", NOW)
    with pytest.raises(InputError, match="already approved"):
        approve_edit(rt.store, sid, "Zoe", NOW)
    assert versions(rt, sid) == approved
    # approved the other way round: `sources approve` first, then `answers approve`
    other = captured(rt, author="Ana")
    approve_edit(rt.store, other, "Marie", NOW)
    done = versions(rt, other)
    with pytest.raises(InputError, match="already approved"):
        trust.approve(rt.store, other, "Zoe", NOW)
    assert versions(rt, other) == done


def test_a_slack_id_decides_when_both_sides_have_one(rt: Runtime) -> None:
    """Two Slack users may share a display name; a name typed without an id still counts."""
    sid = captured(rt, author="UJONAS1", author_name="Alex")
    with pytest.raises(SelfApproval):
        trust.approve(rt.store, sid, "UJONAS1", NOW)
    with pytest.raises(SelfApproval):  # no id: the author's name decides
        trust.approve(rt.store, sid, "ALEX", NOW)
    assert trust.approve(rt.store, sid, "UALEX22", NOW).signals.verification == "verified"
    assert same_person(person("UJONAS1", "Alex"), person("alex"))
    assert not same_person(person("UJONAS1", "Alex"), person("UALEX22", "Alex"))


@pytest.mark.parametrize("spelling", ["alice", "ALICE", "Al\u200bice", "\u0430lice", " Alice "])
def test_alice_cannot_approve_her_own_edit(rt: Runtime, spelling: str) -> None:
    source_id = rt.store.sources.workspace().sources[0].id
    body = rt.store.sources.workspace().source(source_id).body + "\nOne more line."
    rt.store.sources.edit(source_id, SourceEdit(source=source_id, action="save_draft", body=body), "alice", NOW)  # fmt: skip
    before = versions(rt, source_id)
    with pytest.raises(SelfApproval, match="cannot approve"):
        approve_edit(rt.store, source_id, spelling, NOW)
    assert versions(rt, source_id) == before


def test_every_author_since_the_last_verification_is_refused(rt: Runtime) -> None:
    """Bob's small edit after Alice's does not make Alice a second person for her own words."""
    source_id = rt.store.sources.workspace().sources[0].id
    for who in ("alice", "bob"):
        body = rt.store.sources.workspace().source(source_id).body + f"\nA line by {who}."
        rt.store.sources.edit(source_id, SourceEdit(source=source_id, action="save_draft", body=body), who, NOW)  # fmt: skip
    for author in ("Alice", "BOB"):
        with pytest.raises(SelfApproval):
            approve_edit(rt.store, source_id, author, NOW)
    new = approve_edit(rt.store, source_id, "carol", NOW)
    assert versions(rt, source_id)[-1] == (new.signals.version, "approve", "carol")
    with pytest.raises(InputError, match="already approved"):
        approve_edit(rt.store, source_id, "dave", NOW)
    assert versions(rt, source_id)[-1][2] == "carol"


def test_the_cli_refuses_alice_as_ALICE_and_an_empty_as(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "a.db"))
    monkeypatch.setenv("USER", "alice")
    for var in ("ANSWERGUARD_WORKSPACE", "AI_MODE", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    cli = CliRunner()
    f = tmp_path / "body.md"
    f.write_text("# Instant\n\nFailed transfers are reversed within 2 business days.\n")
    assert cli.invoke(app, ["sources", "edit", "DOC-103", "--file", str(f)]).exit_code == 0
    history = cli.invoke(app, ["sources", "history", "DOC-103"]).stdout
    for as_ in ("ALICE", "", "\u200b"):
        r = cli.invoke(app, ["sources", "approve", "DOC-103", "--as", as_])
        assert r.exit_code == 2, r.output
        assert "Traceback" not in r.output
    assert cli.invoke(app, ["sources", "history", "DOC-103"]).stdout == history
    assert cli.invoke(app, ["sources", "approve", "DOC-103", "--as", "bob"]).exit_code == 0
    r = cli.invoke(app, ["sources", "approve", "DOC-103", "--as", "carol"])
    assert r.exit_code == 2 and "already approved" in r.stderr


# --- properties ----------------------------------------------------------------------------------

NAME_CHARS = st.characters(categories=("Lu", "Ll", "Lt", "Lo", "Nd", "Zs", "Mn"))
NAMES = st.text(NAME_CHARS, min_size=1, max_size=24).filter(lambda n: fold(n) != "")
INVISIBLE = st.sampled_from(["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"])


@st.composite
def spelt_otherwise(draw: st.DrawFn) -> tuple[str, str]:
    """A name and the same name in another case, spacing, width, or with invisible
    characters between its letters."""
    name = draw(NAMES)
    variant = draw(st.sampled_from([str.upper, str.lower, str.casefold, str.title]))(name)
    variant = variant.translate(FULL_WIDTH) if draw(st.booleans()) else variant
    pieces = [ch + (draw(INVISIBLE) if draw(st.booleans()) else "") for ch in variant]
    pad = draw(st.sampled_from(["", " ", "\t", "\u00a0", "\u3000"]))
    return name, pad + "".join(pieces) + pad


@settings(max_examples=300, deadline=None)
@given(spelt_otherwise())
def test_any_name_and_its_case_width_and_invisible_variants_are_one_person(
    pair: tuple[str, str],
) -> None:
    name, variant = pair
    assert same_person(person(name), person(variant)), (name, variant)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_folding_and_the_skeleton_are_idempotent(text: str) -> None:
    assert fold(fold(text)) == fold(text)
    key = name_key(text)
    assert skeleton(key) == skeleton(skeleton(key))


def test_the_vendored_table_is_unicodes_and_maps_the_classic_look_alikes() -> None:
    table = prototypes()
    assert len(table) > 6000
    assert skeleton("\u0440\u0430ypal") == skeleton("paypal")  # Cyrillic р and а
    assert skeleton("rn") == skeleton("m") and skeleton("Jonas") != skeleton("Jonah")


def test_two_different_people_stay_two() -> None:
    assert not same_person(person("Jonas"), person("Jonah"))
    assert not same_person(person("Marie"), person("Maria"))
    with pytest.raises(GuardError):
        approve_edit(Store(":memory:"), "DOC-103", "", NOW)
