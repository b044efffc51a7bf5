"""A scope word inside a defined term names the term (`guard/extract/local/defined.py`).

"a Quarterly Credit Allowance of 5%" measures the allowance per quarter; it does not limit
the claim to customers billed quarterly. A made-up boat-hire catalogue: no knowledge
base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.defined import in_a_defined_term
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def boats() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Boat hire",
            "topics": {
                "credit_allowance": {
                    "label": "credit allowance",
                    "kind": "percent",
                    "about": ["credit allowance"],
                },
            },
            "scopes": {
                "billing": {
                    "label": "billing cycle",
                    "values": {"quarterly": ["quarterly"], "yearly": ["yearly"]},
                }
            },
        },
        "test",
        "Boats",
    )


def _scopes(body: str) -> list[str]:
    src = verified_source("B-1", body, title="Terms")
    return [c.scope["billing"] for c in extract_source_claims(src, boats())]


def test_a_scope_word_inside_a_defined_term_does_not_scope() -> None:
    assert _scopes("Members get a Quarterly Credit Allowance of 5%.\n") == ["any"]


def test_the_same_word_in_plain_text_still_scopes() -> None:
    assert _scopes("Members billed quarterly get a credit allowance of 5%.\n") == ["quarterly"]


@pytest.mark.parametrize(
    "sentence,word,inside",
    [
        ("Members get a Quarterly Credit Allowance of 5%.", "Quarterly", True),
        ("Quarterly Credit Allowance: 5%.", "Quarterly", False),  # the sentence's first words
        ("Members get a Quarterly allowance of 5%.", "Quarterly", False),  # one capital word
        ("Members get a Quarterly Credit Allowance of 5%.", "Quarterly Credit", False),
    ],
)
def test_what_a_defined_term_is(sentence: str, word: str, inside: bool) -> None:
    start = sentence.index(word)
    assert in_a_defined_term(sentence, start, start + len(word)) is inside
