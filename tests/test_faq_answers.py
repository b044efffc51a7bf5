"""An FAQ's question names what the value in the answer right after it is
(`guard/extract/local/answers.py`): "Q: How long is the lock-in?" / "A: 6 months" is the
lock-in, and a condition in the answer ("once your trial has ended") says when the value
applies, not what it is. A heading that asks is its section's subject, read as before.

An invented bike-locker catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

LOCKERS = catalogue_from_dict(
    {
        "name": "Spoke lockers",
        "topics": {
            "lock_in": {
                "label": "how long a locker rental lasts at least",
                "kind": "duration",
                "about": ["lock-in", "lock in period"],
            },
            "trial": {
                "label": "length of the free trial",
                "kind": "duration",
                "about": ["trial", "free trial"],
            },
        },
    },
    "test",
    "Spoke",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), LOCKERS)]


def test_an_answers_value_is_what_its_question_asks() -> None:
    body = (
        "Q: What lock-in period applies to a locker rental agreement?\n"
        "A: Six months, once your trial has ended.\n"
    )
    assert read(body) == [("lock_in", "Six months")]


def test_a_bare_answer_takes_its_questions_topic() -> None:
    body = "**Is there a free trial for new riders?**\n\nYes, 2 weeks.\n"
    assert read(body) == [("trial", "2 weeks")]


def test_without_the_question_the_answers_own_words_decide() -> None:
    assert read("Six months, once your trial has ended.\n") == [("trial", "Six months")]


def test_the_answers_own_clause_still_beats_its_question() -> None:
    body = "Q: What lock-in period applies to a locker rental agreement?\nA: The trial lasts 2 weeks.\n"
    assert read(body) == [("trial", "2 weeks")]


def test_a_question_that_states_a_value_is_answered_by_nothing() -> None:
    """ "did the lock-in go up to 9 months?" checks a value: the words after it are the
    asker's own, read as they would be without it."""
    alone = "A rider saw 4 weeks, once the trial ends.\n"
    asked = "Did the lock-in go up to 9 months? " + alone
    assert read(asked) == read(alone) == [("trial", "4 weeks")]


def test_a_question_heading_is_read_as_a_heading() -> None:
    body = "## How long is the lock-in?\n\nSix months, once your trial has ended.\n"
    assert read(body) == [("trial", "Six months")]
