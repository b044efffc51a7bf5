"""A partitive count ("12 of those") counts the noun of the count it refers back to
(`partitive`): "around 30 cupcakes, and 12 of those come free" is 12 cupcakes.

A made-up bakery's catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

BAKERY = catalogue_from_dict(
    {
        "name": "Crumb & Co bakery",
        "topics": {
            "free_cupcakes": {
                "kind": "count",
                "unit": "free cupcakes",
                "about": ["free cupcakes", "cupcakes"],
            },
        },
    },
    "test",
    "Crumb",
)


def read(body: str) -> list[tuple[str, float | None]]:
    claims = extract_source_claims(source(body), BAKERY)
    return sorted((c.topic, c.value.amount if c.value else None) for c in claims)


@pytest.mark.parametrize(
    ("body", "written_out"),
    [
        (
            "Every party order comes with 40 cupcakes, and 12 of those are free.",
            "Every party order comes with 40 cupcakes, and 12 cupcakes are free.",
        ),
        (
            "We bake 40 cupcakes per tray; twelve of them are free with a cake order.",
            "We bake 40 cupcakes per tray; twelve cupcakes are free with a cake order.",
        ),
        (
            "Orders include 40 mini cupcakes, 12 of which are free.",
            "Orders include 40 mini cupcakes, 12 mini cupcakes are free.",
        ),
    ],
)
def test_a_partitive_reads_as_its_noun_written_out(body: str, written_out: str) -> None:
    assert ("free_cupcakes", 12) in read(body), body
    assert read(body) == read(written_out), body


@pytest.mark.parametrize(
    "body",
    [
        # Nothing counted before: the pronoun points to no number's noun.
        "Pick your favourite flavours: 12 of those are free.",
        # The earlier number counts something no count topic counts.
        "We open 6 days a week, and 2 of those are late nights.",
    ],
)
def test_a_partitive_with_no_counted_noun_before_is_not_read(body: str) -> None:
    assert ("free_cupcakes", 12) not in read(body) and ("free_cupcakes", 2) not in read(body)
