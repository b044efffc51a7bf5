"""A number in a report of what happened on one day is no claim (issue 17, salon):
`guard.extract.local.pastevent`.

"Had two guests today turn up 20 minutes late" in a team channel tells an event: how many came
and how late, not a group limit or a grace period anyone proposes. A sentence that states a
rule ("Groups of up to 4 riders"), promises ("should reach you within 2 days") or announces a
change from a day ("From today the wait is 30 minutes") keeps its value. An invented bike-tour
company's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue, source_values

_TOURS = named_catalogue(
    "Bike tours",
    {
        "group_size": {"kind": "count", "unit": "riders per tour", "about": ["riders", "per tour"]},
        "pickup_wait": {"kind": "duration", "about": ["minutes late", "wait for you"]},
    },
)


def test_a_count_and_a_lateness_in_a_report_of_a_day_are_no_claims() -> None:
    body = "Had three riders yesterday show up 25 minutes late and the guide was furious."
    assert source_values(body, _TOURS, kind="slack") == []
    body = "This morning we waited 40 minutes for two riders at the station."
    assert source_values(body, _TOURS, kind="slack") == []


def test_a_rule_a_promise_or_a_change_from_a_day_keeps_its_value() -> None:
    assert source_values("Tours take up to 8 riders.", _TOURS) == [("group_size", 8.0)]
    body = "From today the guide will wait for you 15 minutes at the start."
    assert source_values(body, _TOURS) == [("pickup_wait", 15.0)]
    text = "We booked your tour today, and it takes up to 8 riders."
    assert draft_values(text, _TOURS) == [("group_size", 8.0)]
    text = "Your bike was sent today and the guide can wait for you 10 minutes."
    assert draft_values(text, _TOURS) == [("pickup_wait", 10.0)]


def test_a_value_beside_a_past_day_that_still_states_what_holds_stays() -> None:
    # a perfect and a day's possessive: the 20 minutes is the rule the reply applies
    text = "As you've told us within 20 minutes of yesterday's tour, the guide will wait for you."
    assert draft_values(text, _TOURS) == [("pickup_wait", 20.0)]
    # a clause of reason leading into a present main clause
    text = "As the tour was confirmed this morning there's room for up to 8 riders."
    assert draft_values(text, _TOURS) == [("group_size", 8.0)]


def test_a_bound_counted_back_from_today_is_a_rule() -> None:
    # a limit counted back from a day, however past its verb: still a value (here on no topic)
    body = "Check that the bike was serviced at least 30 days before today."
    assert source_values(body, _TOURS) == [("other", 30.0)]
