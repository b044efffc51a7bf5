"""A time said to be of, about or before the change the text announces is that change's lead
time, not a value of the topic its noun names (`guard.extract.local.ofchange`). A made-up
music-streaming catalogue; none of these words come from tests/kb."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_source_claims
from guard.extract.local.changetopic import names_a_change
from guard.kb.catalogue import Catalogue
from guard.models import Owner, Signals, Source
from tests.support.reading import named_catalogue


def _catalogue(*, change_topic: bool) -> Catalogue:
    topics: dict[str, dict[str, object]] = {
        "cancel_notice": {
            "label": "notice needed to cancel",
            "kind": "duration",
            "about": ["notice", "cancel*"],
        },
        "plan_price": {"kind": "money", "currency": "EUR", "about": ["subscription", "costs"]},
    }
    if change_topic:
        topics["cancel_notice"] = {
            "label": "warning we give before a price increase",
            "kind": "duration",
            "about": ["notice", "warning"],
        }
    return named_catalogue("Tunebox", topics)


def _read(body: str, *, change_topic: bool = False) -> list[tuple[str, str]]:
    source = Source(
        id="TB-1",
        title="Tunebox pricing",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    claims = extract_source_claims(source, _catalogue(change_topic=change_topic))
    return [(c.topic, c.value_text) for c in claims]


ANNOUNCEMENT = (
    "The Duo subscription costs €14 from 1 May. "
    "Listeners already on Duo receive 6 weeks' written warning of this increase."
)


def test_the_lead_time_of_the_announced_change_is_no_notice_period() -> None:
    assert _read(ANNOUNCEMENT) == [("plan_price", "€14")]


def test_a_time_before_the_change_is_its_lead_time_too() -> None:
    body = "The Duo subscription costs €14 from 1 May. Listeners get notice by email 2 weeks before the change."
    assert ("cancel_notice", "2 weeks") not in _read(body)


def test_notice_of_something_that_is_no_change_stays_the_topic_value() -> None:
    body = "Listeners can leave at any time by giving 2 weeks' notice of cancellation."
    assert _read(body) == [("cancel_notice", "2 weeks")]


def test_a_rule_about_any_change_is_no_lead_time_of_this_one() -> None:
    body = "We always give 6 weeks' notice of any price change."
    assert _read(body) == [("cancel_notice", "6 weeks")]


def test_a_topic_about_changes_keeps_the_value() -> None:
    assert ("cancel_notice", "6 weeks") in _read(ANNOUNCEMENT, change_topic=True)


def test_a_topic_that_names_a_change_only_as_the_customers_act_is_not_about_changes() -> None:
    # "update your tier" is the listener's act (a verb and its object), not a change announced:
    # the lead time of the announced increase stays off the notice topic (`changetopic`)
    cat = named_catalogue(
        "Tunebox",
        {
            "cancel_notice": {
                "label": "notice needed to swap tiers",
                "kind": "duration",
                "about": ["notice", "update your tier"],
            },
            "plan_price": {"kind": "money", "currency": "EUR", "about": ["subscription"]},
        },
    )
    source = Source(
        id="TB-1",
        title="Tunebox pricing",
        kind="policy",
        body="The Duo subscription costs €14 from 1 May. "
        "Listeners get 6 weeks' notice of the increase.",
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    assert [(c.topic, c.value_text) for c in extract_source_claims(source, cat)] == [
        ("plan_price", "€14")
    ]


def test_a_change_is_named_as_a_noun_never_as_a_verb_with_its_object() -> None:
    for words in ("notice before a price change", "fee increase", "changes to your plan"):
        assert names_a_change(words), words
    for words in ("change the date", "update your details", "notice", "raise a ticket"):
        assert not names_a_change(words), words
