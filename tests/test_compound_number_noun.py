"""A number hyphened to a noun before another noun names a kind of thing, no value (issue 17,
mattress): `guard.engine.compoundnoun`.

"Our two-person team can fit it for you" states no amount of anything a policy sets: "two"
says what kind of team it is. Left unread, it capped a correct reply at CAUTION
EXTRACTION_GAP (D0b). A count the catalogue knows ("a 3-bag allowance" where a topic counts
bags) and a number with a unit ("a 30-day trial", "a 2-hour slot") stay numbers to read. An
invented kitchen fitter's words: none comes from tests/kb.
"""

from __future__ import annotations

from guard.engine.compoundnoun import compound_numbers
from tests.support.reading import named_catalogue

_FITTER = named_catalogue(
    "Kitchen fitter",
    {
        "bag_allowance": {"kind": "count", "unit": "bags per visit", "about": ["allowance"]},
        "fitting_time": {"kind": "duration", "about": ["fitting"]},
    },
)


def _compounds(text: str) -> list[str]:
    return [m.text for m in compound_numbers(text, _FITTER)]


def test_a_number_naming_a_kind_of_thing_is_set_aside() -> None:
    assert _compounds("Our two-person team can fit it in your three-bedroom house.") == [
        "two-person",
        "three-bedroom",
    ]
    assert _compounds("A 4-burner hob is included.") == ["4-burner"]


def test_a_number_with_a_unit_or_a_noun_the_catalogue_counts_stays() -> None:
    assert _compounds("Fitting takes a 2-hour slot, with a 30-day guarantee.") == []
    assert _compounds("You get a 3-bag allowance on each visit.") == []
    assert _compounds("We need two-thirds paid up front.") == []
    assert _compounds("It takes twenty-four hours.") == []
    assert _compounds("It's a two-person job.") == ["two-person"]
    assert _compounds("That's a job for two-person.") == []
