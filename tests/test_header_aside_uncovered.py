"""Issue 17: an uncovered word in a column header's bracketed aside does not make the column
about something else (`asides.without_uncovered_asides`).

An invented dog-grooming catalogue, built here: nothing in the product knows its words.
"| Fee (sales tax included) |" says what every fee in the column includes; the row's own
label ("Full groom, small dog") says what the fee is for. A header whose head names the
uncovered thing ("| Sales tax |") still makes its column `other`.
"""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def grooming() -> Catalogue:
    return named_catalogue(
        "Groomer",
        {"groom_price": {"kind": "money", "currency": "USD", "label": "full groom price",
                         "about": ["full groom"]}},
        not_covered=["sales tax", "nail clipping"],
    )  # fmt: skip


def topics(body: str) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount if c.value else None)
        for c in extract_source_claims(verified_source("GR-1", body), grooming())
    ]


def test_uncovered_word_in_header_aside_leaves_row_label_to_name_the_topic() -> None:
    body = (
        "| Service | Fee (sales tax included) |\n|---|---|\n"
        "| Full groom, small dog | $40 |\n| Nail clipping | $12 |\n"
    )
    assert topics(body) == [("groom_price", 40), ("other", 12)]


def test_uncovered_header_head_still_makes_the_column_other() -> None:
    body = "| Service | Sales tax |\n|---|---|\n| Full groom, small dog | $3 |\n"
    assert topics(body) == [("other", 3)]
