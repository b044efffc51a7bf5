"""Values a governing source explicitly replaces raise no doubt (`guard/engine/replacedvalues.py`),
and a window's starting event names no subject for it (`guard/extract/local/uncoveredanchor.py`).

Issue 17, tests/kb/optician's first run: an internal SOP that replaces the public article and
the terms was doubted by the terms' own old value, left on no topic. A made-up library
catalogue: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
HELP = "# Borrowing\n\nBook loans last 3 weeks from the day you collect the book.\n"
DESK = "# Desk\n\nStaff keep lent books for 14 days after you collect them.\n"
DRAFT = "Your book loan lets you keep it for 3 weeks after you collect it."


def library() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Town library",
            "topics": {
                "loan_period": {
                    "kind": "duration",
                    "about": ["borrow a book", "book loan*", "books must be returned",
                              "loan period"],
                },
                "hold_window": {"kind": "duration", "about": ["reserved books", "holds"]},
            },
            "not_covered": ["postage"],
        },
        "test",
        "Library",
    )  # fmt: skip


def _decide(*bodies: str) -> tuple[str, str]:
    srcs = [verified_source(f"LIB-{i}", b) for i, b in enumerate(bodies)]
    v = local_verdict(DRAFT, srcs, library(), message="Hi", now=NOW)
    return v.decision, v.reason_code


def test_an_unplaced_value_still_doubts_an_allow() -> None:
    assert _decide(HELP, DESK) == ("CAUTION", "UNPLACED_VALUE")


def test_an_unplaced_value_of_a_source_the_basis_replaces_raises_no_doubt() -> None:
    new = "# Loans\n\nBook loans last 3 weeks. This replaces *Doc LIB-1* (LIB-1).\n"
    assert _decide(HELP, DESK, new) == ("ALLOW", "SUPPORTED")


def test_a_source_the_basis_does_not_name_still_doubts() -> None:
    new = "# Loans\n\nBook loans last 3 weeks. This replaces *Doc LIB-9* (LIB-9).\n"
    assert _decide(HELP, DESK, new) == ("CAUTION", "UNPLACED_VALUE")


def _topics(body: str) -> list[str]:
    return [c.topic for c in extract_source_claims(verified_source("LIB-5", body), library())]


def test_an_uncovered_window_start_is_no_subject_of_the_window() -> None:
    # "of postage" is when the 10 days start; the heading says what they are.
    assert _topics("# Reserved books\n\nWe keep them for you within 10 days of postage.\n") == [
        "hold_window"
    ]


def test_an_uncovered_subject_outside_the_anchor_still_wins() -> None:
    assert _topics("# Reserved books\n\nPostage takes 10 days after your order.\n") == [OTHER]
