"""An owner's answer is about the question that was asked (issue 18, item 3).

The issue's set-up on the seed: a draft "Pending transfers clear within 2 hours" is CAUTION
OUTSIDE_COVERAGE; an owner is asked. The capture used to be filed under the only topic the
modal offered (the reversal window), and once approved it made "reversed within 2 hours"
ALLOW on TCK-9003. Now the question takes the gap's topic (`other`, "not on the catalogue",
with the question's words), and such an answer governs nothing.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from bot.blocks.trust import ask_owner_view, capture_view
from guard.cli.app import app
from guard.kb.catalogue import OTHER
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store
from guard.trust import answers as trust
from guard.trust.gaps import register as gap_register
from tests.support.answercase import NOW, PENDING, WRONG, _ask_and_answer, _check

RIGHT = "Failed transfers are reversed within 4 business days."


@pytest.fixture
def rt(tmp_path) -> Runtime:
    return build_runtime(Settings(ai_mode="local"), Store(tmp_path / "ag.db"))


def test_the_modals_offer_the_gaps_topic_and_every_other_with_label_and_kind(rt: Runtime):
    cat = rt.store.sources.workspace().catalogue
    result = _check(rt, PENDING)
    view = ask_owner_view(result, PENDING, cat, [], "Is this right?")
    [topic] = [b for b in view["blocks"] if b.get("block_id") == "ag_topic_block"]
    element = topic["element"]
    assert element["initial_option"]["value"] == OTHER
    offered = {o["value"]: o["text"]["text"] for o in element["options"]}
    assert set(offered) == {*cat.topic_keys, OTHER}
    for t in cat.topics:
        assert t.kind in offered[t.key] and t.label.lower() in offered[t.key].lower()
    assert "not on the catalogue" in offered[OTHER].lower()

    rid = trust.ask_owner(
        rt.store,
        cat,
        trust.Question(OTHER, {}, "Is this right?", words="Pending transfers clear"),
        "UAGENT1",
        "UOWNER1",
        NOW,
    )
    modal = capture_view(trust.request(rt.store, rid), cat)
    text = str(modal["blocks"])
    assert "not on the catalogue" in text and "Pending transfers clear" in text
    [pick] = [b for b in modal["blocks"] if b.get("block_id") == "ag_topic_block"]
    assert pick["element"]["initial_option"]["value"] == OTHER
    assert len(pick["element"]["options"]) == len(cat.topic_keys) + 1


def test_an_answer_on_no_catalogue_topic_governs_nothing(rt: Runtime):
    before_wrong = _check(rt, WRONG).decision
    sid = _ask_and_answer(rt)
    answer = rt.store.sources.workspace().source(sid)
    assert answer.signals.answers is not None
    assert (answer.signals.answers.topic, answer.signals.answers.question) == (
        OTHER,
        "Pending transfers clear within 2 hours.",
    )
    wrong = _check(rt, WRONG)
    assert wrong.decision != "ALLOW"
    assert wrong.decision == before_wrong
    assert all(sid not in str(c.evidence) for c in wrong.claims)
    right = _check(rt, RIGHT)
    assert (right.decision, right.reason_code) != ("CAUTION", "UNIT_MISMATCH")
    assert right.decision == "ALLOW"


def test_the_gap_lists_the_answer_to_its_own_question(rt: Runtime):
    sid = _ask_and_answer(rt)
    _check(rt, "Deposits clear within 3 hours.")  # another question on no topic
    gaps = {g.label: g for g in gap_register(rt.store, rt.store.sources.workspace().catalogue)}
    pending = next(g for label, g in gaps.items() if "pending transfers" in label.lower())
    assert [a["sourceId"] for a in pending.answers] == [sid]
    others = [g for label, g in gaps.items() if "pending transfers" not in label.lower()]
    assert all(not g.answers and not g.pending_answers for g in others)


def test_sources_claims_shows_what_an_answer_is_used_under(rt: Runtime, tmp_path, monkeypatch):
    sid = _ask_and_answer(rt)
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "ag.db"))
    monkeypatch.setenv("AI_MODE", "local")
    monkeypatch.setenv("COLUMNS", "200")
    r = CliRunner().invoke(app, ["sources", "claims", sid, "--role", "ops_lead"])
    assert r.exit_code == 0, r.output
    assert "not on the catalogue" in r.output
    assert "used under topic other only" in r.output
    assert "reversal_window" not in r.output


def test_the_owner_may_file_it_under_a_catalogue_topic_instead(rt: Runtime):
    """Picking a catalogue topic is the owner's explicit choice, and then it counts there."""
    sid = _ask_and_answer(rt, topic="reversal_window")
    answer = rt.store.sources.workspace().source(sid)
    assert answer.signals.answers is not None
    assert answer.signals.answers.topic == "reversal_window"
    assert answer.signals.answers.question is None
