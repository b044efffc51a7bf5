"""A noun in a clause of reason after a value says why, not what the value is of (issue 17,
florist): `guard.extract.local.unnamed._nearest_nouns`.

"For large dogs it's £45 because of the nail clipping" names no topic: the value is
unattributed (the engine reads it on the ticket's topic), not a price of "nail clipping", an
uncovered subject. A noun right after the value with no reason word ("we charge £45 for the
nail clipping") still says what it is for. An invented dog groomer's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_GROOMER = named_catalogue(
    "Dog groomer",
    {"groom_price": {"kind": "money", "currency": "GBP", "about": ["grooming is", "full groom"]}},
)


def test_a_noun_in_a_clause_of_reason_names_no_subject() -> None:
    text = "For large dogs it's £45 because of the nail clipping."
    assert draft_values(text, _GROOMER) == [("unattributed", 45.0)]
    text = "We charge £45 due to the nail clipping."
    assert draft_values(text, _GROOMER) == [("unattributed", 45.0)]


def test_a_noun_the_value_is_for_still_names_a_subject() -> None:
    text = "We charge £45 for the nail clipping."
    assert draft_values(text, _GROOMER) == [("other", 45.0)]
