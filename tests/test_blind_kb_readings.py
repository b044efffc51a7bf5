"""Issue 17: source readings that two knowledge bases written blind (tests/kb/petcover,
tests/kb/ticketing) found wrong, each stated as a structural rule of reading.

An invented lending library's catalogue, built here: nothing in the product knows its words,
and no sentence below comes from tests/kb. A denied option is no option, "on or after" a
date is when a rule starts, an age that qualifies a noun beside another topic is that topic's
condition, and a value carried from an earlier sentence yields to the document's own words.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.models import SourceClaim
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def library() -> Catalogue:
    topics: dict[str, Any] = {
        "loan_period": {"kind": "duration", "about": ["loan period", "borrow*", "keep a book"]},
        "min_age": {
            "kind": "duration",
            "label": "minimum age to join alone",
            "about": ["join alone", "minimum age", "without a parent"],
        },
        "membership_discount": {"kind": "percent", "about": ["off membership", "discount*"]},
        "reservation_fee": {"kind": "money", "currency": "GBP", "about": ["reservation fee"]},
        "renewals": {
            "kind": "choice",
            "about": ["renew*"],
            "choices": {"online": ["online", "on the website"], "desk": ["at the desk", "in person"]},
        },
    }  # fmt: skip
    return named_catalogue("Library", topics)


def _claims(body: str) -> list[SourceClaim]:
    source = verified_source("LIB-1", body, title="Library rules")
    return [c for c in extract_source_claims(source, library()) if c.topic != OTHER]


def _on(claims: list[SourceClaim], topic: str) -> list[str]:
    return [
        c.value.option or f"{c.value.amount:g} {c.value.unit}" for c in claims if c.topic == topic
    ]


# --- a denied option is no option -------------------------------------------------------------


def test_no_longer_before_a_verb_denies_the_option_it_names() -> None:
    claims = _claims("We no longer renew loans at the desk. You can renew online at any hour.")
    assert _on(claims, "renewals") == ["online"]


def test_no_longer_than_is_still_a_bound_not_a_denial() -> None:
    claims = _claims("You may borrow a book for no longer than 21 days.")
    assert _on(claims, "loan_period") == ["21 calendar_days"]


# --- "on or after" a date is when a rule starts to apply ---------------------------------------


def test_on_or_after_a_date_is_the_rules_effective_date() -> None:
    claims = _claims(
        "For memberships renewed on or after 1 April 2027, the reservation fee will be £1."
    )
    assert [c.effective_from for c in claims] == [date(2027, 4, 1)]


# --- an age that qualifies a noun beside another topic is that topic's condition --------------


def test_an_age_that_qualifies_a_noun_beside_another_topic_is_no_age_limit() -> None:
    claims = _claims("Readers aged 65 and over get a 20% discount on membership.")
    assert _on(claims, "min_age") == []
    assert _on(claims, "membership_discount") == ["20 percent"]


def test_an_age_that_qualifies_a_noun_alone_is_the_limit() -> None:
    claims = _claims("Our reading rooms are for readers aged 12 and over.")
    assert _on(claims, "min_age") == ["12 years"]


# --- a value carried from an earlier sentence yields to the document's own words --------------


def test_a_carried_age_that_the_document_contradicts_is_other() -> None:
    body = (
        "Children can join alone from the age of 12. "
        "Anyone younger has to bring along a grown-up aged 18 or over when they visit."
    )
    assert _on(_claims(body), "min_age") == ["12 years"]


def test_a_carried_value_that_nothing_contradicts_stays_on_its_topic() -> None:
    body = "Borrowing is open to members only. They keep a book for 3 weeks, then return it."
    assert _on(_claims(body), "loan_period") == ["21 calendar_days"]


# --- "once X is approved" is a status only when X is the text or the change ----------------


def test_a_step_that_waits_for_a_members_request_to_be_approved_keeps_the_sop_in_force() -> None:
    body = (
        "1. Let members keep a book for 3 weeks.\n"
        "2. Once the hold request is approved, print the slip for the shelf.\n"
    )
    claims = _claims(body)
    assert len(claims) == 1 and claims[0].status_wording != "pending_approval"


def test_once_the_change_is_approved_is_still_pending() -> None:
    body = "Members will keep a book for 4 weeks. We announce it once the change is approved."
    assert [c.status_wording for c in _claims(body)] == ["pending_approval"]


# --- within one sub-clause, the side whose phrases say more takes the value -----------------


def _venue(body: str) -> list[str]:
    topics: dict[str, Any] = {
        "refund_time": {"kind": "duration", "about": ["refund*"]},
        "swap_window": {"kind": "duration", "about": ["date change", "swap*"]},
    }
    source = verified_source("V-1", body, title="Changes")
    cat = named_catalogue("Venue", topics)
    return [c.topic for c in extract_source_claims(source, cat)]


def test_a_longer_phrase_after_the_value_outweighs_a_shorter_one_before_it() -> None:
    body = "You may ask for a refund within 10 days of the date change being published."
    assert _venue(body) == ["swap_window"]


def test_with_phrases_of_one_size_the_side_before_the_value_still_wins() -> None:
    assert _venue("We refund you within 10 days of a swap.") == ["refund_time"]


# --- in a draft: a duration's anchor is not its subject; "once" before a number is "when" ----


def _draft_topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, library())]


def test_the_noun_a_duration_counts_from_names_no_subject_of_its_own() -> None:
    assert _draft_topics("That's 21 days from the issue date.") == [UNATTRIBUTED]
    assert _draft_topics("The audiobook licence lasts 21 days.") == [OTHER]


def test_once_before_a_number_is_a_conjunction_not_a_frequency() -> None:
    claims = extract_draft_claims("Borrowing resumes once 3 weeks have passed.", library())
    assert [(c.topic, c.value.amount if c.value else None) for c in claims] == [("loan_period", 21)]
    assert extract_draft_claims("We check the shelves once a day.", library()) == []


# --- an uncovered subject owns the topic word after its verb ----------------------------------


def _hostel(body: str) -> list[str]:
    topics: dict[str, Any] = {"key_deposit": {"kind": "money", "about": ["deposit"]}}
    cat = catalogue_from_dict(
        {"name": "Hostel", "topics": topics, "not_covered": ["locker*"]}, "test", "Hostel"
    )
    source = verified_source("H-1", body, title="Keys")
    return [c.topic for c in extract_source_claims(source, cat)]


def test_a_topic_word_after_an_uncovered_subjects_verb_is_that_subjects() -> None:
    assert _hostel("Lockers in the lounge have their own deposit of €5.") == [OTHER]


def test_the_topic_named_as_the_subject_keeps_its_value() -> None:
    assert _hostel("The deposit for lockers and keys is €20.") == ["key_deposit"]
