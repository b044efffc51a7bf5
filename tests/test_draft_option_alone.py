"""A choice option's word alone in a draft is the ticket's to place (`guard.engine.attribution`).

A choice topic's option words are common English: "bring a printed ticket" says nothing
of how a receipt is sent when a "receipt delivery" topic's options are printed and
emailed. A source's option counts only where its context names the topic; a draft's the
same, except that a reply answers its ticket: a ticket that asks about the topic places
the option on it (and a wrong one is caught), one that asks about nothing with that option
leaves a word option no claim, and its word no extraction gap. An option that holds a
number ("9am to 5pm") is a policy value by the catalogue's own words: unplaced, it stays an
unattributed claim, CAUTION EXTRACTION_GAP and never ALLOW (issue 17, items 2 and 5). A
made-up museum catalogue: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import Source, Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def museum() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Town museum",
            "topics": {
                "receipt_delivery": {
                    "label": "how the donation receipt is sent",
                    "kind": "choice",
                    "about": ["donation receipt", "receipt"],
                    "choices": {"printed": ["printed", "paper"], "emailed": ["emailed", "email"]},
                },
                "entry_fee": {
                    "label": "entry fee",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["entry fee", "admission"],
                },
            },
        },
        "test",
        "Museum",
    )


def _source() -> Source:
    return verified_source(
        "MUS-1", "Your donation receipt is emailed to you within a day.\n", title="Donations"
    )


def _decide(draft: str, message: str) -> tuple[str, str]:
    v = local_verdict(draft, [_source()], museum(), Ticket(id="T", message=message), now=NOW)
    return v.decision, v.reason_code


def test_an_option_whose_sentence_names_no_topic_is_unattributed() -> None:
    (claim,) = extract_draft_claims("Just show a printed map at the desk.", museum())
    assert claim.topic == UNATTRIBUTED
    assert claim.value is not None and claim.value.option == "printed"


def test_an_option_whose_sentence_names_its_topic_keeps_it() -> None:
    (claim,) = extract_draft_claims("Your receipt will be printed.", museum())
    assert claim.topic == "receipt_delivery"


def test_on_a_ticket_about_nothing_with_that_option_it_is_no_claim() -> None:
    got = _decide("Just show a printed map at the desk.", "Where is the cloakroom?")
    assert got == ("ALLOW", "NO_POLICY_CLAIM")


def test_an_hours_option_no_words_place_is_never_allowed() -> None:
    """A wrong opening-hours option in a sentence that names no topic, on a ticket that
    names none either: unplaced, so CAUTION, never ALLOW NO_POLICY_CLAIM."""
    cat = catalogue_from_dict(
        {
            "name": "Town museum",
            "topics": {
                "gallery_hours": {
                    "label": "gallery opening hours",
                    "kind": "choice",
                    "about": ["gallery hours", "opening hours"],
                    "choices": {
                        "daytime": ["9 to 5", "9am to 5pm"],
                        "late": ["9 to 9", "9am to 9pm"],
                    },
                },
            },
        },
        "test",
        "Museum",
    )
    src = verified_source("MUS-2", "Gallery hours are 9am to 9pm every day.\n", title="Visiting")
    draft = "Afraid it's only 9am to 5pm, so 7pm won't work."
    ticket = Ticket(id="T", message="Could my school group come by at 7pm on Friday?")
    v = local_verdict(draft, [src], cat, ticket, now=NOW)
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_a_ticket_that_asks_about_the_topic_places_a_wrong_option_on_it() -> None:
    got = _decide("It will be printed and posted to you.", "How do I get my donation receipt?")
    assert got == ("HOLD", "CONTRADICTS_GOVERNING")


def test_an_option_whose_own_words_hold_its_topics_phrase_names_it() -> None:
    """ "late opening on Fridays" says the topic's own word: no ticket needs to place it."""
    cat = catalogue_from_dict(
        {
            "name": "Town museum",
            "topics": {
                "late_opening": {
                    "label": "late opening",
                    "kind": "choice",
                    "about": ["late opening*"],
                    "choices": {
                        "fridays": ["late opening on fridays"],
                        "none": ["no late opening*"],
                    },
                },
            },
        },
        "test",
        "Museum",
    )
    (claim,) = extract_draft_claims("Good news: late opening on Fridays starts soon!", cat)
    assert claim.topic == "late_opening"
    assert claim.value is not None and claim.value.option == "fridays"
