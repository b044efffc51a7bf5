"""An amount written between a determiner and a noun is the amount of that noun ("the €480
quote"), not the price a farther word of the sentence names (`guard.extract.local.amountnoun`).
A made-up bicycle-workshop catalogue; none of these words come from tests/kb."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source


def _catalogue() -> Catalogue:
    topics: dict[str, dict[str, object]] = {
        "club_fee": {
            "label": "monthly fee of the Rider Club",
            "kind": "money",
            "currency": "EUR",
            "about": ["rider club fee", "club fee", "a month"],
        },
        "club_discount": {"kind": "percent", "about": ["off repairs"]},
        "late_fee": {"kind": "money", "currency": "EUR", "about": ["late collection fee"]},
    }
    return catalogue_from_dict({"name": "Spokes", "topics": topics}, "test", "Spokes")


def _read(body: str) -> list[tuple[str, str]]:
    source = Source(
        id="SP-1",
        title="Workshop notes",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="S")),
    )
    return [(c.topic, c.value_text) for c in extract_source_claims(source, _catalogue())]


def test_the_amount_of_a_noun_no_topic_names_is_on_other() -> None:
    body = (
        "As you're in the Rider Club you get 15% off repairs, so the saving comes off "
        "the €480 quote when you collect."
    )
    got = _read(body)
    assert ("club_fee", "€480") not in got
    assert ("club_discount", "15%") in got


def test_the_amount_of_a_noun_a_topic_names_is_that_topics() -> None:
    body = "Members of the Rider Club pay the €12 late collection fee after a week."
    assert ("late_fee", "€12") in _read(body)


def test_a_generic_amount_noun_keeps_the_usual_reading() -> None:
    assert [t for t, _ in _read("The Rider Club fee is a €9 charge a month.")] == ["club_fee"]


def test_an_amount_with_no_determiner_keeps_the_usual_reading() -> None:
    assert [t for t, _ in _read("The Rider Club fee is €9 a month.")] == ["club_fee"]
