"""Three readings of a draft value that hold for any team's wording (session 27, found by the
holidaycamp base). An invented music school: no knowledge base's words.

- A leading clause of reason or concession ("As you rang before the lesson, ", "Because …, ")
  says why the main clause holds, like "If …, " says when: a main clause led by a pronoun
  names nothing, so its value is unattributed, the ticket's to place (`unnamed`).
- An imperative's left-out subject is the reader ("Just let us know at least 48 hours
  before"): after a sentence that names only topics of another kind, the value is as
  unattributed as after "you'll see it within" (`unnamed._pronoun_said`).
- "One teacher for every 6 pupils" on a count of pupils per teacher: the number before the
  unit's denominator is the ratio's one, no value in the unit (`othernoun`).
- A sentence led by a determiner and a noun of a topic's phrases of the value's kind ("The
  payment needs to reach us") names a covered subject, whatever its verb (`kindsubject`).
- "back to the gift card you paid with" says where money returns, not what a value elsewhere
  in the sentence measures (`destination.without_returned_to`).
- A count topic's compound noun said as verb and object: "change up to 3 rooms" is 3 "room
  changes" (`verbcount.compound_patterns`)."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.destination import without_returned_to
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from tests.support.reading import named_catalogue


def school() -> Catalogue:
    topics: dict[str, Any] = {
        "missed_refund": {
            "label": "refund for a missed lesson",
            "kind": "percent",
            "about": ["missed lesson*", "lesson refund"],
        },
        "reschedule_notice": {
            "label": "notice to move a lesson",
            "kind": "duration",
            "about": ["notice to reschedule", "rescheduling notice"],
        },
        "free_moves": {
            "label": "lesson moves allowed per term",
            "kind": "count",
            "unit": "moves per term",
            "about": ["move*", "reschedul*"],
        },
        "retune_time": {
            "label": "how long a re-tune takes",
            "kind": "duration",
            "about": ["re-tune*", "re-tuning"],
        },
        "gift_card_expiry": {
            "label": "how long a gift card lasts",
            "kind": "duration",
            "about": ["gift card*"],
        },
        "room_changes": {
            "label": "room changes allowed per term",
            "kind": "count",
            "unit": "room changes per term",
            "about": ["room changes"],
        },
        "class_ratio": {
            "label": "pupils per teacher",
            "kind": "count",
            "unit": "pupils per teacher",
            "about": ["ratio", "for every", "per teacher"],
        },
    }
    return named_catalogue("Music school", topics)


def _read(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, school())]


@pytest.mark.parametrize(
    "text",
    [
        "As you rang before class started, we'll refund 40% of the day's price.",
        "Because the room was double-booked, we'll give back 40% of the day's price.",
        "Hi Sam, since you told us early, you'll get 40% of the day's price back.",
    ],
)
def test_a_leading_reason_clause_leaves_a_pronoun_led_value_unattributed(text: str) -> None:
    assert _read(text) == [(UNATTRIBUTED, "40%")]


def test_a_leading_reason_clause_before_an_uncovered_subject_stays_other() -> None:
    got = _read("As you asked, the piano hire costs 40% of the day's price.")
    assert got == [(OTHER, "40%")], got


@pytest.mark.parametrize(
    "text",
    [
        "Yes, you can move Tuesday's lesson. Just let us know at least 48 hours before.",
        "Yes, you can move Tuesday's lesson. Please tell us at least 48 hours before.",
    ],
)
def test_an_imperative_after_another_kinds_topic_is_unattributed(text: str) -> None:
    assert _read(text) == [(UNATTRIBUTED, "48 hours")]


def test_an_uncovered_subject_after_another_kinds_topic_stays_other() -> None:
    got = _read("Yes, you can move Tuesday's lesson. The piano tuner needs at least 48 hours.")
    assert got == [(OTHER, "48 hours")], got


@pytest.mark.parametrize(
    "text",
    [
        "We have one teacher for every 6 pupils.",
        "There's 1 teacher for every 6 pupils in each group.",
    ],
)
def test_the_ratios_one_is_no_value_in_the_unit(text: str) -> None:
    got = [(t, v) for t, v in _read(text) if t != OTHER]
    assert got == [("class_ratio", "6 pupils")], got


def test_a_count_of_the_counted_noun_is_still_read() -> None:
    assert _read("We have 6 pupils per teacher.") == [("class_ratio", "6 pupils per teacher")]


def test_where_money_goes_back_to_names_no_other_values_topic() -> None:
    text = (
        "As long as you give us at least 3 days' notice, we'll refund the lesson, back to "
        "the gift card you paid with."
    )
    assert _read(text) == [("reschedule_notice", "3 days")]


def test_back_to_before_a_verb_is_a_purpose_not_a_place() -> None:
    # "send someone back to sort it": no noun phrase, so nothing is blanked (clean's re-clean)
    text = "As long as you give us at least 3 days' notice, we'll send someone back to the lesson."
    assert without_returned_to(text, 0, 0) != text
    purpose = "We'll send someone back to sort it, free of charge, within 3 days."
    assert without_returned_to(purpose, 0, 0) == purpose


def test_a_gift_card_said_as_the_subject_still_names_its_topic() -> None:
    assert _read("Your gift card lasts 12 months.") == [("gift_card_expiry", "12 months")]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("You can change up to 3 rooms each term.", "change up to 3 rooms"),
        ("We can change two rooms for you.", "change two rooms"),
    ],
)
def test_a_compound_count_said_as_verb_and_object(text: str, said: str) -> None:
    assert _read(text) == [("room_changes", said)]


def test_a_verb_with_another_object_is_no_compound_count() -> None:
    assert ("room_changes", "3 rooms") not in _read("You can change your room for 3 rooms.")


@pytest.mark.parametrize(
    "text",
    [
        "Yes, that's fine. The notice needs to reach us at least 3 days before the lesson.",
        "Hi Sam, your notice has to reach us at least 3 days before the lesson.",
    ],
)
def test_a_determined_subject_from_its_kinds_phrases_is_unattributed(text: str) -> None:
    # "notice" is a word of a duration topic's phrases ("notice to reschedule"): whatever
    # its verb, the subject is one the catalogue covers for durations (`kindsubject`)
    assert _read(text) == [(UNATTRIBUTED, "3 days")]


def test_a_determined_subject_no_phrase_holds_stays_other() -> None:
    got = _read("The tuner needs to reach us at least 3 days before the lesson.")
    assert got == [(OTHER, "3 days")], got


def test_a_word_only_a_hyphened_prefix_makes_a_phrase_s_is_no_word_of_it() -> None:
    # "re-tune" is one word ("retune", `wordforms.joined_prefixes`): "the tune" is no subject
    # a phrase covers, so its length is about something else
    got = _read("The tune itself lasts about 45 minutes.")
    assert got == [(OTHER, "45 minutes")], got
