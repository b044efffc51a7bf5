"""A value inside a trailing condition measures that condition's own subject, not the rule's
value (`guard.extract.local.conditionmeasure`): no second value of the topic in a source, and no
contradiction in a draft that repeats the condition. An invented boiler-servicing firm: no
knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.conditionmeasure import NOTE
from guard.extract.local.documents import read_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_values


def boilers() -> Catalogue:
    topics: dict[str, Any] = {
        "reschedule_notice": {
            "label": "notice to move a service visit",
            "kind": "duration",
            "about": ["notice to move", "move your service", "rearrange your service visit"],
        },
        "visit_fee": {
            "label": "service visit fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["service visit", "visit fee"],
        },
    }
    return named_catalogue("Boiler servicing", topics)


@pytest.mark.parametrize(
    "body",
    [
        "We need 3 days' notice to move your service, unless your engineer is already within 5 hours.",
        "We need 3 days' notice to move your service unless the service visit is due within 1 day.",
        "We need 3 days' notice to move your service, but if the engineer is less than 1 day away it "
        "still goes ahead.",
        "We need 3 days' notice to move your service, unless the visit falls within 2 days of a bank holiday.",
    ],
)
def test_the_condition_value_is_no_second_notice(body: str) -> None:
    values = source_values(body, boilers())
    assert [v for t, v in values if t == "reschedule_notice"] == [3], body
    assert len(values) == 2 and sum(t == OTHER for t, _ in values) == 1, values


@pytest.mark.parametrize(
    "body",
    [
        # the exception's own value, after the condition clause or before it
        "We need 3 days' notice to move your service, unless you rent, in which case it is 5 days' notice.",
        "We need 3 days' notice to move your service, or 5 days' notice if the home is rented.",
        # a pronoun subject may be the rule's own thing
        "We need 3 days' notice to move your service, or 5 days' notice when it is rented.",
    ],
)
def test_the_exception_value_stays(body: str) -> None:
    src = verified_source("BS-1", body, title="Boiler servicing")
    assert all(r.topic.note != NOTE for _, r in read_source_claims(src, boilers())), body


def test_alone_a_condition_value_is_left_to_the_other_readings() -> None:
    """With no rule value before it, nothing here decides: the condition may be the rule."""
    body = "You can move your service any time, unless the engineer is within 1 day."
    assert ("reschedule_notice", 1) in source_values(body, boilers())


def test_the_reading_says_why() -> None:
    body = "We need 3 days' notice to move your service, unless your engineer is within 5 hours."
    src = verified_source("BS-1", body, title="Boiler servicing")
    notes = [r.topic.note for c, r in read_source_claims(src, boilers()) if c.topic == OTHER]
    assert notes == [NOTE]


def test_a_draft_repeating_the_condition_is_not_held() -> None:
    source = verified_source(
        "BS-1",
        "We need 3 days' notice to move your service, unless your engineer is within 5 hours.",
        title="Moving a visit",
    )
    right = "No problem, we need 3 days' notice to move your service, unless your engineer is within 5 hours."
    wrong = "No problem, we need 2 days' notice to move your service, unless your engineer is within 5 hours."
    assert [c.topic for c in extract_draft_claims(right, boilers())] == ["reschedule_notice", OTHER]
    assert local_verdict(right, [source], boilers()).decision != "HOLD"
    assert local_verdict(wrong, [source], boilers()).decision == "HOLD"
