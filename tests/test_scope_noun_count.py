"""A number before a scope value's noun counts that kind of the topic's counted thing (issue
17, kennels): `guard.extract.local.unithead._scope_noun_counts`.

A hostel's "guests per room or dorm" topic, with a guest scope of adults and children: "our
family rooms take up to four children" counts guests (of the children kind) per room, as
"four guests" would; the clause says what the count is per ("family rooms", one of the
unit's "per" alternatives) or names the topic. A scope noun in a clause that says neither
("four children came by") counts nothing. An invented hostel's words: none comes from
tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_HOSTEL = named_catalogue(
    "Hostel",
    {
        "guests_per_room": {
            "kind": "count",
            "unit": "guests per room or dorm",
            "about": ["share a room", "sharing a room"],
        },
    },
    scopes={"guest": {"values": {"adult": ["adult*"], "child": ["child", "children", "kid*"]}}},
)


def test_a_count_of_a_scope_noun_said_per_the_units_noun_is_the_topics() -> None:
    text = "Our family rooms take up to four children."
    assert draft_values(text, _HOSTEL) == [("guests_per_room", 4.0)]
    text = "Yes, up to 3 adults can share a room."
    assert draft_values(text, _HOSTEL) == [("guests_per_room", 3.0)]


def test_a_scope_noun_in_a_clause_that_says_neither_counts_nothing() -> None:
    assert draft_values("Four children came by the desk this morning.", _HOSTEL) == []
