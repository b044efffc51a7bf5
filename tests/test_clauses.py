"""The shared clause cutter (`guard/clauses.py`): where a value's clause starts and ends, and
how its named cut sets differ. Invented wording (a library's loans), none of a KB's."""

from __future__ import annotations

import re

import pytest

from guard.clauses import (
    BACK_REFERENCE,
    COORDINATED_CLAUSE,
    COORDINATED_PREDICATE,
    PUNCTUATION,
    PUNCTUATION_AND_COORDINATORS,
    PUNCTUATION_BUT_SQUARE_BRACKETS,
    SUB_CLAUSE,
    SUB_CLAUSE_BUT_SEMICOLON,
    SUB_CLAUSE_THROUGH_BRACKETS,
    clause_after,
    clause_around,
    clause_before,
    clause_end,
    clause_start,
)


def test_a_clause_runs_from_the_last_cut_before_to_the_first_cut_after() -> None:
    text = "Loans are free, you keep books for 21 days, renewals cost 20p."
    at = text.index("21")
    assert clause_before(text, at, PUNCTUATION) == " you keep books for "
    assert clause_after(text, at, PUNCTUATION) == "21 days"
    assert clause_around(text, at, at + 2, PUNCTUATION) == " you keep books for 21 days"
    assert clause_start("no cut here", 5, PUNCTUATION) == 0
    assert clause_end("no cut here", 3, PUNCTUATION) == len("no cut here")


def test_the_span_itself_is_not_searched() -> None:
    """A full stop inside a number ("1.5") is no cut when the number is the span."""
    text = "Late fees are 1.5 pence a day."
    at = text.index("1.5")
    assert clause_around(text, at, at + 3, COORDINATED_CLAUSE) == "Late fees are 1.5 pence a day"


def test_a_cut_is_matched_as_if_the_text_stopped_at_the_value() -> None:
    """A conjunction right at `end` counts as a whole word, as it would in text[:end]."""
    text = "Members renew online and pay 2 pounds"
    end = text.index(" pay")
    assert clause_start(text, end, COORDINATED_PREDICATE) == end


@pytest.mark.parametrize(
    ("cuts", "text", "cut"),
    [
        (PUNCTUATION, "ages 3–5", True),  # an unspaced en dash cuts here
        (SUB_CLAUSE, "ages 3–5", False),  # … and joins a range here
        (SUB_CLAUSE, "the reader — 5", True),
        (SUB_CLAUSE, "renew; 5", True),
        (SUB_CLAUSE_BUT_SEMICOLON, "renew; 5", False),
        (SUB_CLAUSE, "a tote (5", True),
        (SUB_CLAUSE_THROUGH_BRACKETS, "a tote (5", False),
        (SUB_CLAUSE_THROUGH_BRACKETS, "a tote—5", False),
        (PUNCTUATION, "see [note] 5", True),
        (PUNCTUATION_BUT_SQUARE_BRACKETS, "see [note] 5", False),
        (PUNCTUATION_AND_COORDINATORS, "renew and 5", True),
        (PUNCTUATION_AND_COORDINATORS, "And 5", False),  # lower case only
        (COORDINATED_CLAUSE, "**Renew** 5", True),
        (COORDINATED_CLAUSE, "renew – 5", False),  # no dash
        (COORDINATED_PREDICATE, "Renew AND 5", True),
        (COORDINATED_PREDICATE, "renew (5", False),  # no bracket
    ],
)
def test_the_named_cut_sets_differ_where_they_say(
    cuts: re.Pattern[str], text: str, cut: bool
) -> None:
    assert (clause_start(text, len(text), cuts) > 0) is cut


def test_a_back_reference_is_a_third_person_pronoun() -> None:
    assert BACK_REFERENCE.search("Once returned, it is checked")
    assert BACK_REFERENCE.search("Once returned, ITS cover is checked")
    assert not BACK_REFERENCE.search("Once returned, the book is checked")
    assert not BACK_REFERENCE.search("Once returned, items are checked")
