"""A rate charged per several units ("£3 per 20 minutes"): the number of units is part of
the price a source states, so a draft that repeats it is read, not an unread number
(`guard.engine.chargebasis.agreed_counted_bases`); another number of units stays a number
to read. Invented wording: a climbing wall's auto-belay and a printing shop.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from tests.support.onesource import one_source_fixtures

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Crag climbing
topics:
  belay_charge:
    label: auto-belay charge
    kind: money
    currency: GBP
    about: [auto-belay, auto belay]
  copy_charge:
    label: copying charge
    kind: money
    currency: GBP
    about: [copying, photocopies]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

WALL = """\
# Auto-belays

The auto-belay lanes are charged at three pounds (£3) per twenty (20) minutes, booked at the desk.

Copying in the members' room costs £1 for every 10 pages.
"""

ws, service, check = one_source_fixtures(CATALOGUE, "wall.md", WALL, NOW, "crag")


@pytest.mark.parametrize(
    "draft",
    [
        "The auto-belay is £3 per 20 minutes.",
        "Auto-belay lanes cost £3 for every 20 minutes you use them.",
        "Copying is £1 per 10 pages.",
    ],
)
def test_the_sources_number_of_units_is_read(service: CheckService, draft: str) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


@pytest.mark.parametrize(
    "draft", ["The auto-belay is £3 per 30 minutes.", "Copying is £1 per 5 pages."]
)
def test_another_number_of_units_stays_unread(service: CheckService, draft: str) -> None:
    r = check(service, draft)
    assert r.decision == "CAUTION", r.headline
