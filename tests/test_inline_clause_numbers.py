"""A numbered clause run on after a full stop opens a sentence of its own
(`guard/extract/local/segment.py`, `_INLINE_CLAUSE_RE`): in "… 28 days' notice. 4.2 Refunds
are paid within 10 days." the refund time is no notice period. An invented hall-hire
catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def hall() -> Catalogue:
    topics = {
        "cancel_notice": {
            "label": "notice needed to cancel a hall booking",
            "kind": "duration",
            "about": ["cancel*", "cancellation notice"],
        },
    }
    return catalogue_from_dict({"name": "Hall", "topics": topics}, "test", "Hall")


def read(body: str) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), hall())
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


def test_a_run_on_clause_number_starts_a_sentence() -> None:
    body = (
        "**4. Cancellation.** 4.1 Bookings may be cancelled with 28 days' written notice. "
        "4.2 Refunds are paid within 10 days."
    )
    assert read(body) == [("cancel_notice", 28.0)]


def test_a_number_after_an_abbreviation_still_runs_on() -> None:
    assert read("To cancel, give approx. 28 days' notice in writing.") == [("cancel_notice", 28.0)]
