"""An amount charged for each extra unit is a price of its own (`guard.extract.local.extraunit`),
and "the two of you" names no subject (`unnamed`): a reply's "£20 for the pair of you, and £6
for each extra rider" is not held for a £6 "price" of the ride. Invented wording: a
pony-trekking stable.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.extract.local.extraunit import extra_unit
from guard.kb.catalogue import Catalogue
from guard.kb.workspace import Workspace, load_folder
from guard.models import CheckResult, Ticket

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Hilltop pony treks
topics:
  trek_price:
    label: price of a pony trek
    kind: money
    currency: GBP
    about: [pony trek, pony treks, trek price]
  hat_hire:
    label: riding hat hire
    kind: money
    currency: GBP
    about: [hat hire, riding hat]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

TREKS = """\
# Pony treks

A one-hour pony trek costs £20.

Riding hat hire is £2.
"""


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    root = tmp_path_factory.mktemp("treks")
    (root / "sources").mkdir()
    (root / "answerguard.yaml").write_text(CATALOGUE, encoding="utf-8")
    (root / "sources" / "treks.md").write_text(TREKS, encoding="utf-8")
    return load_folder(root)


def _topics(cat: Catalogue, draft: str) -> list[str]:
    out = LocalExtractor(cat).extract_draft(draft)
    return [c.topic for c in out.claims]


@pytest.mark.parametrize(
    "draft",
    [
        "It's £20, and £6 for each extra rider.",
        "It's £20, plus £6 per additional rider.",
        "You'd pay £20, then £6 for every further rider.",
    ],
)
def test_an_amount_for_each_extra_unit_is_a_price_of_its_own(ws: Workspace, draft: str) -> None:
    assert _topics(ws.catalogue, draft) == ["unattributed", "other"]


def test_a_partitive_of_a_pronoun_names_no_subject(ws: Workspace) -> None:
    assert _topics(ws.catalogue, "It's £20 for the pair of you.") == ["unattributed"]
    assert _topics(ws.catalogue, "It's £20 for the three of us.") == ["unattributed"]
    # a real noun after "the" still names a subject the catalogue does not cover
    assert _topics(ws.catalogue, "It's £20 for the picnic.") == ["other"]


def test_a_reply_with_the_price_and_an_extra_riders_surcharge_is_not_held(
    ws: Workspace,
) -> None:
    service = CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)
    ticket = Ticket(id="T-1", customer="Ola", message="How much is a pony trek?", scope={})
    r: CheckResult = service.check(
        CheckRequest(
            ticket_id=None,
            draft="It's £20 for the pair of you, and £6 for each extra rider.",
            now=NOW,
            ticket=ticket,
        )
    )
    assert r.decision != "HOLD", r.headline
    assert (r.decision, r.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")


def test_the_extra_units_words() -> None:
    m = extra_unit("£6", " for each extra rider")
    assert m is not None and m.group() == "extra rider"
    m = extra_unit("£6 per additional rider", "")
    assert m is not None and m.group() == "additional rider"
    assert extra_unit("£6", " for each rider") is None
    assert extra_unit("£6", " on extra days") is None
