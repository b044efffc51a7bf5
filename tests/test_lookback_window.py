"""A look-back window said in a rule is the rule's value; told of what happened, history
(`guard.extract.local.lookback`).

"In the last 6 months" after "any injury you've had physio for" or under "you must" is the
stretch a rule counts back over: a value the policy states. The same words in a narrative
("I had physio in the last 6 months", "we changed the form in the last 2 years") stay a past
reference, and so does another party's ("some clubs ask about the last 12 months").

The catalogue is a made-up climbing wall, so no row leans on a test knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict

WALL: Catalogue = catalogue_from_dict(
    {
        "name": "Granite Loft climbing wall",
        "topics": {
            "injury_lookback": {"kind": "duration", "about": ["injur*", "physio"]},
            "belay_course": {"kind": "money", "currency": "GBP", "about": ["belay course"]},
        },
    },
    "test",
    "Granite Loft",
)


def drafted(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, WALL)]


@pytest.mark.parametrize(
    "text,expected",
    [
        # a relative clause on a universally quantified head: every instance the rule covers
        (
            "Tell us about any injury you've had physio for, or been to A&E for, in the last 6 months.",
            [("injury_lookback", "6 months")],
        ),
        (
            "Anything you've had physio for in the last six months counts as an injury.",
            [("injury_lookback", "six months")],
        ),
        (
            "Ask about every injury the climber (and their partner) has had physio for in the last 6 months.",
            [("injury_lookback", "6 months")],
        ),
        # an obligation: what it requires is said of whichever case meets the window
        (
            "You'll need to list your injury if you've had physio for it in the last 6 months.",
            [("injury_lookback", "6 months")],
        ),
        ("Injury notes must be dated within the past 3 months.", [("injury_lookback", "3 months")]),
        # history: one event told, the writer's own narrative, another party's window
        ("I had physio for my shoulder injury in the last 6 months.", []),
        ("We changed the injury form in the last 2 years, so you must fill it in again.", []),
        ("Some walls ask about injuries in the last 12 months.", []),
        ("My injury flared up twice in the past year.", []),
    ],
)
def test_a_window_in_a_rule_is_read_and_a_window_in_a_story_is_not(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert drafted(text) == expected
