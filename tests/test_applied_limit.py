"""Issue 17: a person's age beside the minimum the same sentence states is that minimum
applied to them, when the verdict at the age agrees with it (`guard.engine.appliedlimit`).

An invented climbing-wall catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from guard.engine.persons import described_spans
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

WALL: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "climb_alone_age": {"label": "minimum age to climb unsupervised",
                                "kind": "duration", "about": ["climb on your own", "minimum age"]},
        },
    },
    "wall/answerguard.yaml",
    "wall",
)  # fmt: skip
SOURCES = [source("WALL-1", "You need to be 16 or over to climb on your own.")]
MESSAGE = "My daughter is {age}. Can she climb on her own?"


def refusal(age: int, minimum: int) -> str:
    return (
        f"As your daughter is {age} she won't be able to climb alone for now – you need to be "
        f"{minimum} or over to climb on your own."
    )


def permission(age: int, minimum: int) -> str:
    return f"Since she's {age}, she can climb on her own: you need to be {minimum} or over."


@given(age=st.integers(min_value=5, max_value=80), minimum=st.integers(min_value=5, max_value=80))
def test_the_age_is_set_aside_only_when_the_verdict_agrees_with_the_stated_minimum(
    age: int, minimum: int
) -> None:
    message = MESSAGE.format(age=age)
    if age == minimum:  # the same number twice: the minimum itself is no one's figure
        return
    refused = described_spans(refusal(age, minimum), message) != []
    allowed = described_spans(permission(age, minimum), message) != []
    assert refused == (age < minimum)
    assert allowed == (age >= minimum)


def test_the_stated_minimum_is_still_decided() -> None:
    wall = [*SOURCES]
    right = local_verdict(refusal(15, 16), wall, WALL, message=MESSAGE.format(age=15))
    assert (right.decision, right.reason_code) == ("ALLOW", "SUPPORTED"), right.trace
    wrong = local_verdict(refusal(15, 18), wall, WALL, message=MESSAGE.format(age=15))
    assert wrong.decision == "HOLD", wrong.trace


def test_without_a_stated_minimum_a_refusal_at_the_age_stays() -> None:
    draft = "As your daughter is 15 she won't be able to climb alone for now."
    assert described_spans(draft, MESSAGE.format(age=15)) == []
