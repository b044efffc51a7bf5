"""`ask` shows an owner's answer on no catalogue topic for its own question (issue 18, item 3).

Such an answer governs nothing (tests/test_answer_topic.py): a draft on a catalogue topic
never uses it. It still answers the question it was given for, so `ask` shows it there,
labelled as an owner's answer to that question, only when approved, only to a role that
may see it, and not for an unrelated question.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from guard.cli.app import app
from guard.engine.askanswers import owner_answers
from guard.engine.nearwords import nearest_words
from guard.models import Ticket
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store
from guard.trust import answers as trust
from guard.trust.gaps import register as gap_register
from tests.support.answercase import (
    ASKED,
    NEAR_MISS,
    NOW,
    PENDING,
    UNRELATED,
    WRONG,
    _ask_and_answer,
    _check,
    answer_off_catalogue,
)


@pytest.fixture
def rt(tmp_path, monkeypatch) -> Runtime:
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "ag.db"))
    monkeypatch.setenv("AI_MODE", "local")
    monkeypatch.setenv("COLUMNS", "200")
    return build_runtime(Settings(ai_mode="local"), Store(tmp_path / "ag.db"))


def ask_cli(*args: str) -> tuple[str, dict]:
    base = ["ask", *args, "--now", NOW.isoformat()]
    text = CliRunner().invoke(app, base)
    assert text.exit_code == 0, text.output
    raw = CliRunner().invoke(app, [*base, "--json"])
    assert raw.exit_code == 0, raw.output
    return text.output, json.loads(raw.output)


def test_cli_ask_shows_the_owners_answer_to_its_own_question(rt: Runtime):
    sid = _ask_and_answer(rt)  # the set-up: the gap's own question, answered, approved
    out, data = ask_cli(ASKED)
    [shown] = data["ownerAnswers"]
    assert shown["sourceId"] == sid
    assert shown["question"] == PENDING
    assert shown["text"] == "Yes: pending transfers clear within 2 hours."
    assert shown["owner"] == "UOWNER1" and shown["approvedAt"].startswith("2026-11-30")
    # Never a catalogue topic's governing value.
    assert data["topic"] is None and data["verdict"] == "UNANSWERED"
    assert all(sid not in json.dumps(t) for t in [data["answers"], data["moreTopics"]])
    assert "OWNER'S ANSWER" in out and sid in out and "answered by UOWNER1" in out
    assert "approved 2026-11-30" in out and "governs no catalogue topic" in out
    assert "Ask the policy owner" not in out
    for question in (*UNRELATED, NEAR_MISS):
        out, data = ask_cli(question)
        assert data["ownerAnswers"] == [] and sid not in out, question
    # The draft side is unchanged: a draft on the catalogue topic never uses it.
    wrong = _check(rt, WRONG)
    assert wrong.decision != "ALLOW" and sid not in wrong.model_dump_json()


def test_an_answer_kept_for_ops_is_shown_to_ops_leads_only(rt: Runtime):
    sid = answer_off_catalogue(
        rt.store, "Pending transfers clear within 2 hours.", "Two hours.", shareable=False
    )
    out, data = ask_cli(ASKED, "--role", "support_agent")
    assert data["ownerAnswers"] == [] and sid not in out and sid not in json.dumps(data)
    out, data = ask_cli(ASKED, "--role", "ops_lead")
    assert [a["sourceId"] for a in data["ownerAnswers"]] == [sid] and "Two hours." in out


def test_only_an_approved_answer_that_applies_to_the_ticket_is_shown(rt: Runtime):
    pending = answer_off_catalogue(
        rt.store, "Pending transfers clear within 2 hours.", "Two hours.", approve=False
    )
    assert ask_cli(ASKED)[1]["ownerAnswers"] == []
    trust.approve(rt.store, pending, "UOPS1", NOW)
    assert [a["sourceId"] for a in ask_cli(ASKED)[1]["ownerAnswers"]] == [pending]
    instant = answer_off_catalogue(
        rt.store,
        "Do pending transfers clear on weekends?",
        "Yes, instant ones do.",
        scope={"rail": "instant"},
    )
    weekend = "Do pending transfers clear on weekends?"
    shown = ask_cli(weekend, "--ticket", "TCK-9001")  # rail instant
    assert instant in [a["sourceId"] for a in shown[1]["ownerAnswers"]]
    assert "rail instant" in shown[0]
    standard = ask_cli(weekend, "--ticket", "TCK-9003")[1]  # rail standard
    assert instant not in [a["sourceId"] for a in standard["ownerAnswers"]]


def test_an_ask_an_owner_answered_is_no_new_gap(rt: Runtime):
    sid = answer_off_catalogue(rt.store, PENDING, "Yes, within 2 hours.")
    ask_cli(ASKED)
    ask_cli(UNRELATED[1])
    gaps = gap_register(rt.store, rt.store.sources.workspace().catalogue)
    assert [g.key for g in gaps] == ["other:do you sell gift cards"]
    assert sid not in json.dumps([g.to_json() for g in gaps])


# --- the match itself (pure) ---------------------------------------------------------------------

#: Content words only (a function or unit word says nothing about a question).
_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=4, max_size=9).filter(
    lambda w: bool(nearest_words(w, ""))
)
_WORDS = st.lists(_WORD, min_size=2, max_size=6)


def _sources(store: Store, questions: list[str]):
    ids = [answer_off_catalogue(store, q, f"Answer {i}.") for i, q in enumerate(questions)]
    ws = store.sources.workspace()
    return [ws.source(i) for i in ids], ws.catalogue


def test_the_match_is_by_words_never_by_order(store):
    questions = [PENDING, "Deposits clear within 3 hours.", "Gift cards expire after a year."]
    sources, cat = _sources(store, questions)
    ticket = Ticket(id="T", scope={})
    for q, s in zip(questions, sources, strict=True):
        # Each question finds its own answer first, whatever the sources' order.
        for seed in range(3):
            shuffled = random.Random(seed).sample(sources, len(sources))
            found = owner_answers(q, shuffled, ticket, NOW, cat)
            assert found and found[0].source_id == s.id
    assert owner_answers("How long until my refund?", sources, ticket, NOW, cat) == []


@settings(max_examples=40, deadline=None)
@given(words=_WORDS, other=_WORDS)
def test_an_answer_matches_its_own_words_and_never_a_question_sharing_none(
    tmp_path_factory, words: list[str], other: list[str]
):
    store = Store(tmp_path_factory.mktemp("p") / "p.db")
    question = " ".join(words)
    sources, cat = _sources(store, [question])
    ticket = Ticket(id="T", scope={})
    assert [a.source_id for a in owner_answers(question, sources, ticket, NOW, cat)] == [
        sources[0].id
    ]
    own = nearest_words(question, "")
    unrelated = " ".join(w for w in other if not nearest_words(w, "") & own) or "zzzz"
    assert owner_answers(unrelated, sources, ticket, NOW, cat) == []
