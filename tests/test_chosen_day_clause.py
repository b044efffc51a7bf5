"""An "a day" a relative clause marks as chosen is a date, not a length (issue 17, garage).

"Reply with a day that suits", "send us a week which works for you", "name a day you'd
prefer": a clause of fitting or liking after "a day" picks one day among many, as "pick a
day" does before it (`guard.extract.local.durations._CHOSEN_AFTER_RE`). A span of time is
never said to suit, so no duration is read; "it takes a day" and a number ("3 days that
suit") stay durations. An invented piano-tuning service's words: none comes from tests/kb.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue

_TUNING: Catalogue = named_catalogue(
    "Keys tuning",
    {"visit_wait": {"kind": "duration", "about": ["tuner visit*", "visit*"]}},
)


def _values(text: str) -> list[str]:
    return [c.value_text for c in extract_draft_claims(text, _TUNING) if c.value is not None]


@pytest.mark.parametrize(
    "draft",
    [
        "A tuner visit is within 3 days, so just send us a day that suits.",
        "A tuner visit is within 3 days; tell us a week which works for you.",
        "A tuner visit is within 3 days. Let me know a day you'd prefer.",
        "A tuner visit is within 3 days. Give us a day when you're free.",
    ],
)
def test_a_day_that_suits_is_no_duration(draft: str) -> None:
    assert _values(draft) == ["3 days"]


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        ("A tuner visit is usually a day away.", ["a day"]),
        ("A tuner visit can wait a week that is all.", ["a week"]),
    ],
)
def test_a_day_without_a_choice_stays_a_duration(draft: str, expected: list[str]) -> None:
    assert _values(draft) == expected
