"""A price said with its sales tax on top and the same figure with the tax in are two prices
(`guard.engine.taxbasis`): a draft that keeps V's amount but flips the tax basis every quote
of V states is D8, CAUTION UNIT_MISMATCH. A tax basis on one side only proves nothing. And a
bracket right after a price that restates it with the tax told the other way is no second
value of the topic (`guard.extract.local.taxtwin`).
Invented wording: a garden-office builder.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.engine.taxbasis import other_tax, stated_tax, tax_after
from guard.kb.workspace import Workspace
from guard.models import CheckResult
from tests.support.onesource import check_draft, local_service, one_source_workspace

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


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    return one_source_workspace(tmp_path_factory.mktemp("cedar"), CATALOGUE, "prices.md", PRICES)


@pytest.fixture(scope="module")
def service(ws: Workspace) -> CheckService:
    return local_service(ws)


def check(service: CheckService, draft: str) -> CheckResult:
    return check_draft(service, draft, NOW)


@pytest.mark.parametrize(
    "draft",
    [
        "Installation is £1,800 including VAT.",
        "Installing it is £1,800, VAT included.",
        "The site survey fee is £90 plus VAT.",
        "A site survey is £90 + VAT, payable on the day.",
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
    assert tax_after(" plus VAT") == "net"
    assert tax_after(" per user per month + GST") == "net"
    assert tax_after(" (ex-VAT)") == "net"
    assert tax_after(" a day, including VAT") == "gross"
    assert tax_after(" inc. sales tax") == "gross"
    assert tax_after(", VAT included") == "gross"
    assert tax_after(" plus a £20 fee") is None
    assert tax_after(" extra for weekends") is None
    assert stated_tax("It's £60 plus VAT a visit.", "£60") == "net"
    assert other_tax("gross", ["net", "net"]) == "net"
    assert other_tax("net", ["net"]) is None
    assert other_tax("gross", ["net", None]) is None  # one quote leaves it unsaid
    assert other_tax("gross", ["net", "gross"]) is None  # the quotes disagree
