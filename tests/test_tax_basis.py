"""A price's tax basis is part of the price (`guard/engine/taxbasis.py`): a draft that keeps V's
amount but moves the tax to the other side of it ("£18 plus VAT" where every price includes
VAT) is D8, CAUTION UNIT_MISMATCH, never SUPPORTED; a basis one side alone states proves
nothing.

Invented wording: a window-cleaning round (a clean's price, a gutter clear's price), no
knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.taxbasis import (
    INSIDE,
    ON_TOP,
    document_tax_basis,
    house_tax_basis,
    other_tax_basis,
    tax_basis,
)
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Source, Ticket
from tests.support.builders import source, verified_source
from tests.support.localcase import local_verdict

ROUND: Catalogue = catalogue_from_dict(
    {
        "name": "Clear View Windows",
        "topics": {
            "clean_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["window clean", "clean costs", "a clean"],
            },
            "gutter_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["gutter clear", "gutters"],
            },
        },
    },
    "test",
    "Clear View Windows",
)


def _check(draft: str, sources: list[Source]) -> tuple[str, str]:
    v = local_verdict(draft, sources, ROUND, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    ("text", "basis"),
    [
        ("A clean is £18 plus VAT.", ON_TOP),
        ("A clean is £18 + VAT.", ON_TOP),
        ("A clean is £18 ex VAT.", ON_TOP),
        ("Prices don't include GST.", ON_TOP),
        ("Sales tax is added at the till.", ON_TOP),
        ("A clean is £18 including VAT.", INSIDE),
        ("A clean is £18, VAT included.", INSIDE),
        ("Every price includes VAT.", INSIDE),
        ("A clean is £18.", None),
        ("A clean is £18 plus VAT, or £21.60 including VAT.", None),  # both: no one basis
    ],
)
def test_the_tax_words_beside_a_price(text: str, basis: str | None) -> None:
    assert tax_basis(text) == basis


def test_a_documents_general_sentence_states_its_basis() -> None:
    """Only a sentence with no amount speaks for every price of its document."""
    assert document_tax_basis("# Prices\n\nA clean is £18.\n\nAll prices include VAT.") == INSIDE
    assert document_tax_basis("A clean is £18 plus VAT. Gutters are £40 inc VAT.") is None
    assert house_tax_basis(["Every price includes VAT.", "A clean is £18.", ""]) == INSIDE
    assert house_tax_basis(["Prices include VAT.", "Prices exclude VAT."]) is None


def test_only_another_basis_on_every_side_differs() -> None:
    assert other_tax_basis(ON_TOP, [INSIDE, INSIDE]) == INSIDE
    assert other_tax_basis(INSIDE, [INSIDE]) is None
    assert other_tax_basis(ON_TOP, [INSIDE, None]) is None  # one source says nothing
    assert other_tax_basis(None, [INSIDE]) is None  # the draft says nothing


PRICES = verified_source(
    "WC-1", "# Prices\n\nA window clean costs £18.\n\nAll our prices include VAT.\n"
)


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        ("A window clean costs £18 plus VAT.", ("CAUTION", "UNIT_MISMATCH")),
        ("A window clean costs £18, VAT included.", ("ALLOW", "SUPPORTED")),
        ("A window clean costs £18.", ("ALLOW", "SUPPORTED")),
    ],
)
def test_a_draft_that_moves_the_tax_is_another_price(draft: str, expected: tuple[str, str]) -> None:
    assert _check(draft, [PRICES]) == expected


def test_a_help_centres_one_sentence_holds_for_a_policys_price() -> None:
    """A help article's "All our prices exclude VAT" is the basis of a price another document
    states with no tax words of its own."""
    sources = [
        source("WC-2", "A gutter clear is £40."),
        verified_source("WC-3", "# Paying\n\nAll our prices exclude VAT.\n"),
    ]
    assert _check("A gutter clear is £40 including VAT.", sources) == ("CAUTION", "UNIT_MISMATCH")
    assert _check("A gutter clear is £40 plus VAT.", sources) == ("ALLOW", "SUPPORTED")


def test_a_basis_no_source_states_proves_nothing() -> None:
    sources = [source("WC-2", "A gutter clear is £40.")]
    assert _check("A gutter clear is £40 plus VAT.", sources) == ("ALLOW", "SUPPORTED")
