"""A topic phrase said with a scope value's phrase after its noun still names the topic (issue
17, florist): `guard.extract.local.scopepostmod`.

"Grooming for large dogs is £45" says "grooming is £45", for large dogs: the phrase after the
noun narrows which grooming is meant (the value's scope), it does not unname it. A phrase
after the noun that names no scope value ("grooming for the first visit is £45") is no such
narrowing and matches nothing new. An invented dog groomer's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue, source_claims

_GROOMER = named_catalogue(
    "Dog groomer",
    {"groom_price": {"kind": "money", "currency": "GBP", "about": ["grooming is", "full groom"]}},
    scopes={
        "size": {
            "label": "dog size",
            "any": ["all dogs"],
            "values": {"large": ["large dog*", "big dog*"], "small": ["small dog*"]},
        }
    },
)


def test_a_scope_phrase_after_the_topic_noun_keeps_the_topic_and_gives_the_scope() -> None:
    assert draft_values("Grooming for large dogs is £45.", _GROOMER) == [("groom_price", 45.0)]
    (claim,) = source_claims("Grooming for a small dog is £30.", _GROOMER)
    assert (claim.topic, claim.scope.get("size")) == ("groom_price", "small")


def test_a_phrase_after_the_noun_that_names_no_scope_value_matches_nothing_new() -> None:
    assert draft_values("Grooming for the first visit is £45.", _GROOMER) == [("other", 45.0)]
