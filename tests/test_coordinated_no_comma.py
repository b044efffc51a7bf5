"""A main clause joined by "and" with no comma after a value whose own clause has its subject
and verb is its own clause (issue 17, florist): `guard.extract.local.coordinated`.

"Your cart is at £18.50 and the joining fee is £10": the £18.50 is said of the cart; the
joining fee is the next clause's subject, named after the value, and no cue of it. With a
comma the module already read so; with none, the value's own subject and verb ("Your cart
is") show that the clause is complete before "and". A value with no subject of its own before
it ("Joining fees are £10 and …" read forward) is unchanged, and so is a clause after "and"
led by a pronoun ("You can tell us within 7 days and we will freeze your pass": one statement,
what telling us within 7 days is for). An invented gym's words: none
comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_GYM = named_catalogue(
    "Gym",
    {
        "joining_fee": {"kind": "money", "currency": "GBP", "about": ["joining fee"]},
        "freeze_notice": {"kind": "duration", "about": ["freeze*"]},
    },
)


def test_a_later_main_clause_with_no_comma_names_nothing_for_the_value() -> None:
    text = "Your cart is at £18.50 and the joining fee is £10."
    assert draft_values(text, _GYM) == [("other", 18.5), ("joining_fee", 10.0)]


def test_a_value_in_the_clause_that_names_the_topic_keeps_it() -> None:
    assert draft_values("The joining fee is £10 and you can pay it today.", _GYM) == [
        ("joining_fee", 10.0)
    ]


def test_a_pronoun_after_and_with_no_comma_goes_on_with_the_same_statement() -> None:
    text = "You can tell us within 7 days and we will freeze your pass."
    assert draft_values(text, _GYM) == [("freeze_notice", 7.0)]
    text = "It's only £10 and it's the joining fee for new members."
    assert draft_values(text, _GYM) == [("joining_fee", 10.0)]
