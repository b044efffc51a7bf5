"""The thing a price topic prices, said without its price word (issue 17, tests/kb/optician).

A money topic named by compounds ("hair wash fee", "price of a hair wash") is also named,
weakly, by the noun they price: "A hair wash at our Leeds salon costs £8", "every hair wash
is free" (`guard.extract.local.pricednoun`, `guard.kb.pricednouns`), and so is a ticket that
asks about it ("Is a hair wash free?", `guard.engine.attribution`). A noun of time after a
determiner ("this time") says when, never what a value is of (`guard.extract.local.unnamed`).
"Free entry starts at 70" is an age from which (`guard.extract.local.bounds`).

An invented hair salon's catalogue, built here: no sentence comes from tests/kb.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from guard.kb.pricednouns import priced_noun
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


def salon() -> Catalogue:
    topics: dict[str, Any] = {
        "wash_price": {
            "kind": "money",
            "currency": "GBP",
            "label": "price of a hair wash",
            "about": ["hair wash fee", "price of a hair wash", "pay for a hair wash"],
        },
        "late_fee": {"kind": "money", "currency": "GBP", "about": ["late fee"]},
        "free_cut_age": {
            "kind": "duration",
            "label": "age from which haircuts are free",
            "about": ["free haircut*", "free cut*"],
        },
    }  # fmt: skip
    data = {"name": "Salon", "topics": topics, "not_covered": ["scalp massage*"]}
    return catalogue_from_dict(data, "test", "Salon")


def _claims(body: str) -> list[tuple[str, float]]:
    source = verified_source("SAL-1", body, title="Salon prices")
    return [
        (c.topic, c.value.amount or 0.0)
        for c in extract_source_claims(source, salon())
        if c.value.kind == "money"
    ]


def test_a_compound_gives_the_noun_it_prices() -> None:
    assert priced_noun("hair wash fee") == "hair wash"
    assert priced_noun("price of a hair wash") == "hair wash"
    assert priced_noun("pay for a hair wash") == "hair wash"
    assert priced_noun("hair wash cost*") == "hair wash"
    # one word left is no noun of its own; a price word not at the head is no compound
    assert priced_noun("late fee") is None
    assert priced_noun("no wash fee") is None
    assert priced_noun("fee-free wash") is None
    assert priced_noun("vet fee limit") is None


def test_a_price_said_of_the_priced_noun_is_the_topics() -> None:
    assert _claims("A hair wash at our Leeds salon costs £8.") == [("wash_price", 8.0)]
    assert _claims("A hair wash at any of our salons is £8.") == [("wash_price", 8.0)]


def test_a_zero_said_of_the_priced_noun_is_the_topics() -> None:
    assert _claims("In Wales, every hair wash is free of charge.") == [("wash_price", 0.0)]


def test_a_priced_noun_beside_something_not_covered_is_no_cue() -> None:
    assert _claims("A hair wash with a scalp massage costs £20.") == [(OTHER, 20.0)]


def test_a_noun_of_time_names_nothing_and_the_ticket_says_the_priced_noun() -> None:
    sources = [verified_source("SAL-1", "The price of a hair wash is £8.", title="Salon prices")]
    draft = "Free haircuts start at 70, so you'll pay £8 this time."
    ticket = Ticket(id="T-1", message="I'm 66. Is my hair wash free now?")
    v = local_verdict(draft, sources, salon(), ticket, now=NOW)
    money = [c for c in v.claims if c.draft_claim.value and c.draft_claim.value.kind == "money"]
    assert [c.draft_claim.topic for c in money] == ["wash_price"]
    assert money[0].decision == "ALLOW"


def test_the_age_a_free_thing_starts_at_is_its_lower_end() -> None:
    claims = extract_draft_claims("Free haircuts start at 70.", salon())
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [
        ("free_cut_age", 70.0)
    ]
    # a time of day, in a sentence naming no age topic, is no age
    assert extract_draft_claims("Washes start at 9 every morning.", salon()) == []
