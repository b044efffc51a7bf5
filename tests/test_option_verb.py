"""An option whose own words open with a switching verb ("swap your tickets free of charge")
names the act it permits: "you can" before it states the option, it is no opt-in
(`guard/extract/local/optionverb.py`, `wording.offered`). Opt-in words outside the option's
words still offer it. Invented wording: a puppet theatre's ticket swaps.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.optionverb import without_describing_clause, without_own_act
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

THEATRE = catalogue_from_dict(
    {
        "name": "Strings Attached",
        "topics": {
            "ticket_swaps": {
                "kind": "choice",
                "about": ["swap your tickets", "ticket swap", "exchange"],
                "choices": {
                    "free_swap": ["swap your tickets free of charge"],
                    "no_swap": ["tickets cannot be swapped", "no ticket swaps"],
                },
            },
        },
    },
    "test",
    "Strings Attached",
)

SWAPS = [source("ST-1", "You can swap your tickets free of charge up to a day before the show.")]


def _options(text: str) -> list[str | None]:
    claims = extract_source_claims(source("ST-2", text), THEATRE)
    return [c.value.option for c in claims if c.value.kind == "choice"]


@pytest.mark.parametrize(
    "text",
    [
        "You can swap your tickets free of charge up to a day before the show.",
        "Just swap your tickets free of charge at the box office.",
    ],
)
def test_can_before_the_options_own_verb_states_it(text: str) -> None:
    assert _options(text) == ["free_swap"]


def test_opt_in_words_outside_the_option_still_offer_it() -> None:
    assert _options("If you'd rather swap your tickets free of charge, just ask the desk.") == []


def test_a_reply_denying_the_permitted_act_holds() -> None:
    wrong = local_verdict("Sorry, no ticket swaps.", SWAPS, THEATRE, Ticket(id="T-1"))
    assert wrong.decision == "HOLD"
    right = local_verdict(
        "Yes, you can swap your tickets free of charge.", SWAPS, THEATRE, Ticket(id="T-1")
    )
    assert (right.decision, right.reason_code) == ("ALLOW", "SUPPORTED")


def test_only_an_option_opening_with_a_switching_verb_is_taken_out() -> None:
    own = "you can switch to paper bills"
    assert without_own_act(own, "paper bills") == own
    assert without_own_act("you can move it once free", "move it once free").strip() == "you can"


# A relative clause that describes the option's thing ("a coat you can turn around in")
# says what one does in it: its switching verb offers nothing. Invented wording: a ski school.
SKI = catalogue_from_dict(
    {
        "name": "Piste Pals",
        "topics": {
            "lesson_kit": {
                "kind": "choice",
                "about": ["what to wear", "wear"],
                "choices": {
                    "own_jacket": ["warm jacket"],
                    "hired_suit": ["hired ski suit"],
                },
            },
        },
    },
    "test",
    "Piste Pals",
)


def _ski(text: str) -> list[str | None]:
    claims = extract_source_claims(source("PP-1", text), SKI)
    return [c.value.option for c in claims if c.value.kind == "choice"]


@pytest.mark.parametrize(
    "text",
    [
        "Beginners wear a warm jacket they can turn around in, and gloves.",
        "Beginners wear a warm jacket that they can move about in.",
    ],
)
def test_a_switching_verb_in_a_clause_describing_the_option_offers_nothing(text: str) -> None:
    assert _ski(text) == ["own_jacket"]


def test_a_switch_to_the_option_is_still_an_offer() -> None:
    assert _ski("Beginners wear a warm jacket, or you can switch to a hired ski suit.") == [
        "own_jacket"
    ]
    own = "a hired ski suit you can switch to"
    assert without_describing_clause(own, "hired ski suit") == own


# An option whose own words hold an opt-in word ("pick your tutor") is the act of choosing:
# "you can" before it states it, as "you pick your tutor" does. Invented: a language school.
SCHOOL = catalogue_from_dict(
    {
        "topics": {
            "tutor_choice": {
                "kind": "choice",
                "about": ["your tutor", "tutor is chosen"],
                "choices": {
                    "learner_picks": ["choose your own tutor"],
                    "assigned": ["we assign a tutor", "a tutor is assigned"],
                },
            },
        },
    },
    "test",
    "Lingua Nook",
)
PICKS = [source("LN-1", "You can choose your own tutor from the list online.")]


def test_an_option_that_is_itself_a_choice_is_stated_after_can() -> None:
    right = local_verdict(
        "Yes, you can choose your own tutor when you enrol.", PICKS, SCHOOL, Ticket(id="T-1")
    )
    assert (right.decision, right.reason_code) == ("ALLOW", "SUPPORTED")
    wrong = local_verdict("No, we assign a tutor for you.", PICKS, SCHOOL, Ticket(id="T-1"))
    assert wrong.decision == "HOLD"


def test_opt_in_words_around_a_choosing_option_still_offer_it() -> None:
    claims = extract_source_claims(
        source("LN-2", "If you'd prefer to choose your own tutor, email the office."), SCHOOL
    )
    assert [c.value.option for c in claims if c.value.kind == "choice"] == []
