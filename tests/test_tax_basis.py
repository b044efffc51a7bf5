"""A price's tax basis is part of the price (`guard/engine/taxbasis.py`): a draft that keeps V's
amount but moves the tax to the other side of it ("£18 plus VAT" where every price includes
VAT, "£90 plus VAT" against "£90 including VAT") is D8, CAUTION UNIT_MISMATCH, never
SUPPORTED; a basis one side alone states proves nothing. And a bracket right after a price
that restates it with the tax told the other way is no second value of the topic
(`guard.extract.local.taxtwin`).

Invented wording: a window-cleaning round (a clean's price, a gutter clear's price) and a
garden-office builder, no knowledge base's words.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.engine.taxbasis import (
    INSIDE,
    ON_TOP,
    document_tax_basis,
    house_tax_basis,
    other_tax,
    stated_tax,
    tax_after,
    tax_basis,
)
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.workspace import Workspace
from guard.models import Source, Ticket
from tests.support.builders import source, verified_source
from tests.support.localcase import local_verdict
from tests.support.onesource import one_source_fixtures

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
    assert other_tax(ON_TOP, [INSIDE, INSIDE]) == INSIDE
    assert other_tax(INSIDE, [INSIDE]) is None
    assert other_tax(ON_TOP, [INSIDE, None]) is None  # one source says nothing
    assert other_tax(None, [INSIDE]) is None  # the draft says nothing


ROUND_PRICES = verified_source(
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
    assert _check(draft, [ROUND_PRICES]) == expected


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


# A garden-office builder: the tax right after the amount, and the bracket that restates it.

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Cedar garden rooms
topics:
  install_price:
    label: installation price
    kind: money
    currency: GBP
    about: [installation, installing, install]
  survey_fee:
    label: site survey fee
    kind: money
    currency: GBP
    about: [site survey, survey fee]
  cladding_price:
    label: cladding upgrade price
    kind: money
    currency: GBP
    about: [cladding]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

PRICES = """\
# What it costs

Installing a garden room costs £1,800 plus VAT (£2,160 including VAT).

The site survey fee is £90 including VAT.

The cladding upgrade is £400 per wall.
"""


ws, service, check = one_source_fixtures(CATALOGUE, "prices.md", PRICES, NOW, "cedar")


@pytest.mark.parametrize(
    "draft",
    [
        "Installation is £1,800 including VAT.",
        "Installing it is £1,800, VAT included.",
        "The site survey fee is £90 plus VAT.",
        "A site survey is £90 + VAT, payable on the day.",
        "Installation is £1,800 inc. VAT.",  # the abbreviation's stop ends no sentence
        "The site survey fee is £90 excl. VAT.",
    ],
)
def test_the_same_amount_with_the_tax_told_the_other_way_is_a_unit_mismatch(
    service: CheckService, draft: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH"), r.headline
    d8 = next(s for s in r.claims[0].trace if s.rule == "D8")
    assert d8.outcome == "fired" and "tax" in d8.detail


@pytest.mark.parametrize(
    "draft",
    [
        "Installation is £1,800 plus VAT.",
        "Installation is £1,800 ex VAT.",
        "The site survey fee is £90, including VAT.",
        "The site survey fee is £90.",  # no tax basis in the draft: nothing to compare
        "The cladding upgrade is £400 per wall plus VAT.",  # none in the source: one side only
    ],
)
def test_the_same_tax_basis_or_one_on_one_side_only_is_supported(
    service: CheckService, draft: str
) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


def test_the_bracket_that_restates_a_price_with_the_tax_is_no_second_value(
    ws: Workspace,
) -> None:
    from guard.extract.local import LocalExtractor

    src = next(s for s in ws.sources if "Installing" in s.body)
    claims = LocalExtractor(ws.catalogue).extract_source(src).claims
    installs = [c for c in claims if c.topic == "install_price"]
    assert [c.value_text for c in installs] == ["£1,800"], installs


def test_the_tax_basis_after_an_amount() -> None:
    assert tax_after(" plus VAT") == ON_TOP
    assert tax_after(" per user per month + GST") == ON_TOP
    assert tax_after(" (ex-VAT)") == ON_TOP
    assert tax_after(" a day, including VAT") == INSIDE
    assert tax_after(" inc. sales tax") == INSIDE
    assert tax_after(", VAT included") == INSIDE
    assert tax_after(" plus a £20 fee") is None
    assert tax_after(" extra for weekends") is None
    assert stated_tax("It's £60 plus VAT a visit.", "£60") == ON_TOP
    # a sentence with one amount: its tax words anywhere are that amount's
    assert stated_tax("A clean is £18, and that includes VAT.", "£18") == INSIDE
    # with another amount, only the words right after this one count
    assert stated_tax("Gutters are £40 and a clean is £18 plus VAT.", "£40") is None
    assert stated_tax("Gutters are £40 and a clean is £18 plus VAT.", "£18") == ON_TOP
    assert other_tax(INSIDE, [ON_TOP, ON_TOP]) == ON_TOP
    assert other_tax(ON_TOP, [ON_TOP]) is None
    assert other_tax(INSIDE, [ON_TOP, None]) is None  # one quote leaves it unsaid
    assert other_tax(INSIDE, [ON_TOP, INSIDE]) is None  # the quotes disagree
