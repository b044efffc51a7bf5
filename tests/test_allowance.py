"""A period granted for an act is the act's "within" window (`guard.extract.local.allowance`).

"You have 30 days to return it" says what "return within 30 days" says, so a topic named by
"return within" is named by it. An invented bookshop catalogue: no sentence comes from
tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict


def books() -> Catalogue:
    topics: dict[str, Any] = {
        "return_window": {"kind": "duration", "about": ["return window", "return within"]},
        "restocking_fee": {"kind": "money", "currency": "GBP", "about": ["return*"]},
        "dispatch_time": {"kind": "duration", "about": ["dispatch*", "ships within"]},
    }
    return catalogue_from_dict({"name": "Books", "topics": topics}, "test", "Books")


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, books()) if c.value.kind == "duration"]


def test_days_you_have_to_do_an_act_are_its_within_window() -> None:
    assert _topics("Don't worry, you have 30 days to return the book.") == ["return_window"]


def test_a_short_anchor_may_stand_between_the_period_and_the_act() -> None:
    text = "You've got 30 days from when the parcel arrived to return it for a refund."
    assert _topics(text) == ["return_window"]


def test_a_period_nobody_is_given_is_not_an_allowance() -> None:
    text = "It took 30 days to return the book to the publisher."
    assert _topics(text) != ["return_window"]


def test_an_act_no_topic_names_with_within_stays_unread() -> None:
    assert _topics("You have 30 days to write a review.") in ([], [OTHER], ["unattributed"])
