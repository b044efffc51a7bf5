"""`ask` (issue 17, item 7): the headline topic is the best-scoring one by evidence (specific
words weigh more, the question's kind is one more cue), never the first generic word or the
catalogue's order; and an UNANSWERED question reaches the gap register from the CLI (Slack:
tests/slack/test_conflicts.py)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from guard.cli.app import app
from guard.engine.ask import topics_of
from guard.engine.asktopics import question_kinds, ranked_topics, topic_scores
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.workspace import load_folder
from guard.settings import PACKAGE_DIR, REPO_ROOT
from guard.store import Store
from guard.trust.gaps import register
from tests.support.trustcase import make_workspace

BANK: dict[str, Any] = {
    "topics": {
        "card_replacement_fee": {
            "label": "replacement card fee",
            "kind": "money",
            "currency": "EUR",
            "about": ["replacement card", "card replacement", "fee*"],
        },
        "fx_fee": {
            "label": "foreign transaction fee",
            "kind": "percent",
            "about": ["foreign currency", "currency conversion", "fx"],
        },
        "refund_window": {
            "label": "refund window",
            "kind": "duration",
            "about": ["refund*", "money back"],
        },
        "refund_fee": {
            "label": "refund fee",
            "kind": "money",
            "currency": "EUR",
            "about": ["refund*", "restocking"],
        },
        "free_withdrawals": {
            "label": "free withdrawals",
            "kind": "count",
            "unit": "withdrawals",
            "about": ["withdrawal*", "cash machine", "atm"],
        },
        "atm_fee": {
            "label": "ATM fee",
            "kind": "money",
            "currency": "EUR",
            "about": ["withdrawal*", "atm"],
        },
        "paper_statements": {
            "label": "paper statements",
            "kind": "choice",
            "about": ["statement*"],
            "choices": {"paper": ["paper statement*"], "online": ["online statement*"]},
        },
        "statement_delay": {
            "label": "statement delay",
            "kind": "duration",
            "about": ["statement*"],
        },
    }
}


def cat_of(data: dict[str, Any]) -> Catalogue:
    return catalogue_from_dict(json.loads(json.dumps(data)), "bank/answerguard.yaml", "bank")


CAT = cat_of(BANK)


def test_the_specific_words_win_over_the_first_generic_one() -> None:
    q = "What fee do we charge on payments in a foreign currency?"
    assert topics_of(q, [], CAT) == ["fx_fee", "card_replacement_fee"]
    scores = topic_scores(q, CAT)
    assert scores["fx_fee"] > scores["card_replacement_fee"]


@pytest.mark.parametrize(
    ("question", "kinds", "headline"),
    [
        ("How long do refunds take?", {"duration"}, "refund_window"),
        ("When will my refund arrive?", {"duration"}, "refund_window"),
        ("How much is a refund?", {"money", "percent"}, "refund_fee"),
        ("What does a refund cost?", {"money", "percent"}, "refund_fee"),
        ("How many withdrawals are free?", {"count"}, "free_withdrawals"),
        ("What's the price of an ATM withdrawal?", {"money", "percent"}, "atm_fee"),
        ("Can I get paper statements?", {"choice"}, "paper_statements"),
        ("Do you send statements by post?", {"choice"}, "paper_statements"),
        ("How many days until my statement comes?", {"duration"}, "statement_delay"),
    ],
)
def test_the_questions_kind_is_one_more_cue(question: str, kinds: set[str], headline: str) -> None:
    assert question_kinds(question) == kinds
    ranked = topics_of(question, [], CAT)
    assert ranked[0] == headline
    assert len(ranked) >= 2  # the rest stay as further topics


def test_a_tie_falls_to_the_topic_key_and_no_match_is_no_topic() -> None:
    tie = cat_of(
        {
            "topics": {
                "b_topic": {"kind": "duration", "about": ["parcel*"]},
                "a_topic": {"kind": "duration", "about": ["parcel*"]},
            }
        }
    )
    assert ranked_topics("Where is my parcel?", tie) == ["a_topic", "b_topic"]
    assert topics_of("What's the weather like?", [], CAT) == []


# --- catalogue order never matters -------------------------------------------------------------


def _catalogues() -> list[tuple[dict[str, Any], list[str]]]:
    """Every workspace catalogue in the repository with the questions its tickets ask."""
    out = [(BANK, ["What fee do we charge on payments in a foreign currency?"])]
    folders = [
        *sorted((REPO_ROOT / "tests" / "kb").iterdir()),
        PACKAGE_DIR / "workspaces" / "brightcart",
    ]
    for folder in folders:
        if not (folder / "answerguard.yaml").exists():
            continue
        data = yaml.safe_load((folder / "answerguard.yaml").read_text(encoding="utf-8"))
        ws = load_folder(folder)
        out.append((data, [t.message for t in ws.tickets.values() if t.message]))
    return out


CATALOGUES = _catalogues()


def _shuffled(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    topics = list(data["topics"].items())
    rng.shuffle(topics)
    out = dict(data, topics={})
    for key, spec in topics:
        spec = dict(spec)
        if isinstance(spec.get("about"), list):
            spec["about"] = rng.sample(spec["about"], len(spec["about"]))
        out["topics"][key] = spec
    return out


@settings(max_examples=25, deadline=None)
@given(which=st.integers(0, len(CATALOGUES) - 1), seed=st.integers(0, 2**32 - 1))
def test_shuffling_the_catalogue_never_changes_the_headline(which: int, seed: int) -> None:
    data, questions = CATALOGUES[which]
    plain = cat_of(data)
    mixed = cat_of(_shuffled(data, random.Random(seed)))
    for q in questions:
        assert topics_of(q, [], mixed) == topics_of(q, [], plain), q


def test_the_ticket_questions_reach_some_topic() -> None:
    """The scoring is exercised on real questions: most tickets name a topic."""
    named = [bool(topics_of(q, [], cat_of(d))) for d, qs in CATALOGUES[1:] for q in qs]
    assert sum(named) > len(named) / 2


# --- UNANSWERED reaches the gap register ------------------------------------------------------


@pytest.fixture
def cli_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    ws = make_workspace(tmp_path / "kb")
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "t.db"))
    monkeypatch.setenv("ANSWERGUARD_WORKSPACE", str(ws))
    monkeypatch.delenv("AI_MODE", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    return ws


def _ask(*args: str) -> dict[str, Any]:
    r = CliRunner().invoke(app, ["ask", *args, "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _gaps() -> list[dict[str, Any]]:
    r = CliRunner().invoke(app, ["gaps", "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_cli_ask_records_unanswered_questions_and_gaps_shows_them(cli_env: Path) -> None:
    assert _gaps() == []
    answered = _ask("How long until a standard transfer is reversed?", "--ticket", "T-2")
    assert answered["verdict"] == "ANSWERED"
    assert _gaps() == []  # an answered question is no gap
    open_ = _ask("How long until my money is back?", "--ticket", "T-1")
    assert (open_["verdict"], open_["topic"]) == ("UNANSWERED", "reversal_window")
    nowhere = _ask("Do you sell gift cards?")
    assert (nowhere["verdict"], nowhere["topic"]) == ("UNANSWERED", None)
    gaps = {g["key"]: g for g in _gaps()}
    assert gaps["reversal_window"]["reasonCodes"] == ["UNANSWERED"]
    assert gaps["reversal_window"]["examples"][0]["ticketId"] == "T-1"
    assert gaps["other:do you sell gift cards"]["count"] == 1


def test_the_register_counts_an_unanswered_question_once_per_ticket(cli_env: Path) -> None:
    for _ in range(2):
        _ask("How long until my money is back?", "--ticket", "T-1")
    _ask("How long until my money is back?", "--ticket", "T-3")
    store = Store(Path(cli_env.parent / "t.db"), base=lambda: load_folder(cli_env))
    (gap,) = register(store, load_folder(cli_env).catalogue)
    assert (gap.key, gap.count) == ("reversal_window", 2)
