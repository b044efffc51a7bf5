"""A ticket that tells what happened before it asks names several topics; its question
clause says which one a reply's bare value answers (`guard.engine.askedclause`). Invented
wording: a bike shop's repairs and refunds.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.askedclause import question_clauses
from tests.support.onesource import local_service, one_source_workspace

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Spokes bike shop
topics:
  repair_time:
    label: how long a repair takes
    kind: duration
    about: [repair*, service*, fix*]
  refund_time:
    label: how long a refund takes
    kind: duration
    about: [refund*]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

SHOP = """\
# Repairs and refunds

A repair takes 2 working days.

Refunds reach your card within 6 working days.
"""

TICKETS = """\
- id: T-1
  customer: Ana
  message: "The repair was cancelled last week. When will I get my refund?"
- id: T-2
  customer: Ben
  message: "How long do repairs and refunds take?"
"""


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> CheckService:
    root: Path = tmp_path_factory.mktemp("spokes")
    (root / "tickets.yaml").write_text(TICKETS, encoding="utf-8")
    return local_service(one_source_workspace(root, CATALOGUE, "shop.md", SHOP))


def _check(service: CheckService, ticket: str, draft: str) -> tuple[str, str]:
    r = service.check(CheckRequest(ticket_id=ticket, draft=draft, now=NOW, scope={}))
    return r.decision, r.reason_code


def test_question_clauses() -> None:
    msg = "I cancelled the repair, so when will the refund come? It was £40."
    assert question_clauses(msg) == [" so when will the refund come?"]
    assert question_clauses("My repair was cancelled.") == []
    # an alternative question asks both
    assert len(question_clauses("Can I fix it, or should I get a refund?")) == 2


def test_the_asked_topic_takes_a_bare_value(service: CheckService) -> None:
    assert _check(service, "T-1", "You'll have it back within 6 working days.") == (
        "ALLOW",
        "SUPPORTED",
    )
    assert _check(service, "T-1", "You'll have it back within 2 working days.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_a_question_naming_both_leaves_it_unattributed(service: CheckService) -> None:
    assert _check(service, "T-2", "It takes 2 working days.") == ("CAUTION", "EXTRACTION_GAP")
