"""A "shortly" said of a message the customer is told to expect ("You'll get a confirmation
email shortly") times that message, as the agent's own "I'll update you shortly" does: no
policy timing (`guard/engine/patterns.py`, `_FOLLOW_UP`). A "shortly" said of anything else
still is one. Invented wording of a made-up bookshop."""

from __future__ import annotations

import pytest

from guard.engine.patterns import find_policy_patterns


@pytest.mark.parametrize(
    "text",
    [
        "I've cancelled the preorder. You'll get a confirmation email shortly.",
        "You'll receive an e-mail from us shortly.",
        "You'll get a text shortly with the collection code.",
        "A notification will follow shortly.",
        "Your locker is booked and you'll get a confirmation email shortly.",
        "You will receive a text shortly with your door code.",
        "You'll receive your receipt shortly.",
    ],
)
def test_shortly_of_a_message_to_the_customer_is_no_policy_timing(text: str) -> None:
    assert find_policy_patterns(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Your replacement book will arrive shortly.",
        "The preorder email says the book ships shortly.",  # the noun is far from it
        "Your voucher is refunded shortly after the confirmation email.",
        "Your deposit will be back on your card shortly.",
        "You'll get the keys shortly.",
    ],
)
def test_shortly_of_anything_else_is_still_a_timing(text: str) -> None:
    assert [m.text for m in find_policy_patterns(text)] == ["shortly"]
