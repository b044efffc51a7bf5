"""A topic's key word (`guard/kb/keywords.py`): the content word at least half (and at least
two) of its `about` phrases repeat. `catalogue check` names the topics whose key word an
`other` value's sentence holds, as where a new phrase most likely belongs. A made-up
boat-hire catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.catalogue_check import OffCatalogue
from guard.kb.keywords import content_words, key_words, keyed_topics, stem
from guard.models import SourceClaim, Value


def boats() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Boats",
            "topics": {
                "booking_notice": {
                    "kind": "duration",
                    "about": ["book your mooring", "mooring booking*", "moorings must be booked",
                              "notice"],
                },
                "fuel_refund_time": {
                    "kind": "duration",
                    "about": ["fuel refund*", "unused fuel", "refund for fuel", "paid moorings"],
                },
                "mooring_fee": {"kind": "money", "currency": "GBP",
                                "about": ["mooring fee*", "mooring charge*"]},
            },
        },
        "test",
        "Boats",
    )  # fmt: skip


def test_a_word_most_phrases_repeat_is_the_topics_key_word() -> None:
    keys = key_words(boats(), "duration")
    assert keys["mooring"] == ("booking_notice",)  # 3 of 4 phrases; once in fuel's 4
    assert keys["fuel"] == ("fuel_refund_time",)
    assert "notice" not in keys  # one phrase is no repetition
    assert stem("Moorings") == stem("mooring's") == "mooring"
    assert stem("launches") == stem("launch") and stem("boxes") == "box"
    assert stem("pets") == "pet" and stem("batteries") == stem("battery")
    # a word whose s is no ending loses it on both sides alike (`wordforms.loose_singular`)
    assert stem("Status") == stem("status") != stem("stat")


def test_only_topics_of_the_values_kind_count_and_a_shared_key_word_ties() -> None:
    cat = boats()
    assert keyed_topics(cat, "duration", "Moorings taken up to 3 days ahead.") == (
        "Moorings",
        ("booking_notice",),
    )
    assert keyed_topics(cat, "money", "Moorings taken up to 3 days ahead.") == (
        "Moorings",
        ("mooring_fee",),
    )
    assert keyed_topics(cat, "count", "Moorings taken up to 3 days ahead.") is None
    assert keyed_topics(cat, "duration", "The harbour opens at dawn.") is None


def test_catalogue_check_names_the_likely_topic_of_an_other_value() -> None:
    claim = SourceClaim(
        claim_id="S#c1",
        source_id="S",
        source_version=1,
        topic="other",
        value=Value(amount=3, unit="calendar_days", kind="duration"),
        value_text="3 days",
        quote="Moorings taken up to 3 days ahead.",
    )
    group = OffCatalogue("moorings taken", "duration", [claim])
    assert group.likely(boats()) == ("booking_notice",)


def test_a_key_word_two_topics_of_one_kind_share_is_a_tie_never_the_first_listed() -> None:
    topics = {
        "launch_notice": {"kind": "duration", "about": ["launch slot*", "slipway launch*"]},
        "launch_length": {"kind": "duration", "about": ["launch time", "launches last"]},
    }
    for order in (1, -1):
        cat = catalogue_from_dict(
            {"name": "Boats", "topics": dict(list(topics.items())[::order])}, "test", "Boats"
        )
        assert keyed_topics(cat, "duration", "Book launches 2 days ahead.") == (
            "launches",
            ("launch_length", "launch_notice"),
        )


def test_a_hyphened_bound_prefix_makes_one_content_word() -> None:
    # "re-check" is one word: a re-check gives no "check", so a sentence about a check
    # shares nothing with it ("pre-order" likewise).
    assert content_words("free re-check*") == {"free", "recheck"}
    assert "order" not in content_words("pre-order deposit")
    assert content_words("self-service kiosk") == {"self", "service", "kiosk"}
