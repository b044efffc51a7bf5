"""What a percentage comes off is its base, not what it measures (`unnamed._BASE_RE`): "we
take 10% off the room rate" names no subject of the percentage, as "10% of the room rate"
does not; the value is unattributed, the ticket's to place, never `other` because of its
base. Invented wording: a guest-house catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, catalogue_from_dict

CAT = catalogue_from_dict(
    {"topics": {"long_stay": {"kind": "percent", "about": ["long stay*", "week-long"]}}},
    "test",
    "Harbour Rooms",
)


def topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, CAT) if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Stay five nights or more and we'll take 10% off the room rate.",
        "Stay five nights or more and we'll knock 10% off your bill.",
        "Stay five nights or more and we'll charge 90% of the room rate.",
    ],
)
def test_a_percentage_taken_off_a_price_is_unattributed(text: str) -> None:
    assert topics(text) == [UNATTRIBUTED]


def test_a_noun_the_percentage_is_said_of_is_still_its_subject() -> None:
    assert topics("Stay five nights or more and the 10% breakfast fee is waived.") == [OTHER]
