"""A phrase's leading verb matched in its -ing form after a determiner is a noun and no cue
(`guard/extract/local/nounedverb.py`); of two phrases sharing a verb, the one that names
the verb's object is the cue (`guard/extract/local/verbobject.py`). A made-up van-hire
catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def vans() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Roadvan",
            "topics": {
                "reserve_ahead": {
                    "kind": "duration",
                    "about": ["book up to", "reserve ahead"],
                },
                "amend_notice": {
                    "kind": "duration",
                    "about": ["amend a van", "amend your hire", "notice to amend"],
                },
                "insurance_notice": {
                    "kind": "duration",
                    "about": ["amend your insurance", "insurance change"],
                },
            },
        },
        "test",
        "Roadvan",
    )


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, vans()) if c.value is not None]


def test_a_gerund_after_a_determiner_is_a_noun_not_the_verb() -> None:
    text = "You can amend a van booking up to 12 hours before pick-up."
    assert _topics(text) == ["amend_notice"]


def test_the_gerund_as_the_verb_still_names_the_act() -> None:
    assert _topics("Booking up to 30 days ahead is open to everyone.") == ["reserve_ahead"]
    assert _topics("You can book up to 30 days ahead.") == ["reserve_ahead"]


def test_the_phrase_naming_the_shared_verbs_object_is_the_cue() -> None:
    text = "We need three days' notice to amend your insurance on a hire."
    assert _topics(text) == ["insurance_notice"]


def test_a_phrase_of_the_same_topic_or_no_object_changes_nothing() -> None:
    assert _topics("We need three days' notice to amend your hire.") == ["amend_notice"]
    assert _topics("We need three days' notice to amend, by phone.") == ["amend_notice"]
