"""A one-word `not_covered` phrase also matches the word written in two parts ("e-mail" for
`email`), so a value said of that subject is on `other`, not on a topic the ticket names
(`guard/extract/local/hyphenforms.py`). A made-up print-shop catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.hyphenforms import with_hyphen_forms
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def print_shop() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Print shop",
            "topics": {"binding_fee": {"kind": "money", "currency": "GBP", "about": ["binding"]}},
            "not_covered": ["lamination", "email"],
        },
        "test",
        "Print shop",
    )


def test_split_forms() -> None:
    forms = with_hyphen_forms(("email", "hot tub*", "tv"))
    assert "e-mail" in forms and "em-ail" in forms
    assert forms[:3] == ("email", "hot tub*", "tv")
    assert not any(f.startswith("t-") for f in forms)


@pytest.mark.parametrize(
    "text",
    [
        "Sending your proofs by e-mail is £2 per file.",
        "Sending your proofs by E-Mail is £2 per file.",
        "Sending your proofs by email is £2 per file.",
    ],
)
def test_a_value_of_an_uncovered_subject_in_two_parts_is_other(text: str) -> None:
    claims = extract_draft_claims(text, print_shop())
    assert [(c.topic, c.value.amount) for c in claims if c.value] == [("other", 2)]
