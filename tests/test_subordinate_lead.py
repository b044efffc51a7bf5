"""After a leading condition, the main clause's subject decides (`unnamed._known_main_subject`).

"If you close the shop, your listings stay visible for 60 days": the condition says when,
the main clause what. Its subject ("your listings") is a word the catalogue knows, so the
value names no uncovered subject: it is unattributed, and the ticket places it. A main
clause about a thing the catalogue does not know stays outside coverage. A made-up
market-stall catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.engine.attribution import attribute
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Ticket


def stalls() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Market stalls",
            "topics": {
                "listing_hold": {
                    "label": "how long listings are kept after closing",
                    "kind": "duration",
                    "about": ["keep your listings", "listings ... kept"],
                },
                "pitch_fee": {
                    "label": "pitch fee",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["pitch fee"],
                },
            },
        },
        "test",
        "Stalls",
    )


def test_a_known_subject_after_a_condition_is_unattributed() -> None:
    (c,) = extract_draft_claims(
        "If you close the shop, your listings stay up for 60 days.", stalls()
    )
    assert c.topic == UNATTRIBUTED
    ticket = Ticket(id="T", message="Do you keep my listings if I close my shop?")
    (read,), _ = attribute([c], ticket, stalls())
    assert read.topic == "listing_hold"


def test_a_pronoun_after_a_condition_is_unattributed() -> None:
    (c,) = extract_draft_claims("Once you close the shop, it stays up for 60 days.", stalls())
    assert c.topic == UNATTRIBUTED


def test_an_unknown_subject_after_a_condition_stays_outside_coverage() -> None:
    (c,) = extract_draft_claims("If you close the shop, the auctioneer waits 60 days.", stalls())
    assert c.topic == OTHER
