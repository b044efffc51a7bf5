"""A value whose clause opens with a name (Title Case or emphasised) and its verb
("**Trip Shield** costs 8%", "Priority Lane is €4") is about that name, not the heading's
topic, when the catalogue knows none of its words (`guard/extract/local/namedsubject.py`).
A made-up tour-operator catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def tours() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Tours",
            "topics": {
                "change_fee": {"kind": "percent", "about": ["change fee", "amend*"]},
            },
        },
        "test",
        "Tours",
    )


def _claims(body: str) -> list[tuple[str, float | None]]:
    src = verified_source("S-1", body, title="Amending your tour", kind="help_article")
    return [(c.topic, c.value.amount) for c in extract_source_claims(src, tours()) if c.value]


@pytest.mark.parametrize(
    "line",
    [
        "**Trip Shield** costs 8% of the tour price and is added when you book.",
        "Trip Shield costs 8% of the tour price.",
        "*Flexi Cover* is 8% of the tour price.",
    ],
)
def test_a_named_subject_beats_the_heading(line: str) -> None:
    body = f"# Amending your tour\n\n{line}\n"
    assert _claims(body) == [("other", 8)]


def test_a_plain_sentence_still_takes_the_heading() -> None:
    body = "# Amending your tour\n\nIt costs 8% of the tour price.\n"
    assert _claims(body) == [("change_fee", 8)]
