"""The age at which someone may do a thing, "at" and a bare number before a person and
"can" (`guard/extract/local/atage.py`): an age said of someone. An invented climbing wall's
words: none comes from tests/kb."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.atage import ages_permitted
from tests.support.reading import named_catalogue

_WALL = named_catalogue(
    "Climbing wall",
    {
        "min_age": {"kind": "duration", "label": "minimum age", "about": ["minimum age"]},
        "session_length": {"kind": "duration", "about": ["session*"]},
    },
)


@pytest.mark.parametrize(
    "draft",
    [
        "At 15 he can climb on his own if you sign the form.",
        "At 17, you can book the lead-climbing course.",
        "at 8 your son is allowed to use the bouldering room.",
    ],
)
def test_an_age_a_person_may_do_a_thing_at_is_a_claim_of_the_age(draft: str) -> None:
    (claim,) = extract_draft_claims(draft, _WALL)
    assert claim.topic == "min_age"
    assert claim.value is not None and claim.value.unit == "years"


@pytest.mark.parametrize(
    "sentence",
    [
        "At 9 you can collect your shoes from the desk.",  # a time of day
        "At 10am she can show you round.",
        "At 16:30 you can climb again.",
        "At 15 we close the top room.",  # no person given leave
    ],
)
def test_a_time_of_day_or_no_permission_is_no_age(sentence: str) -> None:
    assert ages_permitted(sentence) == set()
