"""A value written with "the" that repeats the previous sentence's value refers back to it
(`backref`): it is no claim of the topic its own sentence names. Bike-hire catalogue of
test_local_wording."""

from __future__ import annotations

from tests.support.wording import sourced


def values(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in sourced(body)]


def test_the_repeated_value_belongs_where_it_was_introduced() -> None:
    body = (
        "Every new rider gets a free trial of 14 days. "
        "You can ask for a refund during that time, but not after the 14 days are over."
    )
    assert values(body) == [("trial_length", "14 days")]


def test_a_definite_value_with_no_antecedent_is_read_as_usual() -> None:
    body = "Every new rider gets a free trial of 14 days. Refunds take the 5 days they always did."
    assert values(body) == [("trial_length", "14 days"), ("refund_time", "5 days")]


def test_the_same_value_without_the_article_is_a_claim_of_its_own() -> None:
    body = "Every new rider gets a free trial of 14 days. Refunds also take 14 days."
    assert values(body) == [("trial_length", "14 days"), ("refund_time", "14 days")]
