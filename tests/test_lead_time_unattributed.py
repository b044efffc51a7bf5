"""A draft's time counted back from an event, in a sentence whose words name no topic it could
be, is unattributed (the ticket's to place), not an uncovered subject's (`unnamed`):

- a topic the value cannot be (how long something takes, for a time "before" an event:
  `leadtime`) named elsewhere in the sentence is no topic of its kind the sentence offers;
- a clock time's colon ("the 10:30 class") ends no statement and no leading condition;
- an opening formula with the customer's name ("No problem Sam,") is no subject
  (`interjection`);
- "before" followed by "to" has no object, so "to cancel your appointment" is no anchor
  (`anchors`).

An invented dental-practice catalogue: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local.interjection import INTERJECTION
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from tests.support.dental import DENTAL
from tests.support.reading import draft_topics


@pytest.mark.parametrize(
    "draft",
    [
        "No problem Sam, you can cancel up to 24 hours before and still get your money back.",
        "As long as you cancel at least 24 hours before the 10:30 check-up, you'll get a full"
        " refund.",
    ],
)
def test_a_lead_time_naming_no_topic_it_could_be_is_unattributed(draft: str) -> None:
    assert draft_topics(draft, DENTAL) == [UNATTRIBUTED]


def test_before_to_is_no_anchor_so_the_purpose_names_the_topic() -> None:
    draft = "You'll need to tell us at least 24 hours before to cancel your appointment."
    assert draft_topics(draft, DENTAL) == ["visit_notice"]


def test_an_uncovered_subject_still_makes_the_value_other() -> None:
    draft = "The parking permit runs out 24 hours before the visit and you get your money back."
    assert draft_topics(draft, DENTAL) == [OTHER]


def test_an_opening_formula_takes_the_customers_name_only_capitalised() -> None:
    import re

    rx = re.compile(INTERJECTION, re.IGNORECASE)
    assert rx.match("No problem Hannah, ")
    assert rx.match("Sorry Ben, ")
    assert not rx.match("No problem you can, ")
