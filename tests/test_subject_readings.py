"""Whose time or age a duration is, by its sentence's subject and grammar:

- a bound said of a person is an age, never a value of a duration topic that is no age
  (`guard/extract/local/personage.py`);
- how long the writer's own side has done something ("we've been at it for 9 years") is no
  claim (`guard/extract/local/ownhistory.py`);
- the first alternative of an either-or question is asked, not stated (a question that opens
  with its verb, `guard/extract/local/inverted.py`).

An invented paddleboard-hire catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.extract.local.inverted import asked_by_word_order
from guard.extract.local.ownhistory import own_history
from tests.support.reading import named_catalogue, source_claims

BOARDS = named_catalogue(
    "Lakeside paddleboards",
    {
        "hire_window": {
            "label": "how far ahead a paddleboard can be hired",
            "kind": "duration",
            "about": ["hire a paddleboard", "hires a paddleboard", "ahead of time"],
        },
        "lesson_cancel": {
            "label": "notice to cancel a lesson",
            "kind": "duration",
            "about": ["cancel a lesson", "lesson cancellation"],
        },
        "paddler_age": {
            "label": "minimum age to paddle alone",
            "kind": "duration",
            "about": ["minimum age", "age limit", "old enough"],
        },
    },
)
NO_AGE = named_catalogue(
    "Lakeside paddleboards",
    {
        "hire_window": {
            "label": "how far ahead a paddleboard can be hired",
            "kind": "duration",
            "about": ["hire a paddleboard", "hires a paddleboard", "ahead of time"],
        },
    },
)


def sourced(body: str, cat: object = BOARDS, kind: str = "policy") -> list[tuple[str, str]]:
    return [
        (c.topic, c.value_text)
        for c in source_claims(body, cat, kind=kind)  # type: ignore[arg-type]
    ]


def drafted(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, BOARDS)]


# --- a bound said of a person is an age ------------------------------------------------


def test_a_persons_bound_is_no_value_of_a_window_its_sentence_names() -> None:
    body = "Whoever hires a paddleboard needs to be 14 or over."
    assert [t for t, _ in sourced(body)] == []
    assert [t for t, _ in sourced(body, NO_AGE)] == []


def test_the_window_itself_stays_on_its_topic() -> None:
    body = "You can hire a paddleboard up to 21 days ahead of time."
    assert sourced(body) == [("hire_window", "21 days")]


def test_a_persons_bound_on_an_age_topic_stays() -> None:
    body = "The minimum age is 14 or over."
    assert [t for t, _ in sourced(body)] == ["paddler_age"]


def test_a_persons_age_under_a_heading_naming_a_window_is_no_value_of_it() -> None:
    # The heading alone names the window; the line's value is a person's age (`personage`).
    body = "## Hire a paddleboard\n\n- **Safety:** a life jacket for everyone aged 14 or over\n"
    assert [t for t, _ in sourced(body, NO_AGE) if t != "other"] == []
    window = "## Hire a paddleboard\n\n- **Booking:** up to 21 days ahead\n"
    assert sourced(window, NO_AGE) == [("hire_window", "21 days")]


# --- the writer's own history -------------------------------------------------------------


def test_how_long_we_have_been_at_it_is_no_claim() -> None:
    assert drafted("Our instructors have been teaching on this lake for 9 years.") == []
    assert drafted("Honestly, I've run the hut here for about 6 years.") == []
    assert drafted("We've paddled these waters for the past 11 years.") == []


def test_a_promise_or_an_act_for_the_customer_stays_a_claim() -> None:
    for text in (
        "We'll keep the board for you for 3 days.",
        "We've kept your board aside for 3 days.",
        "You'll get it back within 3 days.",
    ):
        assert [v for _, v in drafted(text)] == ["3 days"], text


def test_own_history_reads_the_subject_and_the_perfect() -> None:
    s = "my colleagues and I have worked the jetty for 4 years"
    assert own_history(s, s.index("4 years"))
    s = "they have worked the jetty for 4 years"
    assert not own_history(s, s.index("4 years"))
    s = "we work the jetty for 4 years"
    assert not own_history(s, s.index("4 years"))
    s = "our jetty has free mooring for 4 hours"  # possession, no perfect
    assert not own_history(s, s.index("4 hours"))
    s = "we have seven boards for 4 hours"
    assert not own_history(s, s.index("4 hours"))


# --- an either-or question ----------------------------------------------------------------


def test_the_first_alternative_of_an_either_or_question_is_asked() -> None:
    body = "Do we still ask for 48 hours to cancel a lesson, or is it 72 now?"
    assert sourced(body, kind="slack") == []
    s = "Has the lesson cancellation gone to 5 days, or are we keeping 3?"
    assert asked_by_word_order(s, s.index("5 days"))


def test_a_statement_with_a_question_tag_is_no_either_or_question() -> None:
    s = "It's 48 hours to cancel a lesson, or so I thought?"
    assert not asked_by_word_order(s, s.index("48 hours"))
    s = "Is it 48 hours to cancel a lesson, and 72 for groups."
    assert not asked_by_word_order(s, s.index("48 hours"))
