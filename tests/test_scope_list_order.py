"""A coordinated list of scope values is read the same whatever its order (`scopelist`):
"£4 for adults and children" and "£4 for children and adults" both scope the claim to the
values the list names, an item the catalogue names no value for adds none, and a list
whose first item names no value is read on past the "and" its value's clause was cut at.

A made-up ice rink's catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

RINK = catalogue_from_dict(
    {
        "name": "Frostbite ice rink",
        "topics": {
            "skate_hire": {"kind": "money", "currency": "GBP", "about": ["skate hire"]},
        },
        "scopes": {
            "skater": {
                "any": ["every skater", "all skaters"],
                "values": {
                    "senior": ["senior*", "pensioner*"],
                    "child": ["child*", "kid*"],
                    "member": ["member*", "season ticket holder*"],
                },
            },
        },
    },
    "test",
    "Frostbite",
)
NAMED = {"seniors": "senior", "children": "child", "members": "member"}
UNNAMED = ("adults", "students", "staff", "visitors")
EVERY = set(NAMED.values())


def skaters(body: str) -> set[str]:
    claims = extract_source_claims(source(body), RINK)
    hire = [c for c in claims if c.topic == "skate_hire" and c.value and c.value.amount == 4]
    assert hire, body
    return {c.scope["skater"] for c in hire}


def listed(items: list[str], last_word: str) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last_word} {items[-1]}"


def expected(items: list[str]) -> set[str]:
    values = {NAMED[i] for i in items if i in NAMED}
    return {"any"} if not values or values >= EVERY else values


SENTENCES = (
    "Skate hire is £4 per session for {}.",
    "Skate hire is £4 for {}, and £2 for toddlers.",
    "Skate hire costs £4 for {}",
    "Skate hire for {} is £4.",
)


@given(
    items=st.lists(st.sampled_from([*NAMED, *UNNAMED]), min_size=2, max_size=4, unique=True),
    data=st.data(),
    last_word=st.sampled_from(["and", "or"]),
    sentence=st.sampled_from(SENTENCES),
)
def test_a_list_of_scope_values_reads_the_same_in_any_order(
    items: list[str], data: st.DataObject, last_word: str, sentence: str
) -> None:
    shuffled = data.draw(st.permutations(items))
    first = skaters(sentence.format(listed(items, last_word)))
    again = skaters(sentence.format(listed(list(shuffled), last_word)))
    assert first == again == expected(items), (items, shuffled)


@pytest.mark.parametrize(
    ("body", "scope"),
    [
        # The value's clause is cut at "and": the list's first item names no value.
        ("Skate hire is £4 for adults and children.", {"child"}),
        ("Skate hire is £4 for students, seniors and children.", {"senior", "child"}),
        # An item between two named ones keeps them one list.
        ("Skate hire is £4 for seniors, students and children.", {"senior", "child"}),
        # A shared head noun after the last item.
        ("Skate hire is £4 for adult and child tickets.", {"child"}),
    ],
)
def test_the_named_items_of_a_list_scope_the_claim(body: str, scope: set[str]) -> None:
    assert skaters(body) == scope, body


@pytest.mark.parametrize(
    "body",
    [
        # "and" opens a clause of its own: children are not the £4's.
        "Skate hire is £4 for adults and children go free.",
        "Skate hire is £4 for adults and children skate for half price.",
        # A scope inside another phrase after "and" is no item of the list.
        "Skate hire is £4 for adults and free for children.",
        # A comma list that never reaches "and" or "or" is no list.
        "Skate hire is £4 for adults, children free.",
    ],
)
def test_a_clause_after_the_list_word_is_no_list_item(body: str) -> None:
    assert skaters(body) == {"any"}, body
