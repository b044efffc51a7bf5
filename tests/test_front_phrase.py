"""A prepositional phrase in front of a draft sentence's pronoun subject ("As a student you'd
pay 15 per cent less") names no subject of its own: the value is unattributed, the ticket's
to place, not outside coverage (`guard.extract.local.frontphrase`).

The catalogue is test_local_wording's made-up bike-hire shop: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.kb.catalogue import OTHER, UNATTRIBUTED
from tests.support.wording import topic_of


@pytest.mark.parametrize(
    "draft",
    [
        "As a club member you'd pay 15 per cent less for each ride.",
        "For a monthly plan, we take 15% less on each ride.",
        "On the annual plan there's 15% less to pay per ride.",
    ],
)
def test_a_front_phrase_before_a_pronoun_names_nothing(draft: str) -> None:
    assert topic_of(draft) == UNATTRIBUTED, draft


@pytest.mark.parametrize(
    "draft",
    [
        # the noun after the phrase is the subject, and the catalogue does not know it
        "As a club member the locker deposit drops by 15%.",
        "Lockers for a club member cost 15% less.",
    ],
)
def test_a_subject_of_its_own_stays_outside_coverage(draft: str) -> None:
    assert topic_of(draft) == OTHER, draft
