"""A draft's bare age said of someone is the ticket's to place (`guard/extract/local/drafts.py`).

"Riders must be 14 or over to ride alone" is a person's age; its sentence names a count
topic's subject ("riders"), which says whose age it is, not which limit. A source names its
subjects, so there it stays no claim; in a draft it is unattributed, and the engine reads it
on the ticket's age topic (`guard.engine.attribution`), so a wrong age is caught rather than
left as an unread number. A made-up climbing-wall catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.engine.attribution import attribute
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Ticket


def wall() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Boulder barn",
            "topics": {
                "climb_age": {
                    "label": "minimum age to climb unsupervised",
                    "kind": "duration",
                    "about": ["minimum age", "old enough", "age limit"],
                },
                "group_size": {
                    "label": "climbers per instructor",
                    "kind": "count",
                    "unit": "climbers",
                    "about": ["climbers", "climber*", "group size"],
                },
                "booking_notice": {
                    "label": "booking notice",
                    "kind": "duration",
                    "about": ["book ahead", "notice"],
                },
            },
        },
        "test",
        "Barn",
    )


def test_a_bare_age_said_of_another_topics_subject_is_unattributed() -> None:
    (claim,) = extract_draft_claims(
        "Climbers must be 14 or over to go up without a parent.", wall()
    )
    assert claim.topic == UNATTRIBUTED
    assert claim.value is not None and (claim.value.amount, claim.value.unit) == (14, "years")


def test_the_ticket_that_asks_the_age_places_it() -> None:
    claims = extract_draft_claims("Climbers must be 14 or over to go up without a parent.", wall())
    ticket = Ticket(id="T-1", message="Is my son old enough to climb on his own? He's 15.")
    (read,), _ = attribute(claims, ticket, wall())
    assert read.topic == "climb_age"


def test_a_ticket_about_nothing_of_its_kind_leaves_it_unattributed() -> None:
    claims = extract_draft_claims("Climbers must be 14 or over to go up without a parent.", wall())
    ticket = Ticket(id="T-2", message="Where do I park?")
    (read,), _ = attribute(claims, ticket, wall())
    assert read.topic == UNATTRIBUTED


def test_an_age_its_sentence_places_keeps_its_topic() -> None:
    (claim,) = extract_draft_claims("Our minimum age is 14 or over.", wall())
    assert claim.topic == "climb_age"
