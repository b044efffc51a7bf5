"""`answerguard catalogue check` (issue 17, item 9): shared phrases, topics without a value,
values on `other` with a suggested phrase, ambiguous sentences; exit 0, `--json`, --help. On
a small workspace written here and on every knowledge base in tests/kb (checked by what must
hold of any report, not by its text)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from guard.cli.app import app
from guard.kb.catalogue import catalogue_from_dict
from guard.kb.catalogue_check import nearest_words, sharing_topics
from guard.kb.workspace import load_folder
from guard.settings import REPO_ROOT

KBS = sorted(p for p in (REPO_ROOT / "tests" / "kb").iterdir() if (p / "answerguard.yaml").exists())

CATALOGUE = """name: Tiny shop
topics:
  refund_window:
    label: refund window
    kind: duration
    about: [refund*, money back]
  return_window:
    label: return window
    kind: duration
    about: [return*, send it back]
  refund_fee:
    label: refund fee
    kind: money
    currency: GBP
    about: [refund fee, refund*]
  gift_wrap_fee:
    label: gift wrap fee
    kind: money
    currency: GBP
    about: [gift wrap*]
"""
SOURCE = """---
id: POL-1
title: Returns and refunds
kind: policy
updatedAt: "2026-10-01T00:00:00Z"
owner: {name: Ops}
---
# Returns and refunds

You can return an item within 30 days.
Once we receive the returned item, your refund is issued within 14 days.
The delivery fee is £4.
Standard delivery fee: £4.
"""


def write_workspace(root: Path) -> Path:
    (root / "sources").mkdir(parents=True)
    (root / "answerguard.yaml").write_text(CATALOGUE, encoding="utf-8")
    (root / "sources" / "POL-1.md").write_text(SOURCE, encoding="utf-8")
    return root


def run_json(*args: str) -> dict[str, Any]:
    r = CliRunner().invoke(app, ["catalogue", "check", *args, "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_the_four_findings_on_a_small_workspace(tmp_path: Path) -> None:
    report = run_json(str(write_workspace(tmp_path / "shop")))
    assert report["workspace"] == "Tiny shop"
    shared = {s["phrase"]: s for s in report["sharedPhrases"]}
    assert {t["topic"] for t in shared["refund*"]["topics"]} == {"refund_fee", "refund_window"}
    assert shared["refund*"]["kinds"] == ["duration", "money"]
    assert shared["refund*"]["sameKind"] is False
    without = [t["topic"] for t in report["topicsWithoutValues"]]
    assert {"gift_wrap_fee", "refund_fee"} <= set(without) and without == sorted(without)
    (off,) = report["outsideCatalogue"]
    assert (off["words"], off["kind"], off["count"]) == ("delivery fee", "money", 2)
    assert off["suggestedAbout"] == "delivery fee"
    assert off["topicsOfKind"] == ["gift_wrap_fee", "refund_fee"]
    assert off["likelyTopics"] == []  # no topic's key word in "The delivery fee is £4."
    assert {e["valueText"] for e in off["examples"]} == {"£4"}
    (amb,) = report["ambiguous"]
    assert amb["topics"] == ["refund_window", "return_window"]
    assert amb["valueText"] == "14 days" and amb["kind"] == "duration"
    assert amb["readAs"] in amb["topics"]
    counts = {t["topic"]: t["values"] for t in report["topics"]}
    assert counts["return_window"] >= 1 and counts["gift_wrap_fee"] == 0


def test_the_rich_view_names_each_finding(tmp_path: Path) -> None:
    folder = write_workspace(tmp_path / "shop")
    r = CliRunner().invoke(
        app, ["catalogue", "check", str(folder)], catch_exceptions=False, env={"COLUMNS": "200"}
    )
    assert r.exit_code == 0
    for words in (
        "Values per topic",
        "Shared phrases",
        "No source gives a value to: gift_wrap_fee (money)",
        "about: [delivery fee]",
        "Ambiguous sentences",
        "Independent concept",
    ):
        assert words in r.stdout, words


def test_a_clean_catalogue_says_so(tmp_path: Path) -> None:
    folder = write_workspace(tmp_path / "shop")
    (folder / "answerguard.yaml").write_text(
        "topics:\n  return_window:\n    kind: duration\n    about: [return*]\n", encoding="utf-8"
    )
    (folder / "sources" / "POL-1.md").write_text(
        SOURCE.split("# Returns")[0] + "You can return an item within 30 days.\n",
        encoding="utf-8",
    )
    r = CliRunner().invoke(app, ["catalogue", "check", str(folder)], catch_exceptions=False)
    assert r.exit_code == 0
    assert "No phrase is shared" in r.stdout
    assert "Every value in the sources lands on a topic" in r.stdout
    assert "No sentence names two topics" in r.stdout


def test_a_folder_that_does_not_read_is_one_line_and_exit_2(tmp_path: Path) -> None:
    r = CliRunner().invoke(app, ["catalogue", "check", str(tmp_path / "nowhere")])
    assert r.exit_code == 2
    assert "Traceback" not in r.output and "error" in r.output


@pytest.mark.parametrize("folder", KBS, ids=[p.name for p in KBS])
def test_every_knowledge_base_gets_a_report_that_holds_together(folder: Path) -> None:
    report = run_json(str(folder))
    ws = load_folder(folder)
    cat = ws.catalogue
    kinds = {t.key: t.kind for t in cat.topics}
    assert [t["topic"] for t in report["topics"]] == sorted(kinds)
    empty = {t["topic"] for t in report["topics"] if t["values"] == 0}
    assert {t["topic"] for t in report["topicsWithoutValues"]} == empty
    bodies = " ".join(" ".join(s.body.split()) for s in ws.sources)
    for group in report["outsideCatalogue"]:
        assert group["count"] >= len(group["examples"]) >= 1
        assert group["topicsOfKind"] == sorted(k for k, v in kinds.items() if v == group["kind"])
        for e in group["examples"]:
            assert " ".join(e["quote"].split()) in bodies
            assert e["valueText"]
    for s in report["sharedPhrases"]:
        assert len({t["topic"] for t in s["topics"]}) >= 2
        assert s["kinds"] == sorted({kinds[t["topic"]] for t in s["topics"]})
    for a in report["ambiguous"]:
        assert len(a["topics"]) >= 2
        assert all(kinds[t] == a["kind"] for t in a["topics"])


def test_help_says_what_it_lists() -> None:
    group = CliRunner().invoke(app, ["catalogue", "--help"], env={"COLUMNS": "120"})
    assert group.exit_code == 0 and "check" in group.stdout
    assert "answerguard.yaml" in group.stdout
    r = CliRunner().invoke(app, ["catalogue", "check", "--help"], env={"COLUMNS": "120"})
    assert r.exit_code == 0
    text = " ".join(r.stdout.split())
    for words in (
        "share",
        "no source gives a value",
        "other",
        "suggested",
        "ambiguous",
        "unread",
        "caps",
        "--json",
    ):
        assert words in text, words


@pytest.mark.parametrize(
    ("quote", "value", "words"),
    [
        ("The delivery fee is £4.", "£4", "delivery fee"),
        ("£4 delivery fee on every order.", "£4", "delivery fee"),
        ("Standard delivery fee: £4.", "£4", "standard delivery fee"),
        ("| Paper bill (per bill) | £1.50 | €2 |", "£1.50", "paper bill"),
        ("It is £4.", "£4", ""),
        ("It is £4.", "£9", ""),
    ],
)
def test_the_nearest_words(quote: str, value: str, words: str) -> None:
    assert nearest_words(quote, value) == words


GIFT_BOX = (
    "---\nid: GB-1\ntitle: Gift boxes\nkind: policy\n"
    'updatedAt: "2026-10-01T00:00:00Z"\nowner: {name: Ops}\n---\n'
    "Every gift box is free of charge.\n"
)


def run_text(folder: Path) -> str:
    r = CliRunner().invoke(
        app, ["catalogue", "check", str(folder)], catch_exceptions=False, env={"COLUMNS": "200"}
    )
    assert r.exit_code == 0, r.output
    return r.stdout


def test_a_source_that_states_a_value_but_gives_no_claim_is_listed(tmp_path: Path) -> None:
    """A zero said of a noun no topic's phrase names ("gift boxes are free of charge") gives
    no claim: a check counts the source unread and caps every money (or percent) claim, so
    the report names it with its wording, what it caps and the phrase it needs; the clean
    source beside it is not listed."""
    folder = write_workspace(tmp_path / "shop")
    (folder / "sources" / "GB-1.md").write_text(GIFT_BOX, encoding="utf-8")
    report = run_json(str(folder))
    (unread,) = report["unreadSources"]
    assert (unread["source"], unread["title"], unread["reason"]) == ("GB-1", "Gift boxes", "silent")
    assert "free" in unread["quote"]
    assert unread["capsKinds"] == ["money", "percent"] and unread["capsEveryKind"] is False
    # where a phrase belongs: the sentence, its subject's words, and the money topic whose
    # compound phrase ("gift wrap*") shares a word with it; no duration topic, whatever words
    assert unread["sentence"] == "Every gift box is free of charge."
    assert unread["suggestedAbout"] == "gift box"
    assert unread["likelyTopics"] == ["gift_wrap_fee"]
    assert "about: [gift box]" in unread["suggestion"] and "gift_wrap_fee" in unread["suggestion"]
    text = " ".join(run_text(folder).split())
    assert "Sources a check counts unread" in text and "SOURCE_UNREAD" in text
    assert "GB-1 · Gift boxes" in text and "POL-1 ·" not in text
    assert "money, percent" in text and "gift_wrap_fee" in text


def test_a_claim_its_own_words_contradict_is_listed_with_its_quote(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reading whose claim says 10 days where the sentence says 14 is refused by the
    engine (`engine.stated`); that source is unread whatever kind a draft states, and the
    report shows the refused quote and what its words say. The reader is made to misread
    here: the report must show whatever the engine refuses, whoever read it."""
    from guard.kb import catalogue_check
    from guard.models import Source, SourceExtraction

    class Misreader(catalogue_check.LocalExtractor):
        def extract_source(self, source: Source) -> SourceExtraction:
            ext = super().extract_source(source)
            claims = [
                c.model_copy(update={"value": c.value.model_copy(update={"amount": 10.0})})
                if c.value is not None and "14 days" in c.quote
                else c
                for c in ext.claims
            ]
            return ext.model_copy(update={"claims": claims})

    monkeypatch.setattr(catalogue_check, "LocalExtractor", Misreader)
    folder = write_workspace(tmp_path / "shop")
    (unread,) = run_json(str(folder))["unreadSources"]
    assert (unread["source"], unread["reason"]) == ("POL-1", "misread")
    assert "14 days" in unread["quote"] and unread["says"]
    assert unread["capsKinds"] is None and unread["capsEveryKind"] is True
    assert "reword the sentence" in unread["suggestion"]
    text = " ".join(run_text(folder).split())
    assert "POL-1 · Returns and refunds" in text and "every kind" in text


def test_a_source_with_claims_is_never_listed_as_unread(tmp_path: Path) -> None:
    folder = write_workspace(tmp_path / "shop")
    assert run_json(str(folder))["unreadSources"] == []
    assert "A check reads every source" in run_text(folder)


@pytest.mark.parametrize(
    ("kinds", "sentence", "likely"),
    [
        # a compound phrase shares its head's word with another way of saying it
        (frozenset({"money"}), "Every gift box is free of charge.", ("gift_wrap_fee",)),
        # a topic of another kind never does, whatever words it shares
        (frozenset({"duration"}), "Every gift box is free of charge.", ()),
        # stems: plurals and possessives are one word; function words and short words never count
        (frozenset({"duration"}), "Refunds take 5 days.", ("refund_window",)),
        (frozenset({"money"}), "It is £4 for all of us.", ()),
    ],
)
def test_topics_sharing_a_word_with_a_silent_sentence(
    kinds: frozenset[str], sentence: str, likely: tuple[str, ...]
) -> None:
    cat = catalogue_from_dict(yaml.safe_load(CATALOGUE), "test", "test", CATALOGUE)
    assert sharing_topics(cat, kinds, sentence) == likely
