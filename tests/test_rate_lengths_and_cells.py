"""What a price or a count is said per, read where its source says it and only there.

- A period V's words name as a length of time ("takes about an hour", "less than 24 hours'
  notice") is no basis: a draft's "£30 per hour" against "costs £30 and takes about an hour"
  is a period the source never prices by (`guard.engine.ratebasis`: CAUTION UNIT_MISMATCH).
- A table cell's period in its column header or row label ("Price per month") is part of
  what the cell says (`guard.engine.cellbasis`).
- A draft count said per a period ("2 free baths per month") that the source and topic never
  name is no support for the count alone.
- A value whose words stand twice in one sentence is not read with the first one's subject
  (`guard.engine.attribution._asked_topic`).

Invented wording: a dog-grooming parlour.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.cellbasis import cell_labels
from guard.engine.ratebasis import period_after, rate_periods_in
from guard.kb.workspace import Workspace, load_folder
from guard.models import CheckResult
from tests.support.onesource import check_draft, local_service, one_source_workspace

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Parlour
topics:
  groom_price:
    label: grooming session price
    kind: money
    currency: GBP
    about: [grooming session, groom]
  late_fee:
    label: late cancellation fee
    kind: money
    currency: GBP
    about: [late fee, cancel late]
  clip_price:
    label: nail clipping price
    kind: money
    currency: GBP
    about: [nail clipping]
  club_price:
    label: club membership price
    kind: money
    currency: GBP
    about: [club membership, club]
  free_baths:
    label: free baths in a puppy pack
    kind: count
    unit: free baths
    about: [free baths, puppy pack]
not_covered: [dog walking]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

PARLOUR = """\
# Prices

A grooming session costs £30 and takes about an hour.

If you cancel with less than 24 hours' notice there's a late fee of £15.

| Service | Price |
|---|---|
| Nail clipping (per paw) | £4 |

| Club | Price per month |
|---|---|
| Club membership | £12 |

Every puppy pack includes up to 2 free baths.
"""

TICKETS = """\
- id: T-1
  customer: Ann
  message: "How much is a grooming session?"
  topic: groom_price
"""


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    root = tmp_path_factory.mktemp("parlour")
    one_source_workspace(root, CATALOGUE, "prices.md", PARLOUR)
    (root / "tickets.yaml").write_text(TICKETS, encoding="utf-8")
    return load_folder(Path(root))


@pytest.fixture(scope="module")
def service(ws: Workspace) -> CheckService:
    return local_service(ws)


def check(service: CheckService, draft: str) -> CheckResult:
    return check_draft(service, draft, NOW)


@pytest.mark.parametrize(
    "draft",
    [
        "A grooming session is £30 per hour.",  # "about an hour" is how long, not a rate
        "The late fee is £15 per hour.",  # "24 hours' notice" is a length of time
        "The late fee is fifteen pounds an hour.",  # an amount in words has rate words too
        "You get 2 free baths per month.",  # a count at a rate the source never states
    ],
)
def test_a_basis_the_source_does_not_state_is_a_unit_mismatch(
    service: CheckService, draft: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline


@pytest.mark.parametrize(
    "draft",
    [
        "A grooming session is £30.",
        "The late fee is £15.",
        "Nail clipping is £4 per paw.",
        "Club membership is £12 a month.",  # the header's period: no false alarm
        "You get up to 2 free baths.",
    ],
)
def test_the_basis_the_source_states_is_supported(service: CheckService, draft: str) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


def test_a_repeated_amount_is_not_read_with_the_first_ones_subject(
    service: CheckService,
) -> None:
    draft = "A grooming session is £30 and dog walking is £30."
    r = service.check(CheckRequest(ticket_id="T-1", draft=draft, now=NOW))
    assert r.decision != "ALLOW", r.headline
    alone = service.check(
        CheckRequest(ticket_id="T-1", draft="A grooming session is £30.", now=NOW)
    )
    assert alone.decision == "ALLOW", alone.headline


def test_rate_periods_pass_over_lengths_of_time() -> None:
    assert rate_periods_in("costs £30 and takes about an hour") == set()
    assert rate_periods_in("with less than 24 hours' notice") == set()
    assert rate_periods_in("within 3 working days") == set()
    assert rate_periods_in("storage is £5 per day") == {"day"}
    assert rate_periods_in("£12 a month") == {"month"}
    assert rate_periods_in("£120 for a year") == {"year"}
    assert rate_periods_in("a monthly fee") == {"month"}


def test_period_after_reads_a_rate_past_the_values_own_noun() -> None:
    assert period_after("You get 2 free baths per month.", "2 free") == "month"
    assert period_after("You get 2 baths in a month.", "2") is None  # "in": no rate word
    assert period_after("You get 2 free baths.", "2 free") is None


def test_cell_labels_are_the_cells_header_and_row_label() -> None:
    row = "| Club membership | £12 |"
    assert cell_labels(row, "£12", PARLOUR) == ["Price per month", "Club membership"]
    assert cell_labels("A grooming session costs £30.", "£30", PARLOUR) == []
