"""A unit price said with "each" after a total that says what it is for ("€30 for three
paddlers at €10 each") is the price of what the total pays for: it is put on the total's
topic, and the total is that price multiplied out (`guard.engine.multiples.
each_on_totals_topic`). A total only compared with other items ("as much as two sessions at
€12 each", tests/test_worked_totals.py) keeps both topics.

An invented canoe club's catalogue, built here: nothing in the product knows its words."""

from __future__ import annotations

from guard.engine.decide import Verdict, decide
from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Extractions, Ticket
from tests.support.builders import NOW, source

CLUB: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "boat_deposit": {"label": "deposit to hold a boat", "kind": "money",
                             "currency": "EUR", "about": ["deposit", "hold a boat"]},
            "trip_price": {"label": "price of a river trip", "kind": "money",
                           "currency": "EUR", "about": ["each trip", "per trip", "trip price"]},
        },
    },
    "club/answerguard.yaml",
    "club",
)  # fmt: skip
SOURCES = [
    source("CL-1", "We take a deposit of €10 per paddler to hold a boat."),
    source("CL-2", "A river trip costs €25."),
]


def check(draft: str) -> Verdict:
    ex = LocalExtractor(CLUB)
    extractions = Extractions(
        draft=ex.extract_draft(draft), sources=[ex.extract_source(s) for s in SOURCES]
    )
    return decide(extractions, SOURCES, Ticket(id="T-1", message="Hi"), NOW, CLUB)


def test_each_after_a_total_for_the_counted_items_is_the_totals_unit_price() -> None:
    v = check("The deposit is €30 for three paddlers at €10 each, and each trip is paid later.")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_wrong_unit_price_for_the_counted_items_is_still_held() -> None:
    v = check("The deposit is €45 for three paddlers at €15 each, and each trip is paid later.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
