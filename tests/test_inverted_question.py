"""A sentence that opens with its verb and ends in "?" asks every value in it, commas
between or not (`guard/extract/local/inverted.py`). Bike-hire catalogue of
test_local_wording; invented wording."""

from __future__ import annotations

import pytest

from guard.extract.local.inverted import asked_by_word_order
from tests.support.wording import sourced


@pytest.mark.parametrize(
    "body",
    [
        "Is hire still £12 a bike, or did it go up to £15 in the spring?\n",
        "Sanity check: is hire still £12 a bike, or has that changed?\n",
        "Does the member discount stay at 10%, now that prices are up?\n",
    ],
)
def test_an_alternative_or_yes_no_question_states_nothing(body: str) -> None:
    assert sourced(body, kind="slack") == []


@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("Hire is £12 a bike, OK?\n", "£12 a bike"),  # a tag on a statement
        ("Good news: hire is £12 a bike, right?\n", "£12 a bike"),
        (
            "Is it busy today? Hire is £12 a bike.\n",
            "£12 a bike",
        ),  # the question is another sentence
    ],
)
def test_a_statement_keeps_its_value(body: str, value: str) -> None:
    assert [c.value_text for c in sourced(body, kind="slack")] == [value]


def test_word_order_alone_needs_the_question_mark() -> None:
    s = "Is hire still £12 a bike, or did it go up."
    assert not asked_by_word_order(s, s.index("£12"))
    q = "Quick one: is hire still £12 a bike, or did it go up?"
    assert asked_by_word_order(q, q.index("£12"))
