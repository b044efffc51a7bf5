"""A count or an amount said without a number the readers read is an unread value, never a
pass (`guard/engine/relcount.py`).

"Twice for lessons", "a single lesson" after a verb of having, "both of your lessons", a price
that is "half that" of another, or a fraction "upfront" each state a value as plainly as a
number does; before, the draft was ALLOW NO_POLICY_CLAIM. Invented wording: a piano teacher's
studio (lessons per term, a tuning and a lid repair priced, a deposit share), no knowledge
base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.relcount import relative_count_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

PIANO = catalogue_from_dict(
    {
        "name": "Keys and Hammers",
        "topics": {
            "lessons_per_term": {
                "kind": "count",
                "unit": "lessons per term",
                "about": ["lessons", "lessons a term"],
            },
            "tuning_price": {"kind": "money", "currency": "GBP", "about": ["tuning", "tune"]},
            "lid_price": {"kind": "money", "currency": "GBP", "about": ["lid repair"]},
            "deposit_share": {"kind": "percent", "about": ["deposit", "upfront"]},
        },
    },
    "test",
    "Keys and Hammers",
)

SOURCES = [
    source("KH-1", "Each pupil gets 10 lessons per term."),
    source("KH-2", "A tuning costs £80. A lid repair costs £30."),
    source("KH-3", "We take a 20% deposit when you enrol."),
]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, PIANO, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "Our teacher will visit you three times for lessons this term.",
        "We'll come round twice for lessons.",
        "Each term includes a single lesson.",
        "You get just a single lesson each term.",
        "Both of your lessons are with Mr Hale this term.",
        "A tuning is £80 and the lid repair is half that.",
        "The lid repair is £30 and a tuning is three times that.",
        "We ask for a quarter upfront when you enrol.",
        "You pay a tenth in advance as the deposit.",
        "The lid repair is half of £60.",  # a share of an amount the sentence states
        "A tuning is twice the usual charge of £40.",
        "A tuning is double the £40 it used to be.",
    ],
)
def test_a_value_said_without_a_read_number_is_never_allowed(draft: str) -> None:
    assert relative_count_matches(draft, PIANO)
    assert _check(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "Each pupil gets 10 lessons per term.",  # a number: read as before
        "A single lesson costs £25.",  # one thing priced, no count given
        "Both lessons are on a Tuesday.",  # points back to lessons already named
        "Please check twice for typos in your form.",  # not what a count topic counts
        "A tuning is £80, the same as last year.",  # no value relative to another
        "Half the class plays by ear.",  # no fraction paid ahead
        "We tune twice a year for £80.",  # how often, no multiple of the £80
    ],
)
def test_other_wording_is_no_relative_value(draft: str) -> None:
    assert relative_count_matches(draft, PIANO) == []


def test_the_number_still_decides() -> None:
    assert _check("Each pupil gets 10 lessons per term.") == ("ALLOW", "SUPPORTED")


def test_a_multiple_of_a_stated_amount_is_no_support_for_it() -> None:
    # The £80 is the base the draft takes half of, not the price it gives: never SUPPORTED.
    assert _check("A lid repair is half of £80.")[0] != "ALLOW"
    assert _check("A tuning is £80.") == ("ALLOW", "SUPPORTED")
