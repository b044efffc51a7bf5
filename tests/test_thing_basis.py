"""The same amount charged per another thing is another price (`guard.engine.chargebasis`,
`thing_basis`): when the draft and every quote of V state, right after the amount, what it is
charged per ("per", "a"/"an", "each" or a slash and a noun), and the bases are of different
families (a person, a period, any other thing), the equal amount is no support: D8, CAUTION
UNIT_MISMATCH. A basis on one side only, a person's other noun, two things' nouns, or the same
noun, is no mismatch; the draft's period of time stays `ratebasis`'s.
Invented wording: a harbour kayak club.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.engine.chargebasis import other_basis, stated_basis, thing_basis
from tests.support.onesource import one_source_fixtures

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Harbour kayak club
topics:
  membership_fee:
    label: club membership fee
    kind: money
    currency: GBP
    about: [membership, membership fee, club fee]
  launch_fee:
    label: slipway launch fee
    kind: money
    currency: GBP
    about: [launch fee, slipway fee, launching]
  locker_price:
    label: kit locker price
    kind: money
    currency: GBP
    about: [kit locker, kit lockers]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

CLUB = """\
# Joining the club

Membership is £30 a month, and you can paddle on any open evening.

We charge a £6 launch fee per boat at the slipway.

Kit lockers are £4.
"""


ws, service, check = one_source_fixtures(CATALOGUE, "club.md", CLUB, NOW, "kayak")


@pytest.mark.parametrize(
    "draft",
    [
        "Membership works out at £30 per session.",  # V's words: "a month"
        "The launch fee is £6 per guest.",  # V's words: "per boat", after the fee's noun
        "Membership is £30 per member.",  # a person against a period
        "The launch fee is £6 per child.",  # a person by age against "per boat"
        "The launch fee is £6 per adult (inc. VAT).",  # the same, before a bracket
    ],
)
def test_the_same_amount_per_another_thing_is_a_unit_mismatch(
    service: CheckService, draft: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline
    d8 = next(s for s in r.claims[0].trace if s.rule == "D8")
    assert d8.outcome == "fired" and "another basis" in d8.detail


@pytest.mark.parametrize(
    "draft",
    [
        "Membership is £30 a month.",
        "Membership is £30.",  # no basis in the draft: nothing to compare
        "The launch fee is £6 per boat.",
        "The launch fee is £6 each, payable at the hut.",  # "each" names no noun
        "Kit lockers are £4 per member.",  # no basis in the source: one side only
        "Launching costs £6 each craft.",  # two things' nouns: maybe one thing in two words
        "Launching costs £6 per boat, paid at the hut.",
        "The launch fee is £6 for each of your boats.",  # no basis right after the amount
    ],
)
def test_the_same_thing_or_a_basis_on_one_side_only_is_supported(
    service: CheckService, draft: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


def test_the_basis_noun_after_an_amount() -> None:
    assert thing_basis(" per session", periods=False) == "per:session"
    assert thing_basis(" each trip", periods=False) == "per:trip"
    assert thing_basis(" launch fee per boat.", periods=False) == "per:boat"
    assert thing_basis(" per guest", periods=False) == "person:1"  # a person's noun
    assert thing_basis(" per child", periods=False) == "person:1"  # a person by age
    assert thing_basis(" per kids", periods=False) == "person:1"
    assert thing_basis(" a month", periods=False) is None  # the draft's period: ratebasis's
    assert thing_basis(" a calendar month", periods=True) == "period:month"
    assert thing_basis(" each for members", periods=True) is None  # a grammar word
    assert thing_basis(" paid by card per boat", periods=True) is None
    assert stated_basis("It is £6 per boat.", "£6", things=True) == "per:boat"
    assert stated_basis("It is £6 per boat.", "£6") is None  # a number of people only


def test_only_bases_of_different_families_differ() -> None:
    assert other_basis("per:visit", ["period:month"]) == "period:month"
    assert other_basis("person:1", ["per:booking"]) == "per:booking"
    assert other_basis("per:portion", ["per:serving"]) is None
    assert other_basis("per:visit", ["period:month", None]) is None
