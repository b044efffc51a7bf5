"""The policy-pattern detector (guard/engine/patterns.py): catalogue counts, touching matches.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

from guard.engine.patterns import find_policy_patterns
from tests.support.opentopics import CAT

# --- the detector: catalogue counts, touching matches -----------------------------------


def test_a_count_topic_of_the_catalogue_is_detected_in_any_case():
    for text in ("You get 3 free listings.", "You get 3 FREE LISTINGS."):
        (m,) = find_policy_patterns(text, CAT)
        assert (m.text.lower(), m.start, m.kind) == ("3 free listings", 8, "count")
    assert find_policy_patterns("You get 3 free listings.") == []  # not a seed topic


def test_touching_matches_read_as_one_wording_of_the_first_kind():
    (m,) = find_policy_patterns("1.5%€2")
    assert (m.text, m.start, m.end, m.kind) == ("1.5%€2", 0, 6, "percent")


def test_free_from_and_free_to_say_no_price() -> None:
    """ "free from" means without and "free to" means allowed: neither is a price of zero, so
    a source saying "no dish is free from sesame" is not an unread money promise."""
    for text in ("We can't promise any dish is free from sesame.", "Members are free to leave."):
        assert [m.kind for m in find_policy_patterns(text)] == [], text
    for text in ("Parking is free.", "Parking is free of charge.", "Parking is free for members."):
        assert [m.kind for m in find_policy_patterns(text)] == ["money"], text


def test_today_after_the_agents_own_follow_up_is_no_timing() -> None:
    """The agent saying when they will write back ("I'll get back to you today") is a holding
    reply, not a policy timing; the team's reply time ("we reply today") still is."""
    assert find_policy_patterns("I've passed it on and I'll get back to you today.") == []
    assert find_policy_patterns("I will let you know tomorrow, promise.") == []
    for text in ("We'll get back to you today.", "Your parcel arrives today."):
        assert [m.kind for m in find_policy_patterns(text)] == ["duration"], text


def test_a_unit_with_its_own_determiner_is_not_measured_by_the_number_before_it() -> None:
    """ "any day" is its own noun phrase: the number before it (a phone number's last group,
    a party's size) does not measure it. A unit the number measures is still a timing."""
    for text in ("Ring the desk on 01632 960 112 any day.", "Book a table for 4 any day."):
        assert find_policy_patterns(text) == [], text
    assert [m.kind for m in find_policy_patterns("Refunds take 5 more days.")] == ["duration"]
