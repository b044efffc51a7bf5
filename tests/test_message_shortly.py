""" "shortly" said of a message the customer receives ("you'll get a confirmation email
shortly") is the team's follow-up, not a policy timing (`guard/engine/patterns.py`,
`_FOLLOW_UP`); a "shortly" said of anything else is still a pattern. Made-up wording."""

from __future__ import annotations

import pytest

from guard.engine.patterns import find_policy_patterns


@pytest.mark.parametrize(
    "text",
    [
        "Your locker is booked and you'll get a confirmation email shortly.",
        "You will receive a text shortly with your door code.",
        "You'll receive your receipt shortly.",
    ],
)
def test_a_message_arriving_shortly_is_no_pattern(text: str) -> None:
    assert not find_policy_patterns(text)


@pytest.mark.parametrize(
    "text",
    ["Your deposit will be back on your card shortly.", "You'll get the keys shortly."],
)
def test_other_shortly_is_still_a_pattern(text: str) -> None:
    assert find_policy_patterns(text)
