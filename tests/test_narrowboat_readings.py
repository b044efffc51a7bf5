"""Readings from tests/kb/narrowboat's first run (session 19), each in invented wording: an
allotment-plot letting catalogue built here, no sentence from any tests/kb folder.

- a scope value's name said as a length ("for a full year") is no duration (`scopename`);
- a list of scope values whose items each carry an article ("whether a short let or a full
  year") is one list, and naming every value is `any` (`scopelist.LIST_GAP`);
- "18 this year" is a number and a time adverbial, no duration wording (`engine.patterns`);
- "don't plan to …" said to the reader is no proposal wording (`readerplan`);
- "nothing (extra) to <verb>" denies the option after it (`nothingto`).
"""

from __future__ import annotations

from typing import Any

from guard.engine.patterns import find_policy_patterns
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.status import document_status
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def allotments() -> Catalogue:
    topics: dict[str, Any] = {
        "key_deposit": {"kind": "money", "currency": "GBP", "about": ["key deposit"]},
        "notice_period": {"kind": "duration", "about": ["notice period", "notice is"]},
        "water": {
            "kind": "choice",
            "about": ["water"],
            "choices": {
                "included": ["water is included"],
                "metered": ["pay for water", "pay for the water you use"],
            },
        },
    }
    scopes = {
        "letting": {
            "any": ["all lets"],
            "values": {"short_let": ["short let*"], "full_year": ["full year*"]},
        }
    }
    return named_catalogue("Allotments", topics, scopes=scopes)


def _draft(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, allotments()) if c.value]


def test_a_scope_value_said_as_a_length_is_no_duration() -> None:
    text = "If you're renting for a full year, the key deposit is £80 instead."
    assert _draft(text) == [("key_deposit", "£80")]


def test_the_scope_value_scopes_the_sources_value() -> None:
    body = "If you're renting for a full year, the key deposit is £80 instead."
    claims = extract_source_claims(verified_source("AL-1", body, title="Keys"), allotments())
    assert [(c.topic, c.scope.get("letting")) for c in claims] == [("key_deposit", "full_year")]


def test_a_length_with_a_figure_is_still_a_duration() -> None:
    text = "The notice period is two full years."
    assert _draft(text) == [("notice_period", "two full years")]


def test_a_list_of_every_value_with_articles_is_any() -> None:
    body = "For every plot, whether a short let or a full year, the notice period is 4 weeks."
    claims = extract_source_claims(verified_source("AL-2", body, title="Notice"), allotments())
    assert [(c.topic, c.scope.get("letting", "any")) for c in claims] == [("notice_period", "any")]


def test_a_number_before_a_time_adverbial_is_no_duration_wording() -> None:
    said = [m.text for m in find_policy_patterns("Did we raise it to 30 this year?")]
    assert said == []
    said = [m.text for m in find_policy_patterns("We sold 40 last month.")]
    assert said == []
    assert [m.text for m in find_policy_patterns("It takes 3 working days.")] != []


def test_a_plan_said_to_the_reader_is_no_proposal() -> None:
    assert document_status("Arrive early, and don't plan to dig much on the first day.") == (
        "unstated"
    )
    assert document_status("If you plan to leave tools out, lock the shed.") == "unstated"
    assert document_status("We plan to raise the key deposit in spring.") == "proposed"


def test_nothing_to_denies_the_option_after_it() -> None:
    text = "Good news: water is included, so there's nothing extra to pay for water."
    assert [c.value.option for c in extract_draft_claims(text, allotments()) if c.value] == [
        "included"
    ]
    text = "On a full year you pay for the water you use."
    assert [c.value.option for c in extract_draft_claims(text, allotments()) if c.value] == [
        "metered"
    ]


def test_the_agents_own_email_or_call_today_is_no_timing() -> None:
    # `engine.patterns._FOLLOW_UP`: "email you", "call you" are the agent's follow-up
    assert [m.text for m in find_policy_patterns("I'll email you the new plot map today.")] == []
    assert [m.text for m in find_policy_patterns("I'll call you about it today.")] == []
    assert [m.text for m in find_policy_patterns("Call the warden today.")] == ["today"]
    assert [m.text for m in find_policy_patterns("We'll email the warden today.")] == ["today"]
