"""No number without a verdict, over every draft the repository holds (issue 17, item 5).

The drafts are gathered generically, never listed: every `draft` field of every YAML or JSON
file under tests/, guard/evalsets and guard/workspaces (cases, seed variants, the golden and
held-out sets), every labelled draft of the extraction sets (`kind: draft`), every draft
extraction fixture, and every string a test module passes as `draft=` or binds to a name with
"draft" in it. Each is checked against its own workspace (the folder its file sits in; the
seed's otherwise) with the local extractor and the rules.

The invariant: a draft that comes out ALLOW has no unread number. Every number in it (found
here by this test's own reading, not the engine's) lies inside a claim's value words, or is
one of the recognised non-policy forms; and a bare limit added to any ALLOW draft makes it
not ALLOW.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from guard.engine.compoundnoun import compound_numbers
from guard.engine.decide import Verdict, decide
from guard.engine.groupages import groups_inside_limits
from guard.engine.multiples import multiplied_out, restated_price
from guard.engine.namednumbers import band_names, catalogue_named_numbers
from guard.engine.numbers import number_verdicts
from guard.engine.persons import described_spans
from guard.extract.local import LocalExtractor
from guard.kb.workspace import Workspace, load_folder
from guard.models import CheckResult, Extractions, SourceExtraction, Ticket
from guard.settings import PACKAGE_DIR
from tests.support.kbresults import KB_NAMES, kb_results

TESTS = Path(__file__).resolve().parent
DATA_ROOTS = (TESTS, PACKAGE_DIR / "evalsets", PACKAGE_DIR / "workspaces")
SEED = PACKAGE_DIR / "workspaces" / "seed"
NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
#: This test's own idea of a number: a run of digits not glued to a letter before it and
#: not an ordinal ("your 40th": no quantity, docs/workspace-format.md), or a number word
#: from two up (deliberately not the engine's pattern).
_NUMBER = re.compile(
    r"(?<![A-Za-z\d.,:])\d+(?:[.,:]\d+)*(?!\d|(?:st|nd|rd|th)\b)|\b(?:two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|sixteen|eighteen|twenty|thirty|forty|fifty|hundred)\b",
    re.IGNORECASE,
)
NON_POLICY = {
    "date",
    "time of day",
    "round-the-clock",
    "every part of a period",
    "reference",
    "phone number",
    "a service's phone line",
    "list number",
    "quoted by the customer",
    "the old value of a change",
    "said of someone",
    "a total multiplied out",
    "a name the catalogue lists",
    "a group inside the draft's own limit",
    "the customer's case, placed outside the draft's value",
    "the unit price said again",
    "a kind of thing",
}


@dataclass(frozen=True)
class Draft:
    text: str
    folder: Path
    ticket: str | None
    origin: str


def _workspace_of(path: Path) -> Path:
    for parent in path.parents:
        if (parent / "answerguard.yaml").exists():
            return parent
        if parent in DATA_ROOTS:
            break
    return SEED


def _walk(node: Any) -> Iterator[tuple[str, str | None]]:
    if isinstance(node, dict):
        text = node.get("draft")
        if isinstance(text, str):
            yield text, node.get("ticket") if isinstance(node.get("ticket"), str) else None
        if node.get("kind") == "draft" and isinstance(node.get("text"), str):
            yield node["text"], None
        if isinstance(node.get("text"), str) and "claims" in node and "sourceId" not in node:
            yield node["text"], None  # a draft extraction fixture
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item)


def _data_drafts() -> Iterator[Draft]:
    for root in DATA_ROOTS:
        for path in sorted(root.rglob("*")):
            if path.suffix not in (".yaml", ".yml", ".json") or "sources" in path.parts:
                continue
            text = path.read_text(encoding="utf-8")
            data = json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)
            for draft, ticket in _walk(data):
                yield Draft(draft, _workspace_of(path), ticket, str(path.relative_to(TESTS.parent)))


def _python_drafts() -> Iterator[Draft]:
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            values: list[ast.expr] = []
            if isinstance(node, ast.keyword) and node.arg == "draft":
                values.append(node.value)
            elif isinstance(node, ast.Assign):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if any("draft" in n.lower() for n in names):
                    values.append(node.value)
            for v in values:
                if isinstance(v, ast.Constant) and isinstance(v.value, str) and v.value.strip():
                    yield Draft(v.value, SEED, None, f"{path.relative_to(TESTS.parent)}")


@cache
def all_drafts() -> tuple[Draft, ...]:
    seen: set[tuple[str, Path, str | None]] = set()
    out: list[Draft] = []
    for d in (*_data_drafts(), *_python_drafts()):
        key = (d.text, d.folder, d.ticket)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return tuple(out)


@cache
def _workspace(folder: Path) -> tuple[Workspace, tuple[SourceExtraction, ...]]:
    ws = load_folder(folder)
    ex = LocalExtractor(ws.catalogue)
    return ws, tuple(ex.extract_source(s) for s in ws.sources)


@cache
def _kb_case_results(name: str) -> dict[tuple[str, str | None], CheckResult]:
    """A tests/kb base's cases as the floors test checks them (`kbresults`, shared within a
    run), by draft and ticket: each case is then decided once per run, as its own case
    (its decision time, role and scope), not a second time here."""
    out: dict[tuple[str, str | None], CheckResult] = {}
    for case, result in kb_results(name):
        out.setdefault((case.draft, case.ticket), result)
    return out


def _case_result(draft: Draft) -> CheckResult | None:
    parts = Path(draft.origin).parts
    if parts[:2] != ("tests", "kb") or len(parts) != 4 or parts[3] != "cases.yaml":
        return None
    if parts[2] not in KB_NAMES:
        return None
    return _kb_case_results(parts[2]).get((draft.text, draft.ticket))


@cache  # two tests walk the same drafts; each draft is decided once
def verdict_of(draft: Draft, text: str | None = None) -> Verdict | CheckResult:
    if text is None and (result := _case_result(draft)) is not None:
        return result
    ws, exts = _workspace(draft.folder)
    ticket = ws.tickets.get(draft.ticket or "") or Ticket(id="no-ticket")
    body = draft.text if text is None else text
    extractions = Extractions(
        draft=LocalExtractor(ws.catalogue).extract_draft(body), sources=list(exts)
    )
    return decide(extractions, list(ws.sources), ticket, NOW, ws.catalogue, evidence=False)


def test_the_corpus_is_every_kind_of_draft_the_repository_holds() -> None:
    drafts = all_drafts()
    parts = {p for d in drafts for p in Path(d.origin).parts}
    assert len(drafts) > 300
    assert {"kb", "evalsets", "workspaces", "fixtures"} <= parts
    assert any(d.origin.endswith(".py") for d in drafts)
    assert len({d.folder for d in drafts}) >= 6  # the seed, brightcart and every tests/kb
    # every tests/kb case's draft is found among its base's checked cases (`_case_result`)
    kb_cases = [d for d in drafts if d.origin.endswith("cases.yaml") and "kb" in d.origin]
    assert len(kb_cases) > 3000
    assert all(_case_result(d) is not None for d in kb_cases)


def _unread(draft: Draft, v: Verdict | CheckResult) -> list[str]:
    """Numbers this test finds that no claim's value words hold and that the engine does
    not call non-policy."""
    text = draft.text if draft.text is not None else ""
    ticket_message = ""
    ws, _ = _workspace(draft.folder)
    if draft.ticket in ws.tickets:
        ticket_message = ws.tickets[draft.ticket].message
    # the verdict's claims: the old value of a change is history only beside a read new one
    claims = [c.draft_claim for c in v.claims]
    kinds = {(s, e): k for s, e, k in number_verdicts(text, claims, ticket_message)}
    # D0b's other reader: a figure the customer gave of someone, describing them (`persons`)
    kinds |= {span: "said of someone" for span in described_spans(text, ticket_message)}
    # and a total of items at a unit price the draft states, with its count (`multiples`)
    for price, total, count in multiplied_out(text, claims, ws.catalogue):
        kinds |= {total: "a total multiplied out", count: "a total multiplied out"}
        if (again := restated_price(text, price, total)) is not None:  # "… at £19 each"
            kinds |= {again: "the unit price said again"}
    # and a number hyphened to a noun naming a kind of thing, "a two-person crew"
    for name in compound_numbers(text, ws.catalogue):
        inside = [m.span() for m in _NUMBER.finditer(text) if name.start <= m.start() < name.end]
        kinds |= {span: "a kind of thing" for span in inside}
    # and digits glued into a topic's `about` phrase, "3D" (`namednumbers`)
    for name in catalogue_named_numbers(text, ws.catalogue):
        inside = [m.span() for m in _NUMBER.finditer(text) if name.start <= m.start() < name.end]
        kinds |= {span: "a name the catalogue lists" for span in inside}
    # and a topic's name holding a value of another kind, "the 15-29 minutes band" (`bandname`)
    for name in band_names(text, ws.catalogue):
        inside = [m.span() for m in _NUMBER.finditer(text) if name.start <= m.start() < name.end]
        kinds |= {span: "a name the catalogue lists" for span in inside}
    # and a group named by its ages inside the draft's own age limit (`groupages`): the
    # group's claim is gone from the verdict, so it is found again in the draft's reading
    read = LocalExtractor(ws.catalogue).extract_draft(text).claims
    for m in groups_inside_limits(text, [*claims, *read], ws.catalogue)[1]:
        kinds |= {(m.start, m.end): "a group inside the draft's own limit"}
    held = [
        (m.start(), m.end())
        for c in v.claims
        if c.draft_claim.value is not None
        for m in re.finditer(re.escape(c.draft_claim.value_text), text)
    ]
    out = []
    for m in _NUMBER.finditer(text):
        if any(s <= m.start() and m.end() <= e for s, e in held):
            continue
        if kinds.get(m.span()) in NON_POLICY:
            continue
        out.append(m.group())
    return out


def test_no_allowed_draft_holds_an_unread_number() -> None:
    bad = []
    for d in all_drafts():
        v = verdict_of(d)
        if v.decision == "ALLOW" and (numbers := _unread(d, v)):
            bad.append(f"{d.origin}: {d.text[:80]!r} ALLOW with {numbers}")
    assert not bad, "\n".join(bad)


def test_a_bare_limit_added_to_any_allowed_draft_is_never_allowed() -> None:
    """The gate is not vacuous: every ALLOW draft of the corpus, with a bare limit that no
    source states added, stops being ALLOW: the limit is read as a claim that nothing
    supports, or named by D0b as an unread number."""
    allowed = [d for d in all_drafts() if verdict_of(d).decision == "ALLOW"]
    assert len(allowed) > 50
    for d in allowed:
        v = verdict_of(d, f"{d.text}\nMinimum age: 97")
        assert v.decision != "ALLOW", (d.origin, d.text)
        # Unread, the 97 is named by D0b; on a catalogue with an age topic it is a claim.
        read = [r.draft_claim.span for r in v.claims]
        assert "97" in [m.text for m in v.pattern_matches] or any("97" in s for s in read)


@pytest.mark.parametrize(
    "text",
    [
        "Hi 👋 thanks for reaching out!",
        "We're here 24/7 if you need anything else.",
        "Your order #48213 was placed on 12 March 2026 at 9:30am.",
        "Step 2: open Settings, then tap Billing.",
        "1. Open the app\n2. Tap Account\n3. Choose Help",
        "Call us on +44 20 7946 0958 between 9am-5pm, Monday to Friday.",
        "Ticket OB-3001 is now closed.",
    ],
)
def test_numbers_that_are_not_policy_do_not_trip_the_gate(text: str) -> None:
    v = verdict_of(Draft(text, SEED, None, "inline"))
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM"), v.trace


@pytest.mark.parametrize(
    "text",
    ["The minimum age to join is 16.", "Minimum age: 16", "Members must be at least 16."],
)
def test_a_bare_age_on_no_topic_is_an_extraction_gap(text: str) -> None:
    v = verdict_of(Draft(text, SEED, None, "inline"))
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert [m.text for m in v.pattern_matches] == ["16"]
    assert "16" in v.headline or "number" in v.headline


def test_a_bare_timing_word_in_a_question_is_no_gap_but_a_promise_is() -> None:
    # "today" in a closing question promises nothing; said as a statement it does, and a
    # number in a question is still unread.
    asked = verdict_of(Draft("Is there anything else I can sort out today?", SEED, None, "inline"))
    assert (asked.decision, asked.reason_code) == ("ALLOW", "NO_POLICY_CLAIM")
    for text in ("We'll sort it out today.", "Shall I say it lands within 9 days?"):
        v = verdict_of(Draft(text, SEED, None, "inline"))
        assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP"), text
