"""A duration counted back from an event with "before" does not measure that event (issue 17,
mattress): `guard.extract.local.anchors`.

"You can book a wash up to 48 hours before your stay" says how far ahead the booking is
made, not how long a stay lasts; "contact us at least 3 working days before your arrival"
the same. Read on the event's topic, such a deadline made a false conflict with the event's
own length. A topic the clause names before the anchor ("Cancel your stay up to 2 days
before it starts") is still what the value measures. An invented guest house's words: none
comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_topics

_GUEST_HOUSE = named_catalogue(
    "Guest house",
    {
        "stay_length": {"kind": "duration", "about": ["stay", "arrival"]},
        "laundry_fee": {"kind": "money", "currency": "EUR", "about": ["laundry", "wash"]},
    },
)


def test_a_deadline_before_an_event_is_not_the_events_length() -> None:
    text = "You can book a wash up to 48 hours before your stay by replying to our email."
    assert source_topics(text, _GUEST_HOUSE) == ["other"]
    text = "Ask at reception, or contact us at least 3 working days before your arrival."
    assert source_topics(text, _GUEST_HOUSE) == ["other"]


def test_a_topic_named_before_the_anchor_stays() -> None:
    text = "Each stay can be shortened up to 2 days before it starts."
    assert source_topics(text, _GUEST_HOUSE) == ["stay_length"]
    assert source_topics("A stay lasts up to 14 days.", _GUEST_HOUSE) == ["stay_length"]


_CLUB = named_catalogue(
    "Swim club",
    {
        "fee_notice": {
            "kind": "duration",
            "label": "notice before a fee change",
            "about": ["fee change*", "notice"],
        },
        "cancel_notice": {"kind": "duration", "about": ["cancel*"]},
        "session_length": {"kind": "duration", "about": ["session"]},
    },
)


def test_a_topic_whose_label_counts_from_the_event_keeps_the_value() -> None:
    text = "We will tell you at least 21 days before a fee change takes effect."
    assert source_topics(text, _CLUB) == ["fee_notice"]


def test_the_anchor_ends_where_a_new_clause_starts() -> None:
    text = "Let us know a week before the session you can cancel and keep your place."
    assert source_topics(text, _CLUB) == ["cancel_notice"]
