"""A threshold in its own bracket is the line a step starts at, whatever the words before the
bracket name (issue 17, mattress): `guard.extract.local.topics._indefinite_in_own_sub_clause`.

"Unused tickets are refunded less the booking fees (manager sign-off for anything above
£300)": the £300 says when a manager must sign, not what a booking fee is. Read on the fee
named before the bracket, it made a false conflict with the real fee. A bracket whose own
words name the topic ("(booking fees above £30 need sign-off)") is read as before. An
invented theatre's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_topics

_THEATRE = named_catalogue(
    "Theatre",
    {"booking_fee": {"kind": "money", "currency": "GBP", "about": ["booking fee*"]}},
)


def test_a_bracketed_threshold_names_no_topic() -> None:
    text = (
        "Unused tickets are refunded less the booking fees "
        "(manager sign-off for anything above £300)."
    )
    assert source_topics(text, _THEATRE) == ["other"]


def test_a_bracket_that_names_the_topic_keeps_it() -> None:
    assert source_topics("Each booking fee is £2 per ticket.", _THEATRE) == ["booking_fee"]
    text = "Refunds go through the box office (booking fees of £2 are kept)."
    assert source_topics(text, _THEATRE) == ["booking_fee"]
