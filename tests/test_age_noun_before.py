"""An age said with the noun "age" right before its number ("from the age of 7", "at age
12") says by its own words what it measures, as "7 years old" does: the catalogue's one age
topic takes it (`guard/extract/local/ages.said_as_age`), and a wrong one is held.

An invented archery-club catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.extract.local.ages import said_as_age
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import draft_topics, named_catalogue

CLUB: Catalogue = named_catalogue(
    "archery",
    {
        "youngest_archer": {"label": "minimum age to shoot", "kind": "duration",
                            "about": ["minimum age", "too young", "years old"]},
        "arrow_hire": {"label": "arrow hire per session", "kind": "money", "currency": "GBP",
                       "about": ["arrow hire"]},
    },
)  # fmt: skip
SOURCES = [source("POL-1", "The minimum age to shoot at the range is 10 years old.")]
TICKET = Ticket(id="T-1", message="Could my nephew try a session at the range next month?")


def check(draft: str) -> Verdict:
    return local_verdict(draft, SOURCES, CLUB, TICKET)


def test_the_noun_age_before_the_number_says_it_is_an_age() -> None:
    text = "Youngsters can shoot with us from the age of 7."
    at = text.index("7")
    assert said_as_age(text, at, at + 1)
    text = "Most archers pick it up at age 12 or so."
    at = text.index("12")
    assert said_as_age(text, at, at + 2)


def test_a_number_after_another_noun_is_no_age() -> None:
    text = "Our range has lane 7 free this afternoon."
    at = text.index("7")
    assert not said_as_age(text, at, at + 1)


def test_the_age_is_read_on_the_one_age_topic() -> None:
    draft = "Youngsters can shoot with us from the age of 7, so bring him along."
    assert draft_topics(draft, CLUB, "duration") == ["youngest_archer"]


def test_a_younger_age_than_the_rule_is_held() -> None:
    v = check("Youngsters can shoot with us from the age of 7, so bring him along.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_the_rules_age_is_allowed() -> None:
    v = check("Youngsters can shoot with us from the age of 10, so bring him along.")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_bound_before_the_age_of_is_not_read_here() -> None:
    text = "Story mornings are for families with little ones under the age of 4."
    at = text.index("4")
    assert not said_as_age(text, at, at + 1)
