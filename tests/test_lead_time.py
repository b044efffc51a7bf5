"""A time counted back from an event ("at least 12 hours before your session") is how far
ahead, never how long something takes (`guard.extract.local.leadtime`). An invented yoga
studio catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.leadtime import not_how_far_ahead, not_how_long_it_takes
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_topics


def studio() -> Catalogue:
    topics: dict[str, Any] = {
        "refund_time": {
            "kind": "duration",
            "label": "how long a class refund takes",
            "about": ["refund*", "money back"],
        },
        "change_notice": {
            "kind": "duration",
            "label": "notice needed to move a class",
            "about": ["move a class", "moving a class"],
        },
        "switch_effective": {
            "kind": "duration",
            "label": "when a plan switch takes effect",
            "about": ["plan switch"],
        },
    }
    return named_catalogue("Stillpose", topics)


def test_a_time_before_an_event_is_no_refund_time() -> None:
    body = (
        "You can move a class at no cost. As long as it's at least 12 hours before your "
        "session, there's nothing to pay and we'll refund you in full.\n"
    )
    assert source_topics(body, studio()) == ["change_notice"]


def test_a_refund_time_after_an_event_stays() -> None:
    body = "We refund you within 3 days after the class is cancelled.\n"
    assert source_topics(body, studio()) == ["refund_time"]


def test_only_topics_whose_label_says_takes_are_blocked() -> None:
    vocab = vocabulary(studio())
    assert not_how_long_it_takes(vocab, "duration", " before your session") == {"refund_time"}
    assert not_how_long_it_takes(vocab, "duration", " after your session") == frozenset()
    assert not_how_long_it_takes(vocab, "money", " before your session") == frozenset()


def test_a_wait_before_an_event_is_still_how_long_it_takes() -> None:
    vocab = vocabulary(studio())
    left = "It can take up to "
    assert not_how_long_it_takes(vocab, "duration", " before it reaches you", left) == set()
    assert not_how_long_it_takes(vocab, "duration", " before it arrives", "it'll be ") == set()


def test_how_far_off_an_event_is_no_time_something_takes() -> None:
    """ "N away" counts back from the event as "N before" does: a class refund's time is
    never how far off the class is, though the main clause after it names refunds."""
    body = (
        "If your class is more than a week away, you'll get a full refund of the fee.\n"
        "We refund you within 3 days after the class is cancelled.\n"
    )
    assert source_topics(body, studio()) == ["other", "refund_time"]
    vocab = vocabulary(studio())
    assert not_how_long_it_takes(vocab, "duration", " away, you'll get") == {"refund_time"}
    assert not_how_long_it_takes(vocab, "duration", " away from home") == frozenset()


def test_a_time_counted_forward_under_a_heading_is_no_notice() -> None:
    # The heading names moving a class; the sentence says how soon a credit shows: "within 3
    # days" counts forward from now, so it is no notice, whatever the heading names.
    body = "## Moving a class\n\nYour credit usually shows in your account within 3 days.\n"
    assert source_topics(body, studio()) == ["other"]


def test_a_notice_said_with_within_an_event_stays() -> None:
    body = "## Moving a class\n\nYou can move a class up to 12 hours before the session.\n"
    assert source_topics(body, studio()) == ["change_notice"]


def test_only_lead_time_topics_are_blocked_for_within() -> None:
    vocab = vocabulary(studio())
    assert not_how_far_ahead(vocab, "duration", ".", "it shows within ") == {"change_notice"}
    assert not_how_far_ahead(vocab, "duration", ".", "within about ") == {"change_notice"}
    assert not_how_far_ahead(vocab, "duration", " of the session", "within ") == set()
    assert not_how_far_ahead(vocab, "duration", " before the session", "within ") == set()
    assert not_how_far_ahead(vocab, "duration", "' notice", "within ") == set()
    assert not_how_far_ahead(vocab, "duration", ".", "at least ") == set()
    assert not_how_far_ahead(vocab, "money", ".", "within ") == set()


def test_a_within_value_its_own_sentence_names_keeps_the_topic() -> None:
    # only the text around a value is ruled out: its own words still name the notice
    body = "## Moving a class\n\nYou can move a class within 12 hours of booking it.\n"
    assert source_topics(body, studio()) == ["change_notice"]
    body = "## Moving a class\n\nPlease tell us within 12 hours and we'll move a class.\n"
    assert source_topics(body, studio()) == ["change_notice"]
