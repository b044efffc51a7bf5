"""A value said under the opposite condition from its topic's label (`guard.extract.local.labelcondition`).

A topic labelled "late return fee after the grace period": "you're still within your
30-minute grace period, so there's no late return fee" states the fee inside the grace
period, another quantity, not the topic's value. An invented car-hire catalogue: no
sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.labelcondition import Condition, label_condition
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def car_hire(*, with_grace_fee: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "late_fee": {
            "kind": "money",
            "currency": "EUR",
            "label": "late return fee after the grace period",
            "about": ["late return fee", "late fee"],
        },
        "report_time": {
            "kind": "duration",
            "label": "time to report damage after the rental",
            "about": ["report damage", "report any damage"],
        },
    }
    if with_grace_fee:
        topics["grace_fee"] = {
            "kind": "money",
            "currency": "EUR",
            "label": "late return fee within the grace period",
            "about": ["grace fee"],
        }
    data = {"name": "Car hire", "topics": topics}
    return catalogue_from_dict(data, "test", "Car hire")


def _source(body: str, catalogue: Catalogue) -> list[tuple[str, float]]:
    source = verified_source("CH-1", body + "\n", title="Returning your car")
    return [
        (c.topic, c.value.amount or 0.0)
        for c in extract_source_claims(source, catalogue)
        if c.value is not None and c.value.kind in ("money", "duration")
    ]


def test_a_label_carries_its_condition() -> None:
    cond = label_condition("late return fee after the grace period")
    assert cond == Condition("after", ("grace",))
    assert label_condition("late return fee") is None
    assert label_condition("online check-in closing time") is None
    assert label_condition("maximum stay in a car park") is None
    # only a noun that says "a span of time" is dropped: a term is a thing of its own
    assert label_condition("exit fee after the minimum term") == Condition(
        "after", ("minimum", "term")
    )


def test_a_zero_inside_the_period_is_not_the_fee_after_it() -> None:
    body = "You're still within your 30-minute grace period, so there's no late return fee."
    assert [c for c in _source(body, car_hire()) if c[1] != 30.0] == [(OTHER, 0.0)]


def test_a_value_on_the_labels_own_side_stays() -> None:
    body = "If you bring it back after the grace period, there's a late return fee of €40."
    assert _source(body, car_hire()) == [("late_fee", 40.0)]


def test_a_back_reference_nearer_the_value_keeps_it() -> None:
    body = "There's no late fee during the grace period, but after that the late fee is €40."
    assert ("late_fee", 40.0) in _source(body, car_hire())
    body = "Within the grace period you pay nothing; after it the late fee is €40."
    assert ("late_fee", 40.0) in _source(body, car_hire())


def test_a_condition_that_qualifies_a_noun_moves_nothing() -> None:
    body = "Any damage during the rental: please report damage within 7 days."
    assert _source(body, car_hire()) == [("report_time", 7.0)]
    body = "If you notice damage during the rental, please report damage within 7 days."
    assert _source(body, car_hire()) == [("report_time", 7.0)]


def test_the_topic_whose_label_carries_the_texts_condition_takes_it() -> None:
    body = "You're still within your grace period, so the late fee is only €5."
    assert _source(body, car_hire(with_grace_fee=True)) == [("grace_fee", 5.0)]


def test_a_draft_reads_the_same() -> None:
    text = "You're within your grace period, so the late return fee is €10."
    claims = extract_draft_claims(text, car_hire())
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [(OTHER, 10.0)]
    text = "As you're past the grace period, the late return fee is €40."
    claims = extract_draft_claims(text, car_hire())
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [("late_fee", 40.0)]
