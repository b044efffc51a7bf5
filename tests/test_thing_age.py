"""How old a thing is ("frames older than two years") says which things a rule covers, not
a time limit (`guard.extract.local.thingage`). An invented bike-hire catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.thingage import age_of_a_thing
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_claims


def bikes() -> Catalogue:
    topics: dict[str, Any] = {
        "damage_window": {
            "kind": "duration",
            "label": "time to tell us about a damaged bike",
            "about": ["damaged bike*", "tell us about damage"],
        },
        "voucher_validity": {"kind": "duration", "about": ["voucher*"]},
        "rider_age": {"kind": "duration", "label": "minimum rider age", "about": ["rider age"]},
        "refund_share": {"kind": "percent", "about": ["refund*"]},
    }
    return named_catalogue("Spokewell", topics)


def _claims(body: str) -> list[tuple[str, str]]:
    got = source_claims(body, bikes(), title="Damaged bikes")
    return [(c.topic, c.value_text) for c in got if c.value is not None]


def test_a_things_age_under_a_heading_is_no_time_limit() -> None:
    body = "Refunds are 80% of the hire fee; use the wear chart for frames older than two years.\n"
    assert ("damage_window", "two years") not in _claims(body)
    assert ("refund_share", "80%") in _claims(body)


def test_more_than_n_old_is_a_things_age_too() -> None:
    body = "Use the wear chart for helmets that are more than 3 years old.\n"
    assert [t for t, _ in _claims(body) if t == "damage_window"] == []


def test_the_age_of_what_the_topic_names_is_its_limit() -> None:
    vocab = vocabulary(bikes())
    said = "Vouchers older than 12 months can't be used."
    at = said.index("12 months")
    assert age_of_a_thing(vocab, "voucher_validity", said, at, at + 9) is None
    said = "Bikes older than 12 months get the wear chart."
    at = said.index("12 months")
    assert age_of_a_thing(vocab, "voucher_validity", said, at, at + 9) == (
        "Bikes older than 12 months"
    )


def test_an_age_topic_keeps_its_age() -> None:
    vocab = vocabulary(bikes())
    said = "Riders older than 12 can ride alone."
    at = said.index("12")
    assert age_of_a_thing(vocab, "rider_age", said, at, at + 2) is None


def test_a_deadline_is_untouched() -> None:
    body = "Please tell us about damage to a bike within 3 days of returning it.\n"
    assert ("damage_window", "3 days") in _claims(body)


def test_an_age_in_a_clause_naming_the_topic_is_its_limit() -> None:
    body = "Frames older than two years can't be reported as damaged bikes.\n"
    assert ("damage_window", "two years") in _claims(body)
