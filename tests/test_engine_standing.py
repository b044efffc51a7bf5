"""Standing (guard/engine/standing.py): the rule and the words behind each standing, and when
a verified source expires.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from guard.engine.standing import (
    effective_verification,
    review_due,
    standing_of,
    weakeners_of,
)
from tests.support.builders import NOW, T0, claim, source, value

# --- standing: the rule and the words behind each standing -------------------------------


@pytest.mark.parametrize(
    ("src", "kw", "expected"),
    [
        (source("A", "x", flagged=True), {}, ("EXCLUDED", "S1", "A is flagged outdated")),
        (
            source("A", "x", flagged=True).model_copy(deep=True),
            {"note": "replaced by DOC-9"},
            ("EXCLUDED", "S1", "A is flagged outdated (replaced by DOC-9)"),
        ),
        (
            source("A", "x"),
            {"status": "deprecated"},
            ("EXCLUDED", "S1", "A says this is deprecated"),
        ),
        (
            source("A", "x", kind="slack"),
            {},
            ("PROPOSAL", "S2", "A is a slack source: it can signal, never govern"),
        ),
        (
            source("A", "x"),
            {"status": "pending_approval"},
            ("PROPOSAL", "S2", "A is worded as pending approval"),
        ),
        (
            source("A", "x"),
            {"effective": date(2027, 1, 1)},
            ("NOT_YET_EFFECTIVE", "S3", "A takes effect 2027-01-01, after 2026-11-30"),
        ),
        (source("A", "x", kind="sop"), {}, ("CANDIDATE", "S4", "A is an in-force sop")),
    ],
)
def test_each_standing_names_its_rule_and_why(src, kw, expected):
    note = kw.pop("note", None)
    if note:
        src.signals.flag_note = note
    st = standing_of(claim(src, value(1), **kw), src, NOW)
    assert (st.standing, st.rule, st.detail) == expected


def test_a_kind_the_catalogue_does_not_know_cannot_govern():
    src = source("A", "x", kind="help_article")
    st = standing_of(claim(src, value(1)), src, NOW)
    assert (st.standing, st.rule, st.detail) == ("PROPOSAL", "S2", "A has kind help_article")


def test_only_a_verified_source_can_expire_and_only_after_its_review_date():
    verified = source("A", "x", verified_at=T0)
    verified.signals.review_every_days = 30
    due = T0 + timedelta(days=30)
    assert effective_verification(verified.signals, due) == "verified"  # due, not yet past
    assert effective_verification(verified.signals, due + timedelta(seconds=1)) == "expired"
    unverified = source("B", "x", verification="unverified")
    unverified.signals.review_every_days = 30
    assert effective_verification(unverified.signals, NOW) == "unverified"
    assert weakeners_of(unverified, NOW) == ["UNVERIFIED"]


# --- last survivors of the first pass --------------------------------------------------


def test_the_review_date_counts_from_verification_not_from_the_last_edit():
    edited = source("A", "x", verified_at=T0, updated_at=T0 + timedelta(days=20))
    edited.signals.review_every_days = 30
    assert review_due(edited.signals) == T0 + timedelta(days=30)
    assert effective_verification(edited.signals, T0 + timedelta(days=40)) == "expired"
