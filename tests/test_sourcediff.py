"""What changed in a source when an edit changes an outcome: the word-level diff (pure) and
the outcome change of the canonical check, each seed variant applied through the store."""

from __future__ import annotations

import pytest

from guard.kb.sourcediff import (
    diff_lines,
    outcome_change,
    source_diff,
    word_diff,
)
from tests.support.sourcediffcase import before_and_after, change_for


def test_word_diff_keeps_the_words_that_did_not_change() -> None:
    d = word_diff("reversed within 1 business day.", "reversed within 2 business days.")
    assert d.runs == (
        ("=", "reversed within"),
        ("-", "1"),
        ("+", "2"),
        ("=", "business"),
        ("-", "day."),
        ("+", "days."),
    )
    assert d.kind == "changed" and d.old.endswith("1 business day.")
    assert d.plain() == "reversed within [-1-] {+2+} business [-day.-] {+days.+}"


def test_diff_lines_ignores_blank_lines_and_spacing_and_orders_removed_before_added() -> None:
    assert diff_lines("a b\n\nc  d\n", "a b\nc d") == []
    lines = diff_lines("title\nold words here\n", "title\nsomething else entirely\n")
    assert [x.kind for x in lines] == ["removed", "added"]


def test_only_quoted_lines_are_shown_when_some_are() -> None:
    d = source_diff("S", "x y z w\nthe quoted line is here\n", "x y z v\n", ["the quoted line"])
    assert [x.plain() for x in d.lines] == ["[-the quoted line is here-]"] and d.more == 1


def test_b1_the_governing_value_moves_and_the_quote_shows_it() -> None:
    c = change_for("B1")
    assert c.line == "Still HOLD, now 2 business days (was 1 business day)"
    assert c.rule == "D9"
    [d] = c.diffs
    assert (d.source_id, d.old_version, d.new_version) == ("DOC-103", 1, 2)
    assert [x.plain() for x in d.lines] == [
        "For instant transfers only, failed transfers are reversed within [-1-] {+2+} business "
        "[-day.-] {+days.+}"
    ]


def test_b2_the_approval_line_became_pending_wording() -> None:
    c = change_for("B2")
    assert (c.old_decision, c.new_decision, c.new_reason) == ("HOLD", "CAUTION", "CHANGE_SIGNALLED")
    assert c.rule == "D11b" and "DOC-103 (proposal" in c.rule_detail
    [d] = c.diffs
    assert [x.kind for x in d.lines] == ["removed", "added"]
    assert "Approved by Head of Ops" in d.lines[0].old
    assert "pending sign-off" in d.lines[1].new


def test_b3_shows_the_removed_rail_scope_and_the_removed_supersedes_sentence() -> None:
    c = change_for("B3")
    assert c.line == "HOLD → ESCALATE" and c.new_reason == "CONFLICT_UNRESOLVED"
    assert c.rule == "D7"
    [d] = c.diffs
    removed = [x.old for x in d.lines if x.kind == "removed"]
    assert removed == [
        "For instant transfers only, failed transfers are reversed within 1 business day.",
        "This supersedes section 3 of the Outgoing Transfers – Reversal SOP for instant "
        "transfers. Standard transfers are unchanged.",
    ]
    changed = [x for x in d.lines if x.kind == "changed"]
    assert ("+", "Ops. Failed transfers are reversed within 1 business day.") in changed[0].runs
    assert d.more == 3  # the title and the admin-panel hint changed too, but decide nothing


def test_b7_the_same_text_saved_as_a_draft_weakens_the_basis() -> None:
    c = change_for("B7")
    assert c.line == "HOLD → CAUTION, now 2 business days (was 1 business day)"
    assert c.rule == "D11a" and "EDITED_AFTER_VERIFICATION" in c.rule_detail
    assert [x.kind for x in c.diffs[0].lines] == ["changed"]


def test_an_edit_that_changes_nothing_gives_no_outcome_change() -> None:
    old, _, _ = before_and_after("B1")
    assert outcome_change(old, old, {}) is None


@pytest.mark.parametrize("vid", ["B1", "B2", "B3", "B7"])
def test_a_diff_needs_both_bodies(vid: str) -> None:
    old, new, _ = before_and_after(vid)
    change = outcome_change(old, new, {})
    assert change is not None and change.diffs == ()
