"""A word for no time whose subject shares a word with a duration topic's phrases ("withdrawal
is instant" beside "notice to withdraw") is a zero on that topic (`guard.extract.local.zerosubject`),
a loose phrase places one too ("withdraw without notice"), and another topic's number in the
sentence leaves it standing (`zerotime.stated_duration_topics`). A made-up pottery studio: no
knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def studio() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Kilnhouse pottery studio",
            "topics": {
                "withdraw_notice": {
                    "label": "notice to leave a course",
                    "kind": "duration",
                    "about": ["notice to withdraw", "withdrawal notice"],
                },
                "firing_time": {
                    "label": "how long a firing takes",
                    "kind": "duration",
                    "about": ["firing", "fired pieces"],
                },
                "clay_price": {
                    "label": "price of a bag of clay",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["bag of clay"],
                },
            },
        },
        "test",
        "Pottery",
    )


SOURCE = verified_source(
    "KP-1",
    "We need 10 days' notice to withdraw from a course. Firing takes 3 working days.\n",
    title="Courses",
)


def _zeros(draft: str, cat: Catalogue | None = None) -> list[str]:
    return [
        c.topic
        for c in extract_draft_claims(draft, cat or studio())
        if c.value is not None and c.value.kind == "duration" and c.value.amount == 0
    ]


def _decide(draft: str) -> tuple[str, str]:
    ticket = Ticket(id="T", message="How much notice to withdraw from my course?")
    v = local_verdict(draft, [SOURCE], studio(), ticket, now=NOW)
    return v.decision, v.reason_code


def test_a_subject_sharing_a_topics_word_takes_its_zero() -> None:
    assert _zeros("Good news: withdrawal is instant.") == ["withdraw_notice"]


def test_a_verb_of_happening_is_a_predicate_too() -> None:
    assert _zeros("Withdrawing takes effect immediately.") == ["withdraw_notice"]


def test_a_loose_phrase_places_a_notice_word() -> None:
    assert _zeros("You can withdraw without notice at any point.") == ["withdraw_notice"]


def test_a_fronted_no_notice_takes_the_notice_topic_the_sentence_shares_words_with() -> None:
    assert _zeros("No notice needed, you can withdraw whenever you like.") == ["withdraw_notice"]


def test_a_no_notice_beside_no_notice_topics_word_is_no_zero() -> None:
    assert _zeros("No notice needed, firing slots open every Monday.") == []


def test_an_instruction_timed_by_the_word_has_no_subject() -> None:
    assert _zeros("Withdraw straight away in the app if you like.") == []


def test_a_subject_whose_head_is_another_noun_is_no_zero() -> None:
    """The confirmation is what is instant, not the withdrawal."""
    assert _zeros("Your withdrawal confirmation is instant.") == []


def test_a_gerund_subject_takes_its_zero() -> None:
    assert _zeros("Withdrawing from a course is instant.") == ["withdraw_notice"]


def test_a_subject_sharing_no_topics_word_is_no_zero() -> None:
    assert _zeros("Our glaze shelf is instant fun.") == []


def test_a_subject_shared_by_two_topics_is_unattributed() -> None:
    cat = catalogue_from_dict(
        {
            "name": "Kilnhouse",
            "topics": {
                "withdraw_notice": {"kind": "duration", "about": ["withdrawal notice"]},
                "withdraw_refund": {"kind": "duration", "about": ["withdrawal refund"]},
            },
        },
        "test",
        "Pottery",
    )
    assert _zeros("Withdrawal is instant.", cat) == [UNATTRIBUTED]


def test_another_topics_number_leaves_the_zero_standing() -> None:
    claims = extract_draft_claims(
        "Withdrawal is instant and firing takes 3 working days.", studio()
    )
    assert sorted((c.topic, c.value.amount if c.value else None) for c in claims) == [
        ("firing_time", 3.0),
        ("withdraw_notice", 0.0),
    ]


def test_the_topics_own_number_wins() -> None:
    assert _zeros("Withdrawal is instant once your 10 days' notice to withdraw is up.") == []


def test_a_wrong_instant_withdrawal_is_held() -> None:
    assert _decide("Hi Jo, withdrawal is instant, and firing takes 3 working days.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_a_wrong_no_notice_said_loosely_is_held() -> None:
    assert _decide("Hi Jo, you can withdraw without notice.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_the_right_notice_is_allowed() -> None:
    assert _decide("Hi Jo, withdrawal needs 10 days' notice.") == ("ALLOW", "SUPPORTED")
