"""BrightCart end to end: the second example workspace's planned cases, decided by the real
check service with the local extractor reading BrightCart's own catalogue.

Nothing in the extractor names a BrightCart topic or scope: the cases pass on the catalogue's
phrases and generic reading (tables, headings, labels, effective dates, supersession). Each
case's expectation and the rule behind it are in `guard/workspaces/brightcart/cases.yaml`.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor, extract_draft_claims, extract_source_claims
from guard.kb.workspace import Workspace, load_folder
from guard.models import CheckResult

FOLDER = Path(__file__).resolve().parents[1] / "guard" / "workspaces" / "brightcart"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def ws() -> Workspace:
    return load_folder(FOLDER)


@pytest.fixture(scope="module")
def service(ws: Workspace) -> CheckService:
    return CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)


def run(service: CheckService, case: dict[str, Any]) -> CheckResult:
    return service.check(
        CheckRequest(
            ticket_id=case.get("ticket"),
            draft=case["draft"],
            now=datetime.fromisoformat(case["now"].replace("Z", "+00:00")),
            role=case.get("role", "support_agent"),
            scope=case.get("scope") or {},
        )
    )


def test_the_cases_file_covers_every_planted_case() -> None:
    ids = {c["id"] for c in CASES}
    assert len(ids) == len(CASES) >= 28
    assert {
        "payout-pro-superseded-hold",
        "weekend-pro-change-signalled",
        "payout-flagged-macro-hold",
        "fee-enterprise-ops-hold",
        "dispute-conflict-escalate",
        "photos-weak-basis",
    } <= ids


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(service: CheckService, case: dict[str, Any]) -> None:
    result = run(service, case)
    expected = case["expected"]
    got = (result.decision, result.reason_code)
    why = [(c.draft_claim.topic, c.draft_claim.value_text, c.reason_code) for c in result.claims]
    assert got == (expected["decision"], expected["reason"]), (case["why"], why)


# --- what the cases rest on ------------------------------------------------------------------


def _claims(ws: Workspace, sid: str) -> list[tuple[str, str, dict[str, str]]]:
    from guard.engine.values import format_value

    return [
        (c.topic, format_value(c.value), {k: v for k, v in c.scope.items() if v != "any"})
        for c in extract_source_claims(ws.source(sid), ws.catalogue)
    ]


def test_table_rows_take_topic_from_the_header_and_scope_from_their_label(ws: Workspace) -> None:
    rows = [c for c in _claims(ws, "HC-201") if c[0] == "payout_delay"][:3]
    assert rows == [
        ("payout_delay", "3 business days", {"plan": "starter"}),
        ("payout_delay", "2 business days", {"plan": "pro"}),
        ("payout_delay", "1 business day", {"plan": "enterprise"}),
    ]


def test_a_documents_effective_date_and_supersession_apply_to_all_its_claims(
    ws: Workspace,
) -> None:
    claims = extract_source_claims(ws.source("HC-214"), ws.catalogue)
    assert {c.topic for c in claims} == {"payout_delay", "weekend_payouts"}
    for c in claims:
        assert c.effective_from is not None and c.effective_from.isoformat() == "2026-11-02"
        assert c.supersedes is not None and "HC-201" in c.supersedes.target_text
        assert c.scope["plan"] == "pro"


def test_every_claim_lists_every_dimension(ws: Workspace) -> None:
    for s in ws.sources:
        for c in extract_source_claims(s, ws.catalogue):
            assert set(c.scope) == {"plan", "region"}
            assert c.quote in s.body


def test_prices_outside_the_catalogue_are_other(ws: Workspace) -> None:
    (c,) = extract_draft_claims(
        "The Pro plan is €29 a month and you can cancel anytime.", ws.catalogue
    )
    assert (c.topic, c.value_text) == ("other", "€29 a month")  # the rate is part of the text
    assert c.value is not None and (c.value.kind, c.value.unit, c.value.amount) == (
        "money",
        "EUR",
        29,
    )


def test_numbers_that_are_not_policy_stay_off_the_topics(ws: Workspace) -> None:
    topics = {c[0] for sid in ("HC-251", "creating-a-listing") for c in _claims(ws, sid)}
    assert topics <= {"max_photos"}  # pixel sizes, title lengths and tag limits are no claims
