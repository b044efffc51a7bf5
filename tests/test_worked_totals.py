"""A total of several items at a unit price the draft states is that price multiplied out,
no second price (`guard.engine.multiples`); a wrong unit price is still held, and a total on
another topic is still decided.

An invented climbing-wall catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest

from guard.engine.decide import Verdict, decide
from guard.engine.multiples import worked_totals
from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim, Extractions, Ticket, Value
from tests.support.builders import NOW, source

WALL: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "entry_price": {"label": "price of one climbing session", "kind": "money",
                            "currency": "EUR", "about": ["session*", "entry", "entries"]},
            "shoe_hire": {"label": "shoe hire price", "kind": "money", "currency": "EUR",
                          "about": ["shoe hire", "shoes"]},
        },
    },
    "wall/answerguard.yaml",
    "wall",
)  # fmt: skip
SOURCES = [
    source("POL-1", "A climbing session costs €12."),
    source("POL-2", "Shoe hire is €4."),
]
MESSAGE = "Why did my card show €36 for Saturday? I only climbed once."


def check(draft: str) -> Verdict:
    ex = LocalExtractor(WALL)
    extractions = Extractions(
        draft=ex.extract_draft(draft), sources=[ex.extract_source(s) for s in SOURCES]
    )
    return decide(extractions, SOURCES, Ticket(id="T-1", message=MESSAGE), NOW, WALL)


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        # the total of three sessions at the (right) unit price
        (
            "The booking came to €36 because it held three sessions at €12 each.",
            ("ALLOW", "SUPPORTED"),
        ),
        # count and price first, the total after
        ("You booked 3 entries at €12 each, so €36 was taken.", ("ALLOW", "SUPPORTED")),
        # a wrong unit price multiplied out: the unit price is still held
        (
            "The booking came to €30 because it held three sessions at €10 each.",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
        # an amount that is no multiple of the unit price stays a claim of its own
        (
            "The booking came to €40 because it held three sessions at €12 each.",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
    ],
)
def test_a_total_of_items_at_a_stated_price(draft: str, expected: tuple[str, str]) -> None:
    v = check(draft)
    assert (v.decision, v.reason_code) == expected


def test_the_trace_names_the_total_and_its_count() -> None:
    v = check("The booking came to €36 because it held three sessions at €12 each.")
    assert any("'€36' is three times the draft's own '€12'" in s.detail for s in v.trace)


def test_a_total_on_another_topic_is_still_decided() -> None:
    span = "Shoe hire is €24, as much as two sessions at €12 each."
    claims = [
        DraftClaim(claim_id="c1", topic="shoe_hire", value=Value(amount=24, kind="money",
                   unit="EUR"), value_text="€24", span=span),
        DraftClaim(claim_id="c2", topic="entry_price", value=Value(amount=12, kind="money",
                   unit="EUR"), value_text="€12", span=span),
    ]  # fmt: skip
    kept, explained, _ = worked_totals(span, claims, WALL)
    assert kept == claims
    assert explained == []
