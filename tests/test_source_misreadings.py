"""Issue 17: a source sentence misread into a conflict between sources that a reader finds
none in (or into agreement where there is a conflict).

An invented co-working space's catalogue, built here: nothing in the product knows its
words. Each test states one structural rule of reading: a supersession names a title that
follows words saying what it is, a run-in heading does not contradict its own item, a
block that turns to a subject a topic excludes keeps its option words off that topic, and
of two values of one subject in one sentence, the one whose own verb says what the topic
measures is the topic's, and a total is not a rate.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from guard.engine.governing import names_source, supersession_target
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from guard.models import Source, Supersedes, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def desks() -> Catalogue:
    topics: dict[str, Any] = {
        "booking_window": {"kind": "duration", "about": ["book ahead", "advance booking"]},
        "guest_fee": {"kind": "money", "currency": "EUR", "about": ["guest pass*", "guest fee"]},
        "guest_passes": {"kind": "count", "unit": "guest passes a month", "about": ["guest pass*"]},
        "print_credits": {"kind": "count", "unit": "print credits", "about": ["print credit*"]},
        "desk_hold": {
            "kind": "duration",
            "label": "how long a booked desk is held",
            "about": ["desk booking*"],
        },
        "locker_rental": {
            "kind": "choice",
            "about": ["locker*"],
            "not_about": ["day locker*"],
            "choices": {"included": ["included in your plan"], "paid": ["rental charge"]},
        },
    }  # fmt: skip
    scopes = {"plan": {"hotdesk": ["hot desk*"], "fixed": ["fixed desk*"]}}
    return catalogue_from_dict(
        {"name": "Desks", "topics": topics, "scopes": scopes, "not_covered": ["meeting room*"]},
        "test",
        "Desks",
    )


def _source(sid: str, title: str, body: str) -> Source:
    return verified_source(sid, body, title=title)


def _decide(text: str, sources: list[Source], cat: Catalogue) -> tuple[str, str]:
    v = local_verdict(text, sources, cat, now=NOW)
    return v.decision, v.reason_code


# --- a supersession names a title after words that say what it is ------------------------------


def test_a_title_after_a_descriptor_is_the_target_whatever_its_commas() -> None:
    title = "Guests, visitors and day passes"
    quote = f"This notice supersedes the members' guide {title} on the guest fee."
    sup = Supersedes(target_text="the members' guide Guests", quote=quote)
    target = supersession_target(sup, {title, "Guests", "DSK-7"})
    old = _source("DSK-7", title, "")
    assert names_source(target, old, {title, "Guests"}) == "title"


def test_a_cut_target_that_no_title_completes_stands() -> None:
    sup = Supersedes(target_text="the old guide", quote="This supersedes the old guide, sadly.")
    assert supersession_target(sup, {"Guests, visitors and day passes"}) == "the old guide"


def test_the_superseded_title_after_a_descriptor_lets_the_new_value_govern() -> None:
    cat = desks()
    old = _source("DSK-7", "Guests, visitors and day passes", "A guest pass costs €15.\n")
    new = _source(
        "DSK-9",
        "Price list 2026",
        "A guest pass costs €18.\n\n"
        "This list supersedes the members' guide Guests, visitors and day passes on guest fees.\n",
    )
    assert _decide("A guest pass is €18.", [old, new], cat) == ("ALLOW", "SUPPORTED")
    assert _decide("A guest pass is €15.", [old, new], cat) == ("HOLD", "CONTRADICTS_GOVERNING")


# --- a run-in heading does not contradict its own item -----------------------------------------


def test_a_run_in_headings_loose_value_yields_to_its_items_text() -> None:
    src = _source(
        "DSK-1",
        "Member perks",
        "- **Advance booking for a fortnight.** Members can book ahead up to 10 days before.\n"
        "- **Guest passes.** A guest pass costs €12.\n",
    )
    got = [(c.topic, c.value) for c in extract_source_claims(src, desks())]
    # The heading's fortnight is no claim on the topic: `other` (runin) or set aside as the
    # entry's title (entries), whichever reads it first; never a second booking window.
    fortnight = Value(amount=14, unit="calendar_days")
    assert ("booking_window", fortnight) not in got
    assert ("booking_window", Value(amount=10, unit="calendar_days")) in got
    assert _decide("You can book ahead up to 10 days.", [src], desks()) == ("ALLOW", "SUPPORTED")


def test_a_run_in_heading_whose_item_states_nothing_on_its_topic_keeps_its_value() -> None:
    src = _source("DSK-1", "Perks", "- **Book ahead up to 10 days.** Ask at the front desk.\n")
    got = [(c.topic, c.value) for c in extract_source_claims(src, desks())]
    assert got == [("booking_window", Value(amount=10, unit="calendar_days"))]


def test_a_heading_that_agrees_with_its_item_stays_on_the_topic() -> None:
    src = _source("DSK-1", "Perks", "- **10-day advance booking.** Book ahead up to 10 days.\n")
    got = {c.topic for c in extract_source_claims(src, desks())}
    assert got == {"booking_window"}


# --- a block turned to an excluded subject ----------------------------------------------------


def test_option_words_after_a_sentence_on_an_excluded_subject_are_not_the_topics() -> None:
    src = _source(
        "DSK-2",
        "Lockers",
        "Every member gets a locker, included in your plan.\n\n"
        "Day lockers are different: they're for visitors. A rental charge applies.\n",
    )
    got = [
        (c.topic, c.value.option if c.value else None) for c in extract_source_claims(src, desks())
    ]
    assert ("locker_rental", "included") in got
    assert ("locker_rental", "paid") not in got


def test_option_words_after_a_sentence_on_an_uncovered_subject_are_not_the_topics() -> None:
    src = _source(
        "DSK-2",
        "Lockers",
        "Every member gets a locker, included in your plan.\n\n"
        "Meeting rooms work differently. A rental charge applies.\n",
    )
    options = {c.value.option for c in extract_source_claims(src, desks()) if c.value}
    assert "paid" not in options


def test_option_words_in_a_block_that_stays_on_the_topic_still_count() -> None:
    src = _source("DSK-2", "Lockers", "Members rent lockers monthly. A rental charge applies.\n")
    options = {c.value.option for c in extract_source_claims(src, desks()) if c.value}
    assert options == {"paid"}


# --- two values of one subject, each with its own predicate -----------------------------------


def _claims(body: str) -> list[tuple[str, Value | None]]:
    src = _source("DSK-3", "Desk bookings", body)
    return [(c.topic, c.value) for c in extract_source_claims(src, desks())]


def test_the_value_whose_own_verb_says_what_the_topic_measures_is_the_topics() -> None:
    got = _claims("A desk booking starts 30 minutes before you arrive and is held for 2 hours.\n")
    assert got == [
        (OTHER, Value(amount=30, unit="minutes")),
        ("desk_hold", Value(amount=2, unit="hours")),
    ]
    src = _source(
        "DSK-3",
        "Desk bookings",
        "A desk booking starts 30 minutes early and is held for 2 hours.\n",
    )
    assert _decide("Your desk booking is held for 2 hours.", [src], desks()) == (
        "ALLOW",
        "SUPPORTED",
    )


def test_two_values_no_own_words_tell_apart_stay_a_conflict() -> None:
    got = _claims("A desk booking lasts 2 hours, or 3 hours at weekends.\n")
    assert [t for t, _ in got] == ["desk_hold", "desk_hold"]


def test_two_values_both_said_by_the_topics_own_word_stay_a_conflict() -> None:
    got = _claims("A desk booking is held for 2 hours and held for 3 hours if you ask.\n")
    assert [t for t, _ in got] == ["desk_hold", "desk_hold"]


# --- a total is not a rate ---------------------------------------------------------------------


def test_a_total_is_not_the_value_of_a_topic_measured_per_period() -> None:
    src = _source(
        "DSK-4",
        "Guests",
        "Members get 4 guest passes a month. Over a quarter that's 12 guest passes in total.\n",
    )
    got = [(c.topic, c.value) for c in extract_source_claims(src, desks())]
    assert got == [
        ("guest_passes", Value(amount=4, unit="guest passes a month", kind="count")),
        (OTHER, Value(amount=12, unit="guest passes", kind="count")),
    ]
    assert _decide("You get 4 guest passes a month.", [src], desks()) == ("ALLOW", "SUPPORTED")


def test_a_total_of_a_topic_not_measured_per_period_is_its_value() -> None:
    got = _claims("Members get a total of 40 print credits.\n")
    assert got == [("print_credits", Value(amount=40, unit="print credits", kind="count"))]


# --- what a unit of measure measures -----------------------------------------------------------


def couriers() -> Catalogue:
    topics: dict[str, Any] = {
        "parcel_weight": {
            "kind": "count",
            "unit": "kg",
            "label": "parcel weight limit",
            "about": ["kg", "parcel weight"],
        },
        "pallet_fee": {"kind": "money", "currency": "EUR", "about": ["pallet*"]},
    }
    return named_catalogue("Couriers", topics)


@pytest.mark.parametrize(
    "text,topic",
    [
        ("A parcel of up to 20 kg fits in any locker.", "parcel_weight"),
        ("The limit is 20kg per parcel.", "parcel_weight"),
        ("You can send a small one or a 20 kg one.", "parcel_weight"),
        ("Add a 300 kg pallet to your delivery.", OTHER),
        ("Each pallet can weigh up to 300 kg.", OTHER),
        ("A wardrobe (up to 80 kg) needs two couriers.", OTHER),
    ],
)
def test_a_unit_of_measure_is_the_topics_only_where_it_measures_the_topics_subject(
    text: str, topic: str
) -> None:
    src = _source("CR-1", "Sending", text + "\n")
    got = [c.topic for c in extract_source_claims(src, couriers()) if c.value.kind == "count"]
    assert got == [topic]
    assert [
        c.topic
        for c in extract_draft_claims(text, couriers())
        if c.value and c.value.kind == "count"
    ] == [topic]


# --- a duration charged for is a price ---------------------------------------------------------


@pytest.mark.parametrize(
    "after", ["After that, we charge 1 extra day.", "After that, you pay for 1 more day."]
)
def test_a_duration_charged_for_is_no_time_of_the_topic_carried_over(after: str) -> None:
    src = _source("DSK-5", "Desk bookings", f"A desk booking is held for 2 hours. {after}\n")
    got = [(c.topic, c.value) for c in extract_source_claims(src, desks())]
    assert got == [
        ("desk_hold", Value(amount=2, unit="hours")),
        (OTHER, Value(amount=1, unit="calendar_days")),
    ]
    assert _decide("Your desk booking is held for 2 hours.", [src], desks()) == (
        "ALLOW",
        "SUPPORTED",
    )


def test_a_duration_after_a_charge_that_is_not_its_object_is_read_as_before() -> None:
    got = _claims("A desk booking is free and held for 2 hours.\n")
    assert got == [("desk_hold", Value(amount=2, unit="hours"))]


# --- an age is no time a non-age topic measures -------------------------------------------------


def test_an_age_is_no_value_of_a_topic_that_is_no_age() -> None:
    body = (
        "A desk booking is held for 2 hours. Someone aged 18 or over must make the desk booking.\n"
    )
    src = _source("DSK-6", "Desk bookings", body)
    got = [(c.topic, c.value) for c in extract_source_claims(src, desks())]
    assert got == [
        ("desk_hold", Value(amount=2, unit="hours")),
        (OTHER, Value(amount=18, unit="years")),
    ]
    assert _decide("Your desk booking is held for 2 hours.", [src], desks()) == (
        "ALLOW",
        "SUPPORTED",
    )
