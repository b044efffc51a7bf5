"""Readings from narrowboat's last misses (session 20), in invented wording (a gym's catalogue
built here, no sentence from any tests/kb folder):

- a heading's loose match that takes one word from each item of a list is no match
  (`headingitems`): "Refund requests and fee waivers" names no refund of the fee;
- a change's new value, "from X to Y", that the same sentence restates on a topic is that
  topic's value (`restatedchange`);
- and from bikerepair's "please allow 5 days": a draft sentence led by a scope value alone
  ("express orders need …") names no uncovered subject (`scopelead`).
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.headingitems import across_items
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def gym() -> Catalogue:
    topics: dict[str, Any] = {
        "fee_refund": {
            "kind": "duration",
            "about": ["refund the fee", "fee refunded"],
        },
        "freeze_notice": {
            "kind": "duration",
            "about": ["freeze request is due", "freeze requests are due"],
        },
    }
    return named_catalogue("Gym", topics)


def _source(title: str, body: str) -> list[tuple[str, str]]:
    src = verified_source("GY-1", f"# {title}\n\n{body}\n", title=title, kind="sop")
    return [(c.topic, c.value_text) for c in extract_source_claims(src, gym()) if c.value]


def test_a_heading_naming_two_other_things_names_no_topic() -> None:
    body = "Approve the waiver once the form is signed, and send the member a note the same day."
    assert _source("Refund requests and fee waivers", body) == [("other", "same day")]


def test_a_heading_whose_coordinated_words_end_their_item_still_names_it() -> None:
    body = "It normally takes 5 days."
    assert _source("Refund your order and fee", body) == [("fee_refund", "5 days")]


def test_across_items_needs_a_coordinator_and_a_head_noun_after() -> None:
    text = "Refund requests and fee waivers"
    assert across_items(text, 0, len("Refund requests and fee"))
    assert not across_items("Refund requests and fee", 0, len("Refund requests and fee"))
    assert not across_items("Refund the fee waivers", 0, len("Refund the fee"))


def _draft(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, gym()) if c.value]


def test_a_change_restated_on_a_topic_takes_that_topic() -> None:
    text = (
        "We moved the cut-off in May from five days to three days, so your freeze request is "
        "due three days before the month starts."
    )
    assert _draft(text) == [("freeze_notice", "three days"), ("freeze_notice", "three days")]


def test_a_change_with_another_value_after_it_keeps_its_own_reading() -> None:
    text = (
        "We moved the cut-off in May from five days to three days, so your freeze request is "
        "due four days before the month starts."
    )
    assert _draft(text)[0][0] != "freeze_notice"


def printshop() -> Catalogue:
    topics: dict[str, Any] = {
        "turnaround": {
            "label": "order turnaround",
            "kind": "duration",
            "about": ["turnaround", "ready within"],
        },
    }
    scopes = {
        "order": {
            "label": "order type",
            "values": {"express": ["express order*"], "standard": ["standard order*"]},
        }
    }
    return named_catalogue("Print shop", topics, scopes=scopes)


def test_a_sentence_led_by_a_scope_value_names_nothing_uncovered() -> None:
    # `scopelead`: the subject is the case (an order type), so the value is unattributed
    text = "Hi Sam, express orders need a bit more care, so please allow 3 days."
    assert [c.topic for c in extract_draft_claims(text, printshop())] == ["unattributed"]


def test_a_sentence_led_by_another_noun_stays_uncovered() -> None:
    text = "Hi Sam, the binding machine needs a service, so please allow 3 days."
    assert [c.topic for c in extract_draft_claims(text, printshop())] == ["other"]
