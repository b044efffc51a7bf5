"""A table row's claim is validated with its table's header (`guard.engine.rowheader`).

The local extractor reads a cell with its column's header first: under "| What you get |
Rider Club |" the row "| Discount on walk-in repairs | 10% |" is the Rider Club's discount,
though the label names "walk-in repairs" (a scope phrase of another customer). The
validator used to read the quote (the row) alone, found only the label's scope, and rejected
the extractor's own claim, making the whole source misread (issue 17, tests/kb/dental). An
invented bike workshop's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.engine.rowheader import row_with_header
from guard.engine.stated import SCOPE_NOT_IN_QUOTE, source_claim_problem
from guard.kb.catalogue import Catalogue
from guard.kb.index import judge
from guard.models import SourceClaim, SourceExtraction
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue, source_claims

BODY = (
    "# Rider Club\n\n"
    "Join the club for one monthly payment.\n\n"
    "| What you get | Rider Club |\n"
    "|---|---|\n"
    "| Free safety checks | 4 |\n"
    "| Discount on walk-in repairs | 10% |\n"
)
ROW = "| Discount on walk-in repairs | 10% |"


def _catalogue() -> Catalogue:
    topics: dict[str, Any] = {
        "club_discount": {"kind": "percent", "about": ["discount"]},
    }
    scopes: dict[str, Any] = {
        "customer": {
            "values": {"walk_in": ["walk-in repairs", "walk-in customer*"], "club": ["Rider Club"]}
        },
    }
    return named_catalogue("Bikes", topics, scopes=scopes)


def _discount(scope: str) -> tuple[SourceClaim, Catalogue]:
    cat = _catalogue()
    claims = source_claims(BODY, cat, source_id="BIKE-1", title="Rider Club")
    (c,) = [c for c in claims if c.topic == "club_discount"]
    return c.model_copy(update={"scope": {"customer": scope}}), cat


def test_the_extractors_header_scope_is_borne_out_by_the_row_under_its_header() -> None:
    c, cat = _discount("club")
    assert c.quote == ROW
    assert source_claim_problem(c, BODY, cat) is None


def test_the_index_calls_such_a_source_read() -> None:
    c, cat = _discount("club")
    src = verified_source("BIKE-1", BODY, title="Rider Club")
    assert judge(src, SourceExtraction(source_id="BIKE-1", claims=[c]), cat) == "read"


def test_a_scope_no_word_of_the_row_or_header_names_is_still_refused() -> None:
    other = named_catalogue(
        "Bikes",
        {"club_discount": {"kind": "percent", "about": ["discount"]}},
        scopes={
            "customer": {
                "values": {
                    "walk_in": ["walk-in repairs"],
                    "club": ["Rider Club"],
                    "trade": ["trade account*"],
                }
            }
        },
    )
    c, _ = _discount("trade")
    found = source_claim_problem(c, BODY, other)
    assert found is not None and found[0] == SCOPE_NOT_IN_QUOTE


def test_a_row_is_read_under_its_own_header_only() -> None:
    assert row_with_header(ROW, BODY) == f"| What you get | Rider Club |\n|---|---|\n{ROW}"
    # no header row (no rule line under the first row): the row stands alone
    assert row_with_header(ROW, f"| Extras | Rider Club |\n{ROW}\n") is None
    # part of a row is no row
    assert row_with_header("Discount on walk-in repairs | 10%", BODY) is None
