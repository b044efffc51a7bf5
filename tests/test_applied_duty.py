"""Issue 17: a duty the verdict puts on a person below the minimum the same sentence states
("so as she's 12 she'll need an instructor with her") applies that minimum, like a refusal
(`guard.engine.appliedlimit`).

Invented sailing-school wording: nothing in the product knows its words.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from guard.engine.persons import described_spans

MESSAGE = "My niece is {age}. Can she take a dinghy out by herself?"


def duty(age: int, minimum: int) -> str:
    return (
        f"You need to be {minimum} or over to sail a dinghy solo, so as your niece is {age} "
        "she'll need to have an instructor on board with her."
    )


@given(age=st.integers(min_value=5, max_value=80), minimum=st.integers(min_value=5, max_value=80))
def test_a_duty_below_the_stated_minimum_sets_the_age_aside(age: int, minimum: int) -> None:
    if age == minimum:  # the same number twice: the minimum itself is no one's figure
        return
    set_aside = described_spans(duty(age, minimum), MESSAGE.format(age=age)) != []
    assert set_aside == (age < minimum)


def test_the_minimums_own_need_to_be_is_no_duty() -> None:
    draft = "You need to be 16 or over to sail solo, so as your niece is 12 she's fine."
    assert described_spans(draft, MESSAGE.format(age=12)) == []


def test_a_duty_without_a_stated_minimum_keeps_the_age() -> None:
    draft = "As your niece is 12 she'll need to have an instructor on board with her."
    assert described_spans(draft, MESSAGE.format(age=12)) == []
