"""Issue 12 item 8: the agent's own holding replies are not timing promises, while vague
promises of timing still never pass silently. End to end on the seed, local extractor."""

from __future__ import annotations

import pytest

from guard.check import CheckRequest, CheckService
from guard.extract.local import LocalExtractor
from tests.support.seedcase import ESCALATE_TEMPLATE, NOW


def check(draft: str, ticket: str = "TCK-9002"):  # type: ignore[no-untyped-def]
    return CheckService(LocalExtractor()).check(
        CheckRequest(ticket_id=ticket, draft=draft, now=NOW)
    )


@pytest.mark.parametrize(
    "draft",
    [
        ESCALATE_TEMPLATE,
        "I'll update you shortly.",
        "Thanks for waiting, I'll get back to you here shortly with an answer.",
        "I'm looking into this and will let you know as soon as I have it.",
        "We're checking and will confirm the timeline.",
    ],
)
def test_holding_replies_are_no_policy_claim(draft: str) -> None:
    r = check(draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "NO_POLICY_CLAIM"), r.headline


@pytest.mark.parametrize(
    "draft",
    [
        "You'll have it back by tomorrow.",
        "It will be back in your wallet within 48 hours.",
        "The money comes back in a few days.",
        "Your refund will arrive shortly.",
    ],
)
def test_vague_timing_promises_never_pass_silently(draft: str) -> None:
    r = check(draft)
    assert r.decision != "ALLOW", (r.reason_code, r.headline)
