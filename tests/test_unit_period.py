"""A bare number said per the noun a count topic's unit counts per ("2 a semester" on "resits
per semester") is a count per that period, as "2 a month" is (`guard.extract.local.unitperiod`).
A made-up driving-school catalogue; none of these words come from tests/kb."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.extract.local.unitperiod import other_period, own_period_unit
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source

SCHOOL: Catalogue = catalogue_from_dict(
    {
        "name": "Pebblemoor driving school",
        "topics": {
            "resits": {
                "kind": "count",
                "unit": "theory resits per semester",
                "about": ["resits", "theory resit*"],
            },
            "lesson_fee": {"kind": "money", "currency": "GBP", "about": ["lesson fee"]},
        },
    },
    "test",
    "Pebblemoor",
)


def _read(text: str, kind: str = "slack") -> list[tuple[str, float | None, str | None, str]]:
    claims = extract_source_claims(verified_source("S-1", text, kind=kind), SCHOOL)
    return [
        (
            c.topic,
            c.value.amount if c.value else None,
            c.value.unit if c.value else None,
            c.status_wording,
        )
        for c in claims
    ]


def test_a_proposed_change_said_per_the_units_own_period() -> None:
    read = _read("Proposal for spring: cut resits from 3 to 2 a semester, to free up slots.")
    assert read == [("resits", 2, "theory resits per semester", "proposed")]


def test_a_plain_allowance_per_the_units_period() -> None:
    read = _read("Learners can book theory resits: 3 per semester.", kind="policy")
    assert ("resits", 3, "theory resits per semester", "unstated") in read


def test_the_unit_only_for_its_own_period() -> None:
    unit = "theory resits per semester"
    assert own_period_unit("2 a semester", unit) == unit
    assert own_period_unit("2 semesters", unit) is None
    assert own_period_unit("2 a visit", unit) is None


def _draft_units(text: str) -> list[tuple[float | None, str | None]]:
    from guard.extract.local import extract_draft_claims

    return [
        (c.value.amount, c.value.unit)
        for c in extract_draft_claims(text, SCHOOL)
        if c.value is not None and c.topic == "resits"
    ]


def test_a_count_said_with_its_noun_per_another_period_is_no_value_in_the_unit() -> None:
    # "2 theory resits a week" on a topic counted per semester: no value in its unit (D8).
    assert _draft_units("You can book 2 theory resits a week.") == [(2, "count")]
    assert _draft_units("You can book 2 theory resits a semester.") == [
        (2, "theory resits per semester")
    ]
    assert _draft_units("You can book 2 theory resits.") == [(2, "theory resits per semester")]


def test_the_period_after_a_counted_noun() -> None:
    unit = "guest passes a year"
    assert other_period(" a month", unit)
    assert not other_period(" a year", unit)
    assert not other_period(" per table", unit)  # no period: a thing the unit never names
    assert not other_period(" a month", "guest passes")  # the unit names no period
    assert other_period(" each week", "resits per semester")
