"""The same amount charged for another number of people is another price
(`guard.engine.chargebasis`): a draft's "£40 per person" against a help centre's "£40 for two
people" is CAUTION UNIT_MISMATCH, not an ALLOW; a basis stated on one side only, or the same
basis in other words, is no mismatch. A period of time is `guard.engine.ratebasis`'s, the one
reader of a period basis. Invented wording: a lake cruise and paddleboard hire.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.engine.chargebasis import basis_after, other_basis, stated_basis
from tests.support.onesource import one_source_fixtures

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Lakeside cruises
topics:
  sunset_cruise_price:
    label: price of a sunset cruise
    kind: money
    currency: GBP
    about: [sunset cruise, sunset cruises]
  board_hire_price:
    label: paddleboard hire price
    kind: money
    currency: GBP
    about: [paddleboard hire, hire a paddleboard, paddleboards]
  locker_price:
    label: locker price
    kind: money
    currency: GBP
    about: [locker, lockers]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

CRUISES = """\
# Sunset cruises

A sunset cruise costs £40 for two people, with a glass of fizz each on the top deck.

Paddleboard hire is £18 a day, wetsuit included.

Lockers at the jetty are £3.
"""


ws, service, check = one_source_fixtures(CATALOGUE, "cruises.md", CRUISES, NOW, "lake")


@pytest.mark.parametrize(
    ("draft", "reason"),
    [
        ("Our sunset cruises are £40pp.", "UNIT_MISMATCH"),
        ("A sunset cruise is £40 per person.", "UNIT_MISMATCH"),
    ],
)
def test_the_same_amount_on_another_basis_is_a_unit_mismatch(
    service: CheckService, draft: str, reason: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("CAUTION", reason), r.headline
    d8 = next(s for s in r.claims[0].trace if s.rule == "D8")
    assert d8.outcome == "fired" and "another basis" in d8.detail
    assert "another basis" in r.headline


@pytest.mark.parametrize(
    "draft",
    [
        "A sunset cruise is £40 for the two of you.",
        "A sunset cruise is £40 for two.",
        "Paddleboard hire is £18 per day.",
        "Paddleboard hire is £18.",  # no basis in the draft: nothing to compare
    ],
)
def test_the_same_basis_or_a_basis_on_one_side_only_is_supported(
    service: CheckService, draft: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


@pytest.mark.parametrize(
    "draft", ["Paddleboard hire is £18 a week.", "Paddleboard hire is £18 an hour."]
)
def test_another_period_than_the_source_states_is_checked_by_ratebasis(
    service: CheckService, draft: str
) -> None:
    """A period on both sides is no business of `chargebasis`: the draft's "a week" is a
    period the source's "a day" does not name (`guard.engine.ratebasis`), so D8 fires after
    D10, and the headline still says the basis differs."""
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline
    d8 = [s for s in r.claims[0].trace if s.rule == "D8"]
    assert d8[0].outcome != "fired" and d8[-1].outcome == "fired"
    assert "the period is not stated" in d8[-1].detail
    assert "another basis" in r.headline


def test_a_period_only_the_draft_states_is_checked_by_ratebasis(service: CheckService) -> None:
    """No basis in the locker's source and none in its label: the draft's "a day" is a period
    no source states (`guard.engine.ratebasis`), so the equal amount is no support either."""
    r = check(service, "Lockers are £3 a day.")
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline


def test_another_amount_is_still_held_whatever_its_basis(service: CheckService) -> None:
    r = check(service, "Paddleboard hire is £25 a week.")
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_the_basis_words_after_an_amount() -> None:
    assert basis_after(" a night") is None  # a period: `ratebasis`'s
    assert basis_after(" pcm") is None
    assert basis_after("pp, drinks extra") == "person:1"
    assert basis_after(" per head") == "person:1"
    assert basis_after(" for three people and a dog") == "person:3"
    assert basis_after(" for the four of us.") == "person:4"
    assert basis_after(" for two hours") is None
    assert basis_after(" for the boat") is None
    assert basis_after(" each") is None
    assert stated_basis("Hire is £12 per person per day", "£12 per person") == "person:1"
    assert stated_basis("Hire is £12.", "£12") is None


def test_bases_are_compared_only_when_every_source_states_the_same_one() -> None:
    assert other_basis("person:1", ["person:2"]) == "person:2"
    assert other_basis("person:3", ["person:1", "person:1"]) == "person:1"
    assert other_basis("person:1", ["person:2", None]) is None
    assert other_basis("person:1", ["person:2", "person:3"]) is None
    assert other_basis(None, ["person:2"]) is None
    assert other_basis("person:2", ["person:2"]) is None


def test_a_group_no_source_prices_stays_a_number_to_read(service: CheckService) -> None:
    """The locker's source states no group: "two" is the draft's own number (D0b)."""
    r = check(service, "Lockers are £3 for two.")
    assert (r.decision, r.reason_code) == ("CAUTION", "EXTRACTION_GAP"), r.headline


def test_another_group_than_the_source_prices_is_a_unit_mismatch(service: CheckService) -> None:
    r = check(service, "A sunset cruise is £40 for the four of you.")
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline
