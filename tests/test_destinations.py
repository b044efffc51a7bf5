"""Where a value lands names no subject (`destination`): "back on your card within 5 days"
is as unattributed as "back within 5 days", the ticket's to place. Bike-hire catalogue of
test_local_wording."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import OTHER, UNATTRIBUTED
from tests.support.wording import topic_of


@pytest.mark.parametrize(
    "text",
    [
        "It'll be back within 5 days.",
        "It'll be back on your card within 5 days.",
        "It should show up in your bank account within 5 days.",
        "It goes back into your wallet within 5 days.",
    ],
)
def test_a_place_the_value_lands_leaves_it_unattributed(text: str) -> None:
    assert topic_of(text) == UNATTRIBUTED


@pytest.mark.parametrize(
    "text",
    [
        "The saddle bag comes back within 5 days.",
        "It'll be back on the shelf within 5 days.",  # not the customer's own: a subject
    ],
)
def test_a_subject_of_its_own_is_still_uncovered(text: str) -> None:
    assert topic_of(text) == OTHER
