"""Readings by the structure of a value's clause (`valuedclause`, `purpose`, `aroundvalue`,
`headcue`): a sibling clause with its own value keeps its topic words; a purpose clause says
why, not what; a verb phrase said with the value inside it names the value; a topic's head
noun said alone is a weaker cue for the one topic it heads. A made-up community woodshop
catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.headcue import phrase_head
from guard.kb.catalogue import UNATTRIBUTED, Catalogue
from tests.support.reading import draft_values, named_catalogue, source_values


def woodshop(**extra: Any) -> Catalogue:
    topics: dict[str, Any] = {
        "bench_fee": {"kind": "money", "currency": "GBP", "about": ["bench hire", "bench fee"]},
        "locker_deposit": {
            "kind": "money",
            "currency": "GBP",
            "about": ["locker deposit", "deposit for a locker"],
        },
        "leaving_notice": {
            "kind": "duration",
            "about": ["give notice", "notice to cancel", "cancel your membership"],
        },
        "bench_queue": {"kind": "duration", "about": ["bench queue", "queue for a bench"]},
        **extra,
    }
    return named_catalogue("Oakbench woodshop", topics)


# --- valuedclause ----------------------------------------------------------------------------


def test_a_later_clause_with_its_own_amount_keeps_its_topic_words() -> None:
    got = draft_values("A bench is £40 a month and the locker deposit is £15.", woodshop())
    assert ("locker_deposit", 40) not in got
    assert ("locker_deposit", 15) in got


def test_an_earlier_clause_with_its_own_amount_keeps_its_topic_words() -> None:
    got = draft_values("The locker deposit is £15, and a bench is £40 a month.", woodshop())
    assert ("locker_deposit", 40) not in got
    assert ("locker_deposit", 15) in got


def test_a_value_its_clause_leaves_unnamed_is_the_tickets_to_place() -> None:
    got = draft_values("Yes: it is £40 a month and the locker deposit is £15.", woodshop())
    assert got == [(UNATTRIBUTED, 40), ("locker_deposit", 15)]


def test_a_gapped_conjunct_still_shares_the_first_clauses_subject() -> None:
    text = "Bench hire is £40 for members and £55 for visitors."
    assert source_values(text, woodshop()) == [("bench_fee", 40), ("bench_fee", 55)]


def test_a_sibling_clause_in_a_source_keeps_its_topic_words() -> None:
    text = "A bench costs £40 a month and the locker deposit is £15."
    assert ("locker_deposit", 40) not in source_values(text, woodshop())


# --- purpose ---------------------------------------------------------------------------------


def test_a_purpose_clause_after_the_value_names_nothing_it_measures() -> None:
    text = "Please tell us 3 weeks ahead so we can offer the space to the bench queue."
    assert ("bench_queue", 21) not in source_values(text, woodshop())


# --- aroundvalue -----------------------------------------------------------------------------


def test_a_verb_phrase_with_the_value_inside_names_it() -> None:
    text = "Please give at least 4 weeks' notice in writing so we can offer it to the bench queue."
    assert source_values(text, woodshop()) == [("leaving_notice", 28)]


# --- headcue ---------------------------------------------------------------------------------


def test_phrase_heads() -> None:
    assert phrase_head("deposit for a locker") == "deposit"
    assert phrase_head("notice to cancel") == "notice"
    assert phrase_head("locker deposit") is None  # a compound: its modifier picks it out
    assert phrase_head("give notice") is None
    assert phrase_head("bench*") is None


def test_a_head_noun_of_one_topics_phrases_is_a_cue_for_it() -> None:
    cat = woodshop()
    assert draft_values("Sure, the queue is roughly 3 months.", cat) == [("bench_queue", 3)]
    assert draft_values("Fine. The deposit's returnable: £15.", cat) == [("locker_deposit", 15)]
    assert draft_values("Ok, 4 weeks' notice is fine.", cat) == [("leaving_notice", 28)]


def test_a_head_noun_two_topics_share_is_no_cue() -> None:
    cat = woodshop(
        damage_deposit={"kind": "money", "currency": "GBP", "about": ["deposit for damage"]}
    )
    assert ("locker_deposit", 15) not in draft_values("Fine. The deposit's returnable: £15.", cat)


def test_a_head_noun_is_no_cue_for_a_topic_of_another_kind() -> None:
    assert ("locker_deposit", 28) not in draft_values("The deposit takes 4 weeks back.", woodshop())


def test_a_head_noun_qualified_as_another_thing_is_no_cue() -> None:
    cat = woodshop(trial_time={"kind": "duration", "about": ["period of trial use"]})
    assert ("trial_time", 14) not in draft_values("Sure, the 14-day sanding period is fine.", cat)
    assert ("trial_time", 14) in draft_values("Sure, the 14-day period is fine.", cat)


def test_a_head_noun_with_its_own_of_complement_is_no_cue() -> None:
    """ "notice in writing of any change to the rates" is a notice of that change, not the
    notice a topic headed by "notice" measures."""
    text = "The workshop will send members 30 days' notice in writing of any change to the rates."
    assert ("leaving_notice", 30) not in source_values(text, woodshop())
    assert ("leaving_notice", 30) in source_values("Members give 30 days' notice.", woodshop())


def test_a_compounds_head_alone_is_no_cue() -> None:
    cat = woodshop(taster_time={"kind": "duration", "about": ["taster lesson"]})
    assert ("taster_time", 30) not in draft_values("Sure, it's a 30-minute lesson.", cat)
