"""A cue word heading the value's own subject keeps its topic under a heading that names
another topic holding that word in a longer phrase (`guard.extract.local.subjecthead`).
A made-up cycle workshop: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.extract.local.subjecthead import heads_own_subject
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def workshop() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Cycle workshop",
            "topics": {
                "service_notice": {
                    "label": "notice to call off a service for your money back",
                    "kind": "duration",
                    "about": ["call off*", "money back in full", "cancel*"],
                },
                "payback_time": {
                    "label": "how long it takes to pay money back",
                    "kind": "duration",
                    "about": ["money*", "pay back"],
                },
            },
        },
        "test",
        "Cycle workshop",
    )


def _topics(body: str) -> list[tuple[str, float | None]]:
    src = verified_source("CW-1", body, title="Workshop terms", kind="help_article")
    return [(c.topic, c.value.amount) for c in extract_source_claims(src, workshop()) if c.value]


def test_the_subjects_own_noun_keeps_its_topic_under_another_topics_heading() -> None:
    body = (
        "## Cancelling a service\n\nAny money we hold for you is sent to your bank within 6 days.\n"
    )
    assert _topics(body) == [("payback_time", 6)]


def test_a_word_the_clause_only_mentions_still_yields_to_the_heading() -> None:
    body = "## Cancelling a service\n\nYou can have your money within 6 days of booking.\n"
    assert _topics(body) == [("service_notice", 6)]


def test_heads_own_subject() -> None:
    assert heads_own_subject("Any money we hold for you is sent to your bank within", "money")
    assert heads_own_subject("Your spare money is paid within", "money")
    assert not heads_own_subject("You get your money within", "money")
    assert not heads_own_subject("Any bike we hold for your money is kept for", "money")
