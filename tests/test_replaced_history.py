"""A superseding source's words about the rule it replaces are no claims of its own (issue 17,
tests/kb/optician's first run).

"Before <a point in time> ... was N" is history (`guard.extract.local.ended`), and a value
inside the quoted name of the document a sentence says it replaces is part of that name
(`guard.extract.local.replacedname`). Read as the new source's claims, either makes it state
both values, and a source cannot supersede itself (D5). An invented bike shop's catalogue,
built here: no sentence comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.replacedname import in_replaced_name
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def bikes() -> Catalogue:
    topics: dict[str, Any] = {
        "warranty_window": {"kind": "duration", "about": ["warranty", "frame guarantee"]},
    }
    return named_catalogue("Bikes", topics)


def _days(body: str) -> list[float]:
    source = verified_source("BK-9", body, title="Frame warranty")
    return [
        c.value.amount or 0.0
        for c in extract_source_claims(source, bikes())
        if c.topic != OTHER and c.value is not None
    ]


def test_a_value_before_a_point_in_time_in_the_past_tense_is_history() -> None:
    assert _days("Before May 2025 our warranty was 90 days. The warranty now runs 2 years.") == [
        2.0
    ]
    assert _days("Prior to 2024 the warranty was 60 days.") == []


def test_before_that_bounds_no_time_keeps_the_value() -> None:
    # "before the service" is no point in time: the value may still hold.
    assert _days("The warranty was 90 days before the first service.") == [90.0]


def test_a_value_inside_the_replaced_documents_name_is_no_claim() -> None:
    body = (
        "The warranty runs for 2 years. This policy replaces *Our 90-day frame guarantee* (BK-1)."
    )
    assert _days(body) == [2.0]
    assert _days("This policy replaces *Our 90-day warranty* (BK-1).") == []


def test_a_value_beside_the_replaced_name_is_still_read() -> None:
    assert _days("This replaces our old warranty with a 120-day warranty.") == [120.0]


def test_the_name_must_be_quoted_and_part_of_what_is_replaced() -> None:
    quote = "This replaces *The 90-day warranty* (BK-1)."
    sentence = "This replaces  The 90-day warranty  (BK-1)."
    at = sentence.index("90-day")
    assert in_replaced_name(quote, sentence, at, at + 6, "The 90-day warranty  (BK-1)")
    assert not in_replaced_name(quote, sentence, at, at + 6, "the returns page")
    plain = "This replaces The 90-day warranty (BK-1)."
    assert not in_replaced_name(plain, plain, at - 1, at + 5, "The 90-day warranty (BK-1)")
