"""A compound number word in a bare bound ("twenty-one or over", "thirty five and over") is
one number (`guard/extract/local/bounds.py`): read as its last word it would be a bound of 1
or 5. A made-up climbing-wall catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def wall() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Wall",
            "topics": {
                "instructor_age": {
                    "kind": "duration",
                    "label": "minimum age of an instructor",
                    "about": ["instructor", "minimum age"],
                }
            },
        },
        "test",
        "Wall",
    )


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("An instructor needs to be twenty-one or over.", 21),
        ("The instructor must be thirty five or older.", 35),
        ("The instructor must be nineteen or over.", 19),
    ],
)
def test_a_compound_number_word_is_one_bound(text: str, years: int) -> None:
    claims = extract_draft_claims(text, wall())
    assert [(c.topic, c.value.amount) for c in claims if c.value] == [("instructor_age", years)]
