"""A value in a relative clause is said of its antecedent, and through it of what the
antecedent is equated with (`guard.extract.local.antecedent`).

An invented print shop's catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def print_shop() -> Catalogue:
    topics: dict[str, Any] = {
        "proof_window": {"kind": "duration", "about": ["approv*", "proof*"]},
        "final_payment": {"kind": "duration", "about": ["settlement", "settle up"]},
    }
    return named_catalogue("Print", topics)


def _topics(text: str) -> list[str]:
    src = verified_source("PR-1", text + "\n", title="Ordering prints")
    return [c.topic for c in extract_source_claims(src, print_shop()) if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        # a line's label, a dash, then the antecedent: the label is what it is
        "- **Settlement** – the remainder of the approved estimate, which must clear at "
        "least 4 days before printing.",
        "Settlement: the remainder of the approved estimate, which must clear at least "
        "4 days before printing.",
        # a copula equates its subject with the antecedent
        "The settlement is the remainder of the approved estimate, which must clear at "
        "least 4 days before printing.",
        # a reduced relative in the antecedent is its modifier too
        "The settlement is the remainder of the estimate you approved, which must clear "
        "at least 4 days before printing.",
    ],
)
def test_a_topic_in_the_antecedents_modifier_yields_to_what_it_is_equated_with(
    text: str,
) -> None:
    assert _topics(text) == ["final_payment"]
    assert [c.topic for c in extract_draft_claims(text, print_shop()) if c.value] == [
        "final_payment"
    ]


@pytest.mark.parametrize(
    "text",
    [
        # nothing is equated with the antecedent: the nearest words still decide
        "Send us the remainder of the approved estimate, which must clear at least 4 days "
        "before printing.",
        # the antecedent's own head names a topic: it is what the value is about
        "The last step before settlement is the approval of your proof, which must "
        "reach us within 4 days.",
    ],
)
def test_without_an_equation_or_with_a_named_head_the_reading_stands(text: str) -> None:
    assert _topics(text) == ["proof_window"]
