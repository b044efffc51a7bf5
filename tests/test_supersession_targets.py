"""A supersession sentence names every title and ID it spells (issue 17).

"This replaces *Borrowing from branches* (LIB-2) and *Macro: Loan length* (MAC-7)" names two
documents. The local reader cuts a target at "from" (a date phrase may follow: "This replaces
X from 1 March"), and the engine used to extend the target over one title only, the longest
starting where the target starts, so the second document was not named and the two values
stayed in conflict (D7). Now the target runs to the end of the last title or ID the sentence
spells, a title that holds a comma included. An invented library's catalogue, built here.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.engine.decide import Verdict
from guard.engine.governing import supersession_target
from guard.kb.catalogue import Catalogue
from guard.models import Source, Supersedes
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def library() -> Catalogue:
    topics = {"loan_length": {"kind": "duration", "about": ["loan*", "borrow*"]}}
    return named_catalogue("Library", topics)


def _doc(sid: str, title: str, body: str) -> Source:
    return verified_source(
        sid, body, title=title, kind="policy" if sid.startswith("POL") else "macro"
    )


BRANCHES = _doc("LIB-2", "Borrowing from branches", "Books are on loan for 3 weeks.\n")
MACRO = _doc("MAC-7", "Macro: Loan length", "Your loan lasts 3 weeks from the day you borrow.\n")
RENEWALS = _doc("LIB-4", "Renewals, fines and holds", "A loan is for 3 weeks.\n")
ASKING = _doc("FAQ-9", "How long can I keep a book?", "You can keep a loan for 3 weeks.\n")


def _check(sentence: str, *others: Source) -> Verdict:
    cat = library()
    new = _doc("POL-1", "Loan rules", f"{sentence}\nBooks are on loan for 4 weeks.\n")
    text = "You can keep the book on loan for 4 weeks."
    return local_verdict(text, [new, *others], cat, now=NOW)


@pytest.mark.parametrize(
    "sentence,others",
    [
        (
            "This replaces *Borrowing from branches* (LIB-2) and *Macro: Loan length* (MAC-7).",
            (BRANCHES, MACRO),
        ),
        ("This supersedes Borrowing from branches and MAC-7 for all members.", (BRANCHES, MACRO)),
        ("This replaces LIB-2, MAC-7 and Renewals, fines and holds.", (BRANCHES, MACRO, RENEWALS)),
        # A title that asks ends in "?" inside its emphasis: the sentence goes on past it.
        (
            "This replaces *How long can I keep a book?* (FAQ-9) and *Borrowing from branches*.",
            (ASKING, BRANCHES),
        ),
    ],
)
def test_every_title_or_id_in_the_sentence_is_superseded(
    sentence: str, others: tuple[Source, ...]
) -> None:
    v = _check(sentence, *others)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.claims[0].trace
    d5 = next(s for s in v.claims[0].trace if s.rule == "D5")
    assert d5.outcome == "fired"


def test_a_document_the_sentence_does_not_name_still_conflicts() -> None:
    v = _check("This replaces Borrowing from branches (LIB-2).", BRANCHES, MACRO)
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    d5 = next(s for s in v.claims[0].trace if s.rule == "D5")
    assert "does not name MAC-7" in d5.detail


def test_the_target_is_shown_in_the_sentences_own_words() -> None:
    quote = "This replaces *Borrowing from branches* (LIB-2) and *Macro: Loan length* (MAC-7)."
    sup = Supersedes(target_text="Borrowing", quote=quote)
    names = ["Borrowing from branches", "LIB-2", "Macro: Loan length", "MAC-7", "Loan rules"]
    assert supersession_target(sup, names) == (
        "Borrowing from branches* (LIB-2) and *Macro: Loan length* (MAC-7)"
    )
    # nothing further spelled: the extractor's target stands
    assert supersession_target(sup, ["Renewals"]) == "Borrowing"
