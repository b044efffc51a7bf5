"""Issue 17: a figure the customer gave of someone ("My nephew is 11"), repeated in the draft
to describe that person ("as he's 11, …"), is no policy claim; the same number stated as a
limit or a permission is still checked (`guard.engine.persons`).

An invented sailing-club catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.engine.decide import Verdict
from guard.engine.persons import described_spans, told_of_someone
from guard.extract.prompts import draft_system
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.livecase import Scripted, live
from tests.support.localcase import local_verdict

CLUB: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "youngest_sailor": {"label": "minimum age for a dinghy course", "kind": "duration",
                                "about": ["minimum age", "old enough", "how old"]},
            "boats_per_booking": {"label": "boats on one booking", "kind": "count",
                                  "unit": "boats", "about": ["boats per booking"]},
        },
        "not_covered": ["wetsuit*"],
    },
    "club/answerguard.yaml",
    "club",
)  # fmt: skip
SOURCES = [
    source("RULE-1", "Sailors must be at least 12 years old to join a dinghy course."),
    source("RULE-2", "You can reserve up to 3 boats per booking."),
]


def check(draft: str, message: str) -> Verdict:
    return local_verdict(draft, SOURCES, CLUB, message=message)


# --- what the customer said of someone ------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "told"),
    [
        ("My nephew is 11. Could he sign up?", {11.0}),
        ("I'm 9 and I love boats", {9.0}),
        ("Our 10-year-old twins want to learn", {10.0}),
        ("She turned ten last week, is that enough?", {10.0}),
        ("Can a boy aged 8 come along?", {8.0}),
    ],
)
def test_a_number_said_of_someone_is_read_from_the_message(message: str, told: set[float]) -> None:
    assert told_of_someone(message) == told


@pytest.mark.parametrize(
    "message",
    [
        "I have sailed for 15 years and booked 3 boats.",  # durations and counts, no one's age
        "Is the course open to anyone 11 or over?",  # a bound: a limit, not someone
        "My nephew is 11 or older, I think.",  # said as a bound
    ],
)
def test_no_figure_of_someone_in_other_numbers(message: str) -> None:
    assert told_of_someone(message) == set()


# --- the draft describing that person by it ---------------------------------------------------

DESCRIBED = [
    "Since he's 11, a taster afternoon would suit him better.",
    "At 11 your nephew is a little young for the dinghy course, but he'd enjoy the taster.",
    "As your nephew is 11 years old, I'd point you to our taster afternoons.",
    "Thanks! At 11, he'll want a grown-up on the pontoon with him.",
    # the agent's own "can" and a third party's duty grant him nothing (`_others_word`)
    "I can see he's 11, and sorry for the wait – the instructor still needs to sign his form.",
    "Since he's 11, we'll hand him over to the taster group.",  # "over" bounds no number
]
STILL_CLAIMS = [
    "At 11 he can join a dinghy course.",  # a permission at that age: the policy applied
    "As he's 11, he can join a dinghy course.",
    "At 11 he's fine to sail with us.",  # a word of being allowed
    "He needs to be 11 to join.",  # a requirement
    "Once he's 11 he may sign up.",  # the moment to reach: a limit
    "Since he's 11 or over, the course is open to him.",  # a bound
    "Sailors must be 11 or older.",  # no person described
    "Your booking can hold 11 boats.",
    "I can see he's 11, so he can join a dinghy course.",  # his own permission still counts
    "We can see he's 11 and over 10 is fine.",  # a bound next to a number
]


@pytest.mark.parametrize("draft", DESCRIBED)
def test_the_customers_figure_describing_them_is_set_aside(draft: str) -> None:
    spans = described_spans(draft, "My nephew is 11. Is he old enough to sail?")
    assert [draft[s:e] for s, e in spans] == ["11"]


@pytest.mark.parametrize("draft", STILL_CLAIMS)
def test_the_figure_as_a_limit_or_permission_is_never_set_aside(draft: str) -> None:
    assert described_spans(draft, "My nephew is 11. Is he old enough to sail?") == []


@pytest.mark.parametrize("draft", DESCRIBED)
def test_a_figure_the_customer_never_gave_is_never_set_aside(draft: str) -> None:
    assert described_spans(draft, "My nephew is 13. Is he old enough to sail?") == []
    assert described_spans(draft, "How old do you need to be to sail?") == []


@given(
    age=st.integers(min_value=2, max_value=99),
    other=st.integers(min_value=2, max_value=99),
    which=st.integers(min_value=0, max_value=len(DESCRIBED) - 1),
    wrong=st.integers(min_value=0, max_value=len(STILL_CLAIMS) - 1),
)
def test_only_the_customers_own_figure_in_a_description_is_set_aside(
    age: int, other: int, which: int, wrong: int
) -> None:
    """Whatever the age: the description of the person with the customer's figure is set
    aside, with another figure it is not, and a limit or permission never is."""
    message = f"My nephew is {age}. Is he old enough to sail?"
    described = DESCRIBED[which].replace("11", str(age))
    assert [described[s:e] for s, e in described_spans(described, message)] == [str(age)]
    if other != age:
        assert described_spans(DESCRIBED[which].replace("11", str(other)), message) == []
    assert described_spans(STILL_CLAIMS[wrong].replace("11", str(age)), message) == []


# --- end to end: the verdicts ------------------------------------------------------------------


@pytest.mark.parametrize("draft", DESCRIBED)
def test_a_draft_describing_the_person_makes_no_claim(draft: str) -> None:
    v = check(draft, "My nephew is 11. Is he old enough to sail?")
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM"), v.trace
    assert any("the figure the customer gave of someone" in s.detail for s in v.trace)


def test_the_policy_beside_the_description_is_still_checked() -> None:
    message = "My nephew is 11. Is he old enough to sail?"
    right = check("At 11 he's too young for now, but he can join once he's 12.", message)
    assert (right.decision, right.reason_code) == ("ALLOW", "SUPPORTED"), right.trace
    wrong = check("At 11 he's too young for now, but he can join once he's 13.", message)
    assert wrong.decision == "HOLD", wrong.trace


def test_the_same_number_as_the_limit_after_the_description_is_still_checked() -> None:
    """The claim's value words ("12") stand twice in its sentence: once describing the
    person, once as the limit. The description is set aside; the limit is still decided."""
    message = "My niece is 12. Is she old enough to sail?"
    said = "As your niece is 12 she's old enough: our courses take anyone aged {} or over."
    right = check(said.format(12), message)
    assert (right.decision, right.reason_code) == ("ALLOW", "SUPPORTED"), right.trace
    message = "My niece is 11. Is she old enough to sail?"
    wrong = check(
        "As your niece is 11 she's old enough: courses take anyone aged 11 or over.", message
    )
    assert wrong.decision == "HOLD", wrong.trace


@pytest.mark.parametrize(
    "draft",
    ["At 11 he can join a dinghy course.", "Sailors must be at least 11 years old."],
)
def test_the_customers_figure_stated_as_the_limit_is_still_held(draft: str) -> None:
    v = check(draft, "My nephew is 11. Is he old enough to sail?")
    assert v.decision != "ALLOW", v.trace


def test_the_live_prompt_says_the_same_rule() -> None:
    """The model is told what the engine does: the description is no claim, the limit is."""
    system = draft_system(CLUB)
    assert "an age the customer gave of someone" in system
    assert "at 17 he's still too young" in system and '"at 16 he can join"' in system


def _live(draft: str, claims: list[dict], message: str) -> Verdict:
    """The draft read by a scripted live model, the sources by the local reader."""
    read = live(Scripted({"claims": claims}), CLUB).extract_draft(draft)
    assert read.ok, read.error
    return local_verdict(read, SOURCES, CLUB, message=message)


def test_a_live_model_that_reads_the_figure_as_the_limit_is_overruled_only_for_a_description() -> (
    None
):
    """A model that returns the person's figure as the minimum age anyway: set aside when the
    draft only describes the person, decided (and held) when the draft grants at that age."""
    message = "My nephew is 11. Is he old enough to sail?"

    def age(draft: str) -> dict:
        return {
            "topic": "youngest_sailor",
            "value": {"kind": "duration", "amount": 11, "unit": "years"},
            "valueText": "11",
            "span": draft,
            "definitive": True,
        }

    described = DESCRIBED[0]
    v = _live(described, [age(described)], message)
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM"), v.trace
    granted = "As he's 11, he can join a dinghy course."
    assert _live(granted, [age(granted)], message).decision == "HOLD"


# --- ages said as a list (`agelist`) -----------------------------------------------------------

TWINS = "Can my kids join? I have two kids, 8 and 13."


@pytest.mark.parametrize(
    ("message", "told"),
    [
        (TWINS, {8.0, 13.0}),
        ("We have three children, 9, 12 and 15, all keen.", {9.0, 12.0, 15.0}),
        ("Just one child, 10.", {10.0}),
        ("We'd like 2 boats, 3 and 4.", set()),  # no noun for people before the list
        ("I have two kids, 8 and 13 metres of rope.", set()),  # the clause goes on
    ],
)
def test_ages_set_off_after_a_noun_for_people_are_told(message: str, told: set[float]) -> None:
    assert told_of_someone(message) == told


@pytest.mark.parametrize(
    ("draft", "said"),
    [
        ("The taster is best for your 8 and 13 year old.", ["8", "13"]),
        ("A taster suits your 8 and 13-year-olds.", ["8", "13"]),
        ("The taster suits 8 and 13 year olds.", []),  # no possessive: a group, not theirs
        ("Your 8 and 13 year old can join a dinghy course.", []),  # a permission: checked
    ],
)
def test_a_list_of_the_customers_ages_names_their_people(draft: str, said: list[str]) -> None:
    assert [draft[s:e] for s, e in described_spans(draft, TWINS)] == said


def test_a_draft_naming_the_customers_people_by_a_list_of_ages_makes_no_claim() -> None:
    draft = "The taster afternoon is lovely for your 8 and 13 year old."
    v = check(draft, TWINS)
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM"), v.trace
    other = check(draft, "Can my kids join? I have two kids.")
    assert other.decision != "ALLOW", other.trace
