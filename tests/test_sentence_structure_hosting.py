"""Three readings of sentence structure (bike-hire catalogue of tests.support.wording: no
knowledge base's words):

- a value the clause after a colon puts in the past is an old value (`guard/engine/pastsaid.py`);
- a sentence hands on to the next its main clause, not the time phrase it opens with
  (`carriedanchor`);
- a duration's step subject ("the inspection usually completes within 3 days") is what it
  measures, whatever the heading says (`stepsubject`).
"""

from __future__ import annotations

import pytest

from guard.engine.pastsaid import past_after_colon
from guard.extract.local.carriedanchor import without_opening_time
from tests.support.wording import sourced


def values(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in sourced(body)]


# --- colonpast ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "value", "past"),
    [
        (
            "You may have read 10% in an old leaflet: that was the discount before 2024.",
            "10%",
            True,
        ),
        (
            "Ignore the 4 days on the sign; it used to be the wait until the new workshop.",
            "4 days",
            True,
        ),
        ("We took 9 days – that was our repair time two years ago.", "9 days", True),
        # no bound in time: a rule in force said in the past tense
        ("Members save 10%: that was agreed by the board.", "10%", False),
        ("Members save 10%: that was the discount we chose.", "10%", False),
        # present copula, or "still": the value holds
        ("Members save 10%: that is the discount until May.", "10%", False),
        ("Members save 10%: that was the discount before May and still is.", "10%", False),
        # another value between: "that" points at it, not at the first
        ("Repairs take 3 days, refunds 6 days: that was the rule before May.", "3 days", False),
    ],
)
def test_a_past_said_after_a_colon(sentence: str, value: str, past: bool) -> None:
    end = sentence.index(value) + len(value)
    assert past_after_colon(sentence, end) is past


def test_a_value_put_in_the_past_after_a_colon_is_no_claim() -> None:
    body = "Members save 15%. You may have read 10% in an old leaflet: that was the discount before 2024."
    assert values(body) == [("member_discount", "15%")]


# --- carriedanchor --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("After a refund the shop emails a receipt.", "the shop emails a receipt."),
        ("Following your refund, we email a receipt.", "we email a receipt."),
        ("Once the refund is approved, the shop emails a receipt.", "the shop emails a receipt."),
        # a pronoun in the main clause refers back to the phrase's thing: nothing blanked
        (
            "After the repair, it is tested on the road.",
            "After the repair, it is tested on the road.",
        ),
        ("Refunds go to the manager first.", "Refunds go to the manager first."),
    ],
)
def test_the_opening_time_phrase_is_blanked(sentence: str, kept: str) -> None:
    out = without_opening_time(sentence)
    assert len(out) == len(sentence) and out.strip() == kept


def test_a_sentence_referring_back_continues_the_main_clause_not_its_time_phrase() -> None:
    body = "After a refund the shop emails a receipt. That takes two days, and then it is final."
    assert values(body) == [("other", "two days")]


def test_a_sentence_referring_back_still_carries_its_subject() -> None:
    body = "Refunds are checked by the manager. That takes two days."
    assert values(body) == [("refund_time", "two days")]


# --- stepsubject ----------------------------------------------------------------------------


def test_a_step_subject_times_its_step_not_the_heading() -> None:
    body = "# Refunds\n\nOnce you've posted the bike back, the inspection usually completes within 3 days."
    assert values(body) == [("other", "3 days")]


@pytest.mark.parametrize(
    "body",
    [
        # the subject is the topic's own word
        "# Refunds\n\nOnce you've posted the bike back, the refund usually arrives within 3 days.",
        # a verb of being: `subject` reads it, and "money" names nothing of its own there
        "# Refunds\n\nOnce approved, your refund is paid within 3 days.",
    ],
)
def test_a_step_subject_the_catalogue_knows_keeps_the_topic(body: str) -> None:
    assert values(body) == [("refund_time", "3 days")]


# --- the draft's number check: the old value said in the past (`engine.pastsaid`) ----------


def _check(draft: str) -> tuple[str, str]:
    from guard.models import Ticket
    from tests.support.builders import source
    from tests.support.localcase import local_verdict
    from tests.support.wording import BIKES

    sources = [source("POL-1", "Members save 15% on every hire.")]
    v = local_verdict(draft, sources, BIKES, Ticket(id="T-1"))
    return v.decision, v.reason_code


def test_an_old_value_put_in_the_past_beside_the_new_one_is_history() -> None:
    draft = "You may have read 10% in an old leaflet: that was the discount before 2024. Members save 15% today."
    assert _check(draft) == ("ALLOW", "SUPPORTED")


@pytest.mark.parametrize(
    "draft",
    [
        # no new value in the same unit: the old one is unchecked
        "You may have read 10% in an old leaflet: that was the discount before 2024.",
        # said in the present: a claim, and a wrong one
        "Members save 10%: that is the discount for this year. Members save 15% on a hire.",
    ],
)
def test_otherwise_the_number_is_no_history(draft: str) -> None:
    assert _check(draft) != ("ALLOW", "SUPPORTED")
