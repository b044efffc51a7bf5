"""A bare count in a leading condition names the case a rule applies to, not a limit (issue
17, kennels): `guard.extract.local.conditioncase`.

"When two children from one family join a class, the second child gets 20% off": the
discount is the rule; "two children" is the case it is applied to, not a limit of two per
class. A bound ("When more than two children join, …") or a count stated in the main clause
("Two children can join a class") stays a count. An invented swimming school's words: none
comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_SWIM = named_catalogue(
    "Swim school",
    {
        "children_per_class": {
            "kind": "count",
            "unit": "children per class",
            "about": ["join a class", "per class"],
        },
        "sibling_discount": {"kind": "percent", "about": ["second child"]},
    },
)


def test_a_bare_count_in_a_leading_condition_is_no_limit() -> None:
    text = "When two children from one family join a class, the second child gets 20% off."
    assert [t for t, _ in draft_values(text, _SWIM)] == ["sibling_discount"]


def test_a_bounded_count_or_one_in_the_main_clause_stays() -> None:
    text = "When more than two children join a class, the third pays full price."
    assert draft_values(text, _SWIM) == [("children_per_class", 2.0)]
    assert draft_values("Two children can join a class.", _SWIM) == [("children_per_class", 2.0)]


def test_a_count_with_a_plus_sign_is_bounded() -> None:
    # "3+" is "3 or more": a bound, so the condition sets a line, not a case (session 20).
    text = "When 3+ children from one family join a class, the third one pays full price."
    assert draft_values(text, _SWIM) == [("children_per_class", 3.0)]
