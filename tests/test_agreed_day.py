""" "A day" agreed or arranged is a date, not a duration (issue 17, mattress):
`guard.extract.local.durations._CHOSEN_RE`.

"We'll call to agree a day with you" (British English, no "on") and "we'll arrange a day"
choose a date as "pick a day" does: no span of time, so no claim on a duration topic. A
number stays a duration ("arrange 3 days of cover"). An invented window cleaner's words:
none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_CLEANER = named_catalogue(
    "Window cleaner",
    {"visit_time": {"kind": "duration", "about": ["visit*", "come round"]}},
)


def test_a_day_agreed_or_arranged_is_a_date() -> None:
    assert draft_values("Our team will phone to agree a day with you.", _CLEANER) == []
    assert draft_values("We'll arrange a day for the visit that suits you.", _CLEANER) == []


def test_a_day_as_a_span_stays() -> None:
    assert draft_values("A visit takes a day at most.", _CLEANER) == [("visit_time", 1.0)]
