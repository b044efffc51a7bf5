"""Issue 12 item 8: the agent's own holding replies are not timing promises, while vague
promises of timing still never pass silently. End to end on the seed, local extractor."""

from __future__ import annotations

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.replies import (
    HOLDING_PLAIN,
    UnsafeTemplate,
    check_escalate_template,
    escalate_reply,
    hold_reply,
    holding_reply_problem,
)
from guard.extract.local import LocalExtractor
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import value
from tests.support.opentopics import CAT
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


# --- replies -----------------------------------------------------------------------------


def test_a_holding_template_is_checked_against_the_workspace_catalogue():
    text = "Thanks. There are no weekend payouts, I will update you."
    assert check_escalate_template(text) == text
    with pytest.raises(UnsafeTemplate) as e:
        check_escalate_template(text, CAT)
    assert str(e.value) == f"holding reply is unsafe (it reads like a policy promise): {text!r}"


# --- replies: which topic a reply speaks of, and what makes a holding reply unsafe ------


def test_a_hold_reply_without_a_topic_speaks_of_the_first_topic():
    assert hold_reply(value(1)) == (
        "For transfers on this payment type, the current policy gives a reversal window of "
        "1 business day."
    )


def test_a_catalogue_without_topics_gets_the_plain_templates():
    empty = catalogue_from_dict({"name": "E", "topics": {}}, "test", "E")
    assert (
        hold_reply(value(1), None, empty)
        == "Under our current policy, the policy is 1 business day."
    )
    assert escalate_reply(None, empty) == HOLDING_PLAIN


def test_a_topic_label_that_reads_like_a_catalogue_promise_gets_the_plain_holding_reply():
    # "whether payouts run at weekends" holds the choice phrase "payouts run at weekends".
    assert escalate_reply("weekend_payouts", CAT) == HOLDING_PLAIN
    assert escalate_reply("payout_delay", CAT) == (
        "Thanks for your patience. I'm confirming the exact payout delay for your case and "
        "will update you here as soon as I have it."
    )


def test_a_holding_reply_problem_says_what_is_wrong():
    assert holding_reply_problem("back in 2 days") == "it names a number or a time unit"
    assert holding_reply_problem("no weekend payouts", CAT) == "it reads like a policy promise"
    assert holding_reply_problem(HOLDING_PLAIN, CAT) is None
