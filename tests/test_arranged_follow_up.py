"""A follow-up the agent arranged with a colleague ("I've asked him to reply to you today")
is the agent's holding promise, no policy timing (`guard/engine/patterns.py`,
`_I_ARRANGED`), as "I'll come back to you today" is. A team's reply time said as policy
("our billing team replies to every query today") is still a pattern. Invented wording (a
print shop)."""

from __future__ import annotations

import pytest

from guard.engine.patterns import has_policy_pattern


@pytest.mark.parametrize(
    "text",
    [
        "I've passed your note to Sam, our print manager, and asked him to reply to you today.",
        "I'll ask the studio team to update you tomorrow.",
        "I have asked Priya to get back to you today.",
    ],
)
def test_a_follow_up_the_agent_arranged_is_no_pattern(text: str) -> None:
    assert not has_policy_pattern(text)


@pytest.mark.parametrize(
    "text",
    [
        "Our studio team replies to every query today.",
        "Proofs are always ready today.",
        "I've asked Sam to reprint it, and we refund you today.",
    ],
)
def test_a_timing_no_one_arranged_is_still_a_pattern(text: str) -> None:
    assert has_policy_pattern(text)
