"""A count of a unit's noun without the words the unit puts before it names the wider thing
(`guard/extract/local/percountperiod.py`, `_qualified`).

"£80 a term for a weekly lesson" says what the price buys; on a topic counting "catch-up
lessons per term" it was read as 1 catch-up lesson a week, and D8 cautioned a right price as
UNIT_MISMATCH. Invented wording: a swimming club's catch-up lessons and its pool passes.
"""

from __future__ import annotations

import pytest

from guard.extract.local.percountperiod import period_counts
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

POOL = catalogue_from_dict(
    {
        "name": "Otterbank swim club",
        "topics": {
            "catchups": {
                "kind": "count",
                "unit": "catch-up lessons per term",
                "about": ["catch-up lessons per term", "catch-ups per term"],
            },
            "term_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["term price", "per term"],
            },
        },
    },
    "test",
    "Otterbank swim club",
)
SOURCES = [
    source("OS-1", "The term price is £80."),
    source("OS-2", "Swimmers get up to 3 catch-up lessons per term."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "It's £80 per term for a weekly lesson.",
        "The term price for a weekly beginners lesson is £80.",
    ],
)
def test_the_bare_noun_is_no_count_of_the_qualified_unit(draft: str) -> None:
    assert period_counts(draft, vocabulary(POOL)) == []
    v = local_verdict(draft, SOURCES, POOL, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


@pytest.mark.parametrize(
    "draft",
    [
        "You can have a catch-up lesson every week.",
        "You can have two catch up lessons a week.",
        "Catch-ups per term work out at one lesson a week.",
    ],
)
def test_the_qualified_noun_or_the_topics_phrase_is_still_a_count(draft: str) -> None:
    ((topic, _, _),) = period_counts(draft, vocabulary(POOL))
    assert topic == "catchups"
