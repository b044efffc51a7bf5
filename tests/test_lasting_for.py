"""A thing's negated verb with no object and a "for" duration says how long the thing lasts,
no denial (`guard/extract/local/lasting.py`); an agent's act on an object stays a denial.
A made-up gift-card catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.lasting import lasts_for
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def cards() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Petal & Stem",
            "topics": {
                "card_life": {
                    "kind": "duration",
                    "about": ["gift card*", "voucher*", "hold*"],
                },
            },
        },
        "test",
        "Petal & Stem",
    )


def _values(text: str) -> list[str]:
    return [c.value_text for c in extract_draft_claims(text, cards()) if c.topic == "card_life"]


@pytest.mark.parametrize(
    "text",
    [
        "Our gift cards don't expire for three years after you buy one.",
        "Happy to help: the voucher won't lapse for 3 years.",
        "It's fine, e-vouchers do not run out for the first 3 years.",
    ],
)
def test_a_things_negated_verb_for_a_duration_is_its_lifetime(text: str) -> None:
    assert len(_values(text)) == 1


@pytest.mark.parametrize(
    "text",
    [
        "We don't hold gift cards for 3 years.",  # an agent's act on an object
        "The florist won't keep vouchers for 3 years.",  # an object between verb and "for"
        "You don't hold gift cards for 3 years.",  # a person's pronoun: an agent
    ],
)
def test_an_agents_denied_act_stays_a_denial(text: str) -> None:
    assert _values(text) == []


@pytest.mark.parametrize(
    ("clause", "lasts"),
    [
        ("the pass doesn't lapse for ", True),
        ("your points will not vanish for the next ", True),
        ("we don't lapse for ", False),
        ("the shop won't keep it for ", False),
        ("the pass doesn't lapse until ", False),
    ],
)
def test_the_clause_shape_alone_decides(clause: str, lasts: bool) -> None:
    assert lasts_for(clause) is lasts
