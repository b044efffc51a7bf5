"""Tests written to kill mutants that survived `make mutation` (issue 12, item 9).

Each pins one behaviour the rest of the suite left open, and asserts on computed values.
docs/mutation.md lists what still survives and why.
"""

from __future__ import annotations

import pytest
from test_open_topics import CAT

from guard.engine.headlines import headline_for
from guard.engine.quotes import snippet
from guard.engine.reading import policy_wording, readable_text
from guard.engine.replies import UnsafeTemplate, check_escalate_template
from guard.engine.rules import rules_markdown
from guard.engine.values import format_value, kind_noun, within_by_amount
from guard.models import PatternMatch, Ticket, Value

# --- quotes: the snippet a rejected extraction shows ---------------------------------------


def test_a_rejected_quote_is_shown_whole_up_to_120_characters():
    assert snippet("x" * 120) == "x" * 120
    assert snippet("  a \n b  ") == "a b"


def test_a_longer_rejected_quote_is_cut_to_120_characters_with_an_ellipsis():
    cut = snippet("x" * 121)
    assert cut == "x" * 119 + "…"
    assert len(cut) == 120


# --- values ------------------------------------------------------------------------------


def test_a_value_kind_outside_the_five_is_named_a_claim():
    assert kind_noun("money") == "an amount"
    assert kind_noun("something else") == "a claim"


def test_a_money_range_keeps_cents_on_both_ends():
    assert format_value(Value(amount=1.5, amount_max=2.5, unit="EUR")) == "€1.50–2.50"
    assert format_value(Value(amount=1, amount_max=2.5, unit="percent")) == "1–2.5%"


@pytest.mark.parametrize(
    ("signal", "governing", "agrees"),
    [
        # A change signal of another kind never agrees with V.
        (Value(amount=2, unit="EUR"), Value(amount=2, unit="percent"), False),
        # A choice agrees only with the same option.
        (Value(option="weekends"), Value(option="weekends"), True),
        (Value(option="weekdays_only"), Value(option="weekends"), False),
        # Money compares in one currency only: no family of currencies.
        (Value(amount=2, unit="EUR"), Value(amount=2, unit="EUR"), True),
        (Value(amount=2, unit="USD"), Value(amount=2, unit="EUR"), False),
        (Value(amount=1.5, unit="percent"), Value(amount=1, amount_max=2, unit="percent"), True),
        (Value(amount=3, unit="percent"), Value(amount=1, amount_max=2, unit="percent"), False),
        # Durations of one family compare by amount; a unit with no family is its own.
        (Value(amount=1, unit="calendar_days"), Value(amount=1, unit="business_days"), True),
        (Value(amount=24, unit="hours"), Value(amount=1, unit="business_days"), False),
    ],
)
def test_a_change_signal_agrees_with_v_only_by_amount_in_one_family(signal, governing, agrees):
    assert within_by_amount(signal, governing) is agrees


# --- reading: what a source says to a reader -----------------------------------------------


def test_an_html_comment_is_blanked_to_line_breaks_keeping_offsets():
    assert readable_text("a<!-- x -->b") == "a" + "\n" * 10 + "b"
    assert readable_text("a<!-- never closed") == "a" + "\n" * 17


def test_a_catalogue_choice_phrase_is_policy_wording_in_a_source():
    body = "# Payouts\n\nWe have no weekend payouts.\n"
    assert policy_wording(body, CAT) == "no weekend payouts"
    assert policy_wording(body) is None  # the seed's catalogue has no such choice


# --- replies -----------------------------------------------------------------------------


def test_a_holding_template_is_checked_against_the_workspace_catalogue():
    text = "Thanks. There are no weekend payouts, I will update you."
    assert check_escalate_template(text) == text
    with pytest.raises(UnsafeTemplate) as e:
        check_escalate_template(text, CAT)
    assert str(e.value) == f"holding reply is unsafe (it reads like a policy promise): {text!r}"


# --- rules table -------------------------------------------------------------------------


def test_the_rules_table_opens_with_its_header_row():
    lines = rules_markdown().split("\n")
    assert lines[:2] == ["| # | condition | result | reason |", "|---|---|---|---|"]
    assert lines[2].startswith("| D0a | Draft extraction failed")


# --- headlines ---------------------------------------------------------------------------


def _gap(kind: str | None) -> PatternMatch:
    return PatternMatch(text="x", start=0, end=1, kind=kind)


@pytest.mark.parametrize(
    ("gaps", "words"),
    [
        ([_gap("duration"), _gap("money"), _gap("duration")], "timing and amount"),
        ([_gap(None)], "timing"),  # a match of no known kind reads as a timing
        ([_gap("novel")], "claim"),
        ([], "timing"),
    ],
)
def test_an_extraction_gap_headline_names_each_kind_of_wording_once(gaps, words):
    t = Ticket(id="T-1", scope={})
    assert headline_for("CAUTION", "EXTRACTION_GAP", None, t, [], None, gaps) == (
        f"Couldn't confirm: AnswerGuard couldn't confirm the {words} in this draft. "
        "Check it manually."
    )
