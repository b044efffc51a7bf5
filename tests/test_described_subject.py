"""The noun a duration describes ("3 days' notice"), said after the verb of a subject that a
topic of another kind names more narrowly ("Family memberships need 3 days' notice"), is that
subject's own rule, not the notice topic's value (`guard.extract.local.describedsubject`, with
`otherkind._narrowed`). A made-up leisure-club catalogue; none of these words come from tests/kb."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source

CLUB: Catalogue = catalogue_from_dict(
    {
        "name": "Heron leisure club",
        "topics": {
            "cancel_notice": {
                "kind": "duration",
                "label": "notice needed to cancel memberships",
                "about": ["notice", "cancel your membership"],
            },
            "family_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["family membership*", "family plan"],
            },
        },
        "scopes": {
            "tier": {
                "values": {"gold": ["gold membership*"], "silver": ["silver membership*"]},
            }
        },
    },
    "test",
    "Heron",
)


def _read(text: str) -> list[tuple[str, str]]:
    """Each claim's topic and value as written."""
    claims = extract_source_claims(verified_source("S-1", text, kind="help_article"), CLUB)
    return [(c.topic, c.value_text) for c in claims]


OWN_RULE = "Family memberships need 3 days' notice to pause or move a class."


def test_a_narrower_subject_of_another_kinds_topic_owns_the_notice() -> None:
    """In a source: no claim (the subject's own rule, set aside), so neither a second notice
    value nor a value left unplaced beside the notice topic's words."""
    assert _read(OWN_RULE) == []


def test_a_draft_stating_that_rule_says_something_outside_coverage() -> None:
    claims = extract_draft_claims(OWN_RULE, CLUB)
    assert [(c.topic, c.value_text) for c in claims] == [("other", "3 days")]


@pytest.mark.parametrize(
    "text",
    [
        "Memberships need one month's notice to cancel.",  # the topic's own noun
        "Gold memberships need one month's notice to cancel.",  # a scope value, no topic
        "We need one month's notice to cancel your membership.",  # no subject of a topic
        "One month's notice is needed for family memberships.",  # the notice is the subject
        # the subject shares a word with the topic outside the other topic's phrase
        "When you cancel family memberships we need one month's notice.",
    ],
)
def test_the_topics_own_notice_stays_its_value(text: str) -> None:
    assert [t for t, v in _read(text) if v.casefold() == "one month"] == ["cancel_notice"]
