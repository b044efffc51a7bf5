"""A value the reader could not place is no proof that nothing contradicts the draft
(`guard/engine/unplaced.py`, rule UNPLACED).

A source that states a topic's value in words the catalogue's phrases do not foresee leaves
that value on `other`; the topic then sees only the sources that agree, and a wrong draft
would pass as SUPPORTED. When an in-force value of the claim's kind on no topic sits in a
clause with the topic's key word and next to more of the draft value's own words, and the
draft does not match it, the ALLOW becomes CAUTION UNPLACED_VALUE (never HOLD: the value was
not read on the topic). A made-up library catalogue: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.decide import Verdict
from guard.engine.unplaced import own_clause
from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from guard.render import what_to_verify
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
HELP = "# Borrowing\n\nBook loans last 3 weeks from the day you collect the book.\n"
DRAFT = "Your book loan lets you keep it for 3 weeks after you collect it."


def library() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Town library",
            "topics": {
                "loan_period": {
                    "label": "how long a loan lasts",
                    "kind": "duration",
                    "about": ["borrow a book", "book loan*", "books must be returned",
                              "loan period"],
                },
                "late_fee": {"kind": "money", "currency": "GBP", "about": ["late fee*"]},
            },
        },
        "test",
        "Library",
    )  # fmt: skip


def _verdict(draft: str, *bodies: str) -> Verdict:
    srcs = [verified_source(f"LIB-{i}", b, kind="sop" if i else "policy")
            for i, b in enumerate((HELP, *bodies))]  # fmt: skip
    return local_verdict(draft, srcs, library(), message="Hi", now=NOW)


def _decide(draft: str, *bodies: str) -> tuple[str, str, list[str]]:
    v = _verdict(draft, *bodies)
    steps = [s.detail for c in v.claims for s in c.trace if s.rule == "UNPLACED"]
    return v.decision, v.reason_code, steps


def test_the_reader_leaves_the_unforeseen_wording_on_no_topic() -> None:
    sop = verified_source(
        "LIB-1", "# Desk\n\nStaff keep lent books for 14 days after you collect them.\n"
    )
    (c,) = extract_source_claims(sop, library())
    assert c.topic == OTHER and c.value_text == "14 days"


def test_an_unplaced_value_beside_the_topics_words_makes_an_allow_caution() -> None:
    alone = _decide(DRAFT)
    assert alone[:2] == ("ALLOW", "SUPPORTED") and alone[2] == []
    decision, reason, steps = _decide(
        DRAFT, "# Desk\n\nStaff keep lent books for 14 days after you collect them.\n"
    )
    assert (decision, reason) == ("CAUTION", "UNPLACED_VALUE")
    (step,) = steps
    assert "LIB-1 states '14 days' on no topic" in step and "loan_period" in step


def test_an_unplaced_value_the_draft_matches_raises_no_doubt() -> None:
    got = _decide(DRAFT, "# Desk\n\nStaff keep lent books for 21 days after you collect them.\n")
    assert got[:2] == ("ALLOW", "SUPPORTED")


def test_the_key_word_alone_is_too_weak() -> None:
    # "books" is the topic's key word, but the value sits by none of the draft's words
    got = _decide(DRAFT, "# Desk\n\nDamaged books are repaired within 14 days by our binder.\n")
    assert got[:2] == ("ALLOW", "SUPPORTED")


def test_a_value_beside_a_placed_value_is_its_condition() -> None:
    body = "# Fees\n\nBooks you keep 14 days after you collect them pay a £2 late fee.\n"
    assert _decide(DRAFT, body)[:2] == ("ALLOW", "SUPPORTED")


def test_a_wrong_draft_is_still_held_by_the_placed_value() -> None:
    wrong = "Your book loan lets you keep it for 5 weeks after you collect it."
    body = "# Desk\n\nStaff keep lent books for 14 days after you collect them.\n"
    assert _decide(wrong, body)[:2] == ("HOLD", "CONTRADICTS_GOVERNING")


def test_own_clause_cuts_at_semicolons_colons_and_dash_asides() -> None:
    q = "Loans are fixed; staff keep books for 14 days – ask at the desk"
    assert own_clause(q, "14 days") == "staff keep books for 14 days"
    assert own_clause("Keep: 14 days", "14 days") == "14 days"
    assert own_clause("no value here", "3 weeks") == "no value here"


def test_what_to_verify_names_the_doubting_source() -> None:
    v = _verdict(DRAFT, "# Desk\n\nStaff keep lent books for 14 days after you collect them.\n")
    said = what_to_verify(v)
    assert said is not None and said.startswith("No contrary source seen is no proof")
    assert "LIB-1 states '14 days'" in said and said.endswith("before sending.")
