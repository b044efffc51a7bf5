"""A draft does not contradict itself about its ticket's topic (issue 17, driving's cause
1a on the draft side), on an invented climbing-wall catalogue no knowledge base uses:

- an age only the catalogue's one age topic would take ("she must be at least 25") yields
  to the age the draft's own words give that topic (`extract.local.guessed`);
- the engine then leaves it unattributed instead of reading it on the ticket's topic, which
  the draft already answered with another value (`engine.answered`): D0b, never a HOLD of a
  correct reply, never ALLOW.
"""

from __future__ import annotations

from guard.engine.attribution import attribute
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Ticket

WALL: Catalogue = catalogue_from_dict(
    {
        "name": "Climbing wall",
        "topics": {
            "climb_age": {
                "kind": "duration",
                "label": "minimum age to climb",
                "about": ["minimum age", "climb on your own", "start climbing"],
            },
            "session_price": {"kind": "money", "currency": "GBP", "about": ["a session"]},
        },
    },
    "test",
    "Climbing wall",
)

TICKET = Ticket(id="W-1", message="What's the minimum age to climb on your own?")
ANSWER = "You can climb on your own from 14 years old."
BELAYER = "If your uncle belays for you, he must be at least 25."


def _topics(text: str) -> list[tuple[str, str]]:
    return [(c.topic or "", c.value_text) for c in extract_draft_claims(text, WALL)]


def test_a_guessed_age_that_differs_from_the_drafts_named_answer_is_unattributed() -> None:
    assert _topics(f"{ANSWER} {BELAYER}") == [
        ("climb_age", "14 years"),
        (UNATTRIBUTED, "25"),
    ]


def test_a_guessed_age_alone_or_agreeing_keeps_the_age_topic() -> None:
    assert _topics(BELAYER) == [("climb_age", "25")]
    agreeing = f"{ANSWER} Your friend must be at least 14 too."
    assert [t for t, _ in _topics(agreeing)] == ["climb_age", "climb_age"]


def test_the_engine_does_not_read_a_second_differing_value_on_the_answered_topic() -> None:
    claims = extract_draft_claims(f"{ANSWER} {BELAYER}", WALL)
    read, _ = attribute(claims, TICKET, WALL)
    assert [c.topic for c in read] == ["climb_age", UNATTRIBUTED]


def test_an_unplaced_value_with_no_answer_beside_it_is_read_on_the_tickets_topic() -> None:
    claims = [
        c.model_copy(update={"topic": UNATTRIBUTED}) for c in extract_draft_claims(BELAYER, WALL)
    ]
    read, _ = attribute(claims, TICKET, WALL)
    assert [c.topic for c in read] == ["climb_age"]


def test_a_figure_the_customer_wrote_is_still_read_on_the_tickets_topic() -> None:
    """Left unattributed, the customer's own "£8" would be a number nobody checked (D0b);
    read on the ticket's topic, the customer-figure rule sets it aside as theirs."""
    asked = Ticket(id="W-2", message="The other wall charges £8 a session. Why pay more?")
    plain = Ticket(id="W-3", message="How much is a session?")
    (ours,) = extract_draft_claims("A session with us costs £12.", WALL)
    assert ours.topic == "session_price"
    theirs = ours.model_copy(
        update={
            "topic": UNATTRIBUTED,
            "span": "I know the other wall charges £8.",
            "value_text": "£8",
            "value": ours.value.model_copy(update={"amount": 8.0}) if ours.value else None,
        }
    )
    read, _ = attribute([ours, theirs], asked, WALL)
    assert [c.topic for c in read] == ["session_price", "session_price"]
    read, _ = attribute([ours, theirs], plain, WALL)  # not the customer's: left unchecked
    assert [c.topic for c in read] == ["session_price", UNATTRIBUTED]
