"""A number in a count topic's own phrase, said with a noun the topic does not count, names
the topic (issue 17, kennels): `guard.extract.local.bandname.in_a_counted_name`.

A guest house's "guests sharing a room" topic named by "one booking" ("guests from one
booking can share a room") counts guests, not bookings: "one booking" means the same
booking. Read as a count, it made a page state 1 beside its real limit (D7). A phrase whose
number goes with the counted noun ("2 guests" on "guests per room") stays a value. An
invented guest house's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_values

_GUEST_HOUSE = named_catalogue(
    "Guest house",
    {
        "guests_per_room": {
            "kind": "count",
            "unit": "guests per room",
            "about": ["share a room", "one booking", "per room"],
        },
    },
)


def test_a_number_in_the_topics_own_phrase_is_no_count() -> None:
    text = "Guests from one booking can share a room, and each room sleeps up to 3 guests."
    assert source_values(text, _GUEST_HOUSE) == [("guests_per_room", 3.0)]


def test_the_counted_noun_in_a_phrase_stays_a_value() -> None:
    cat = named_catalogue(
        "Guest house",
        {"guests_per_room": {"kind": "count", "unit": "guests per room", "about": ["2 guests"]}},
    )
    assert source_values("Rooms take 2 guests.", cat) == [("guests_per_room", 2.0)]
