"""An age of a party the clause brings along "with them" is the companion's, not the age limit
(`guard/extract/local/companion`): "younger swimmers need an adult aged 18 or over with them"
says how old the adult must be, as "must come with an adult aged 18 or over" does. Invented
wording: a lido."""

from __future__ import annotations

from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

LIDO = catalogue_from_dict(
    {
        "topics": {
            "swim_age": {"label": "minimum age to swim alone", "kind": "duration",
                         "about": ["swim alone", "minimum age", "or over"]},
        }
    },
    "test",
    "Lido",
)  # fmt: skip

SOURCES = [source("LD-1", "The minimum age to swim alone is 14.")]


def test_the_age_of_a_party_brought_along_with_them_is_no_limit() -> None:
    draft = (
        "You can swim alone from 14 or over; younger swimmers need an adult aged 18 or over "
        "with them."
    )
    v = local_verdict(draft, SOURCES, LIDO, Ticket(id="T-1"))
    # the adult's age is a value on no topic (checked by hand), never a wrong limit (HOLD)
    assert (v.decision, v.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")


def test_a_wrong_limit_beside_it_still_holds() -> None:
    draft = (
        "You can swim alone from 16 or over; younger swimmers need an adult aged 18 or over "
        "with them."
    )
    assert local_verdict(draft, SOURCES, LIDO, Ticket(id="T-1")).decision == "HOLD"
