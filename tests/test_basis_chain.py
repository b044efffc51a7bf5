"""A price charged per two things at once is read as a chain of bases, compared by its lead
(`guard.engine.chargebasis`, `basis_chain`, `other_in_chains`): "£4 a month per studio"
against "£4 per user per month" is another price (CAUTION UNIT_MISMATCH), and so is "£4 per
user per studio" (the same lead, another second basis), while "£6 per player per month"
against "£6 a month per player" is the same price in another order.
Invented wording: a rehearsal studio.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.engine.chargebasis import basis_chain, other_in_chains
from tests.support.onesource import one_source_fixtures

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Loft rehearsal studios
topics:
  app_price:
    label: booking app price
    kind: money
    currency: GBP
    about: [booking app]
  locker_price:
    label: gear locker price
    kind: money
    currency: GBP
    about: [gear locker, locker rental]
  room_price:
    label: rehearsal room price
    kind: money
    currency: GBP
    about: [rehearsal room]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

STUDIO = """\
# Prices

The booking app costs £4 per user per month.

Locker rental is £6 a month per player.

A rehearsal room is £18 per person, per session.
"""


ws, service, check = one_source_fixtures(CATALOGUE, "prices.md", STUDIO, NOW, "loft")


@pytest.mark.parametrize(
    "draft",
    [
        "The booking app is £4 a month per studio.",  # the period first, then another thing
        "The booking app works out at £4 a month per account.",
        "The booking app is £4 per user per studio.",  # the same lead, then another second
    ],
)
def test_a_chain_led_by_another_basis_is_a_unit_mismatch(service: CheckService, draft: str) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline


@pytest.mark.parametrize(
    "draft",
    [
        "Locker rental is £6 per player per month.",  # the same chain in another order
        "The booking app is £4 a month per user.",
        "The booking app is £4 per user.",  # the period left out
        "A rehearsal room is £18 per person per session.",  # the comma left out
    ],
)
def test_the_same_lead_in_any_order_is_supported(service: CheckService, draft: str) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


def test_the_chain_of_bases_after_an_amount() -> None:
    assert basis_chain(" per user per month", periods=True) == ("person:1", "period:month")
    assert basis_chain(" a month per studio.", periods=False) == ("per:studio",)
    assert basis_chain(" a month per studio.", periods=True) == ("period:month", "per:studio")
    assert basis_chain(" hire fee per band a week", periods=True) == ("per:band", "period:week")
    assert basis_chain(" each for members", periods=True) == ()
    assert other_in_chains(("per:studio",), [("person:1", "period:month")]) == "person:1"
    assert other_in_chains(("person:1",), [("period:month", "person:1")]) is None
    assert other_in_chains(("per:visit",), [("period:month",)]) == "period:month"
    assert other_in_chains(("person:1", "per:flight"), [("person:1",)]) is None
    # Both sides go on past an agreed lead: the seconds are compared.
    assert other_in_chains(("per:fitter", "per:visit"), [("per:fitter", "period:day")]) == (
        "period:day"
    )
    assert other_in_chains(("person:1", "per:seat"), [("period:month", "person:1")]) == (
        "period:month"
    )
    assert other_in_chains(("per:van", "per:trip"), [("person:1", "per:day")]) == "person:1"
    # A quote that states only a period is silent on the thing the others state.
    assert other_in_chains(("person:1",), [("period:month",), ("per:item", "period:month")]) == (
        "per:item"
    )
    assert other_in_chains(("per:item",), [("period:month",), ("per:item", "period:month")]) is None
    assert other_in_chains(("per:order",), [(), ("per:item", "period:month")]) is None
