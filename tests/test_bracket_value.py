"""A bracket that gives another number for a narrower case, its unit left out, is a value
of the same topic and unit for that case (issue 17, tests/kb/halls).

"Members can bring up to two guests a visit (four on a family plan)": the bracket's "four"
counts guests a visit on a family plan, and the "two" stays general
(`guard.extract.local.bracketvalue`). An invented swimming club's words: none comes from
tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def _claims(body: str) -> list[tuple[str, float, str]]:
    topics: dict[str, Any] = {
        "guests_per_visit": {"kind": "count", "unit": "guests a visit", "about": ["guest*"]},
        "refund_time": {"kind": "duration", "about": ["refund*"]},
    }
    scopes: dict[str, Any] = {
        "plan": {"values": {"family": ["family plan*"], "solo": ["solo plan*"]}},
    }
    cat = named_catalogue("Club", topics, scopes=scopes)
    claims = extract_source_claims(verified_source("CLUB-1", body, title="Club"), cat)
    return sorted((c.topic, c.value.amount or 0.0, c.scope.get("plan", "any")) for c in claims)


def test_an_elided_bracket_is_the_narrower_cases_value() -> None:
    body = "Members can bring up to two guests a visit (four on a family plan)."
    assert _claims(body) == [
        ("guests_per_visit", 2.0, "any"),
        ("guests_per_visit", 4.0, "family"),
    ]


def test_a_duration_bracket_too() -> None:
    body = "Refunds reach your card within 5 days (10 on a solo plan)."
    assert _claims(body) == [("refund_time", 5.0, "any"), ("refund_time", 10.0, "solo")]


def test_a_bracket_that_names_no_case_is_no_value() -> None:
    body = "Members can bring up to two guests a visit (three max)."
    assert _claims(body) == [("guests_per_visit", 2.0, "any")]
