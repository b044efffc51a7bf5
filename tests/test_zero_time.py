"""A draft's word for no time on a duration topic is a zero (`guard.extract.local.zerotime`),
and a number of calendar days fewer than the governing business days is a different value, not
a unit to check by hand (`guard.engine.businessdays`). A made-up music school: no knowledge
base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.values import apart
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def school() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Harbour music school",
            "topics": {
                "move_notice": {
                    "label": "notice to move a lesson",
                    "kind": "duration",
                    "about": ["notice to move", "move a lesson"],
                },
                "refund_time": {
                    "label": "how long a refund takes",
                    "kind": "duration",
                    "about": ["refund", "refunds"],
                },
                "lesson_price": {
                    "label": "price of a lesson",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["a lesson costs", "per lesson"],
                },
            },
        },
        "test",
        "Music school",
    )


SOURCE = verified_source(
    "MS-1",
    "We need 2 days' notice to move a lesson. Refunds reach your card within 4 working days.\n",
    title="Moving and refunds",
)


def _decide(draft: str) -> tuple[str, str]:
    ticket = Ticket(id="T", message="How long does a refund take, and can I move my lesson?")
    v = local_verdict(draft, [SOURCE], school(), ticket, now=NOW)
    return v.decision, v.reason_code


def _zeros(draft: str) -> list[str]:
    return [
        c.topic
        for c in extract_draft_claims(draft, school())
        if c.value is not None and c.value.kind == "duration" and c.value.amount == 0
    ]


def test_an_instant_refund_is_a_zero_on_the_refund_topic() -> None:
    assert _zeros("Good news, refunds are instant with us!") == ["refund_time"]


def test_without_notice_is_a_zero_notice() -> None:
    assert _zeros("You can move a lesson without notice.") == ["move_notice"]


def test_a_denied_word_for_no_time_is_no_zero() -> None:
    assert _zeros("Sorry, refunds aren't instant.") == []


def test_the_word_takes_the_topic_of_its_own_clause_only() -> None:
    """ "straight away" times the email, in a clause of its own: no claim on the refund."""
    assert _zeros("Your refund is on its way, and we'll email you straight away.") == []


def test_a_stated_value_of_the_topic_wins_over_the_word() -> None:
    assert _zeros("Refunds take 4 working days, they're not immediate.") == []


def test_a_wrong_instant_refund_is_held() -> None:
    assert _decide("Hi Ana, refunds are processed straight away.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_a_wrong_no_notice_is_held() -> None:
    assert _decide("Hi Ana, there's no notice to move a lesson.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_fewer_calendar_days_than_business_days_is_held() -> None:
    assert _decide("Hi Ana, your refund will reach you within 2 days.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_more_calendar_days_than_business_days_stays_a_unit_to_check() -> None:
    assert _decide("Hi Ana, your refund will reach you within 6 days.") == (
        "CAUTION",
        "UNIT_MISMATCH",
    )


def test_business_days_span_at_least_as_many_calendar_days() -> None:
    four = Value(amount=4, unit="business_days")
    assert apart(Value(amount=2, unit="calendar_days"), four)
    assert not apart(Value(amount=6, unit="calendar_days"), four)
    assert apart(Value(amount=10, unit="business_days"), Value(amount=7, unit="calendar_days"))


def test_a_word_in_a_clause_put_in_the_past_is_no_zero() -> None:
    assert _zeros("Your lesson was moved without any notice, so it counts as missed.") == []


def test_speed_of_the_customers_permitted_act_is_no_zero() -> None:
    assert _zeros("You can move a lesson straight away in the app.") == []


def test_a_sentence_with_its_own_duration_keeps_it() -> None:
    assert _zeros("You're inside your 7-day trial, so your refund is instant.") == []


def test_the_word_inside_another_kinds_phrase_names_a_thing() -> None:
    """ "Instant transfers" priced by a fee topic whose phrase holds the word: no zero on the
    timing topic that "per transfer" names."""
    cat = catalogue_from_dict(
        {
            "name": "Tallyway Money",
            "topics": {
                "transfer_time": {"kind": "duration", "about": ["transfer*"]},
                "express_fee": {"kind": "percent", "about": ["instant transfer*"]},
            },
        },
        "test",
        "Tallyway",
    )
    text = "Instant transfers cost 1.5% per transfer."
    claims = extract_draft_claims(text, cat)
    assert [(c.topic, c.value_text) for c in claims] == [("express_fee", "1.5%")]
