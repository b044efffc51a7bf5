"""Months, years and minutes end to end: a gym's knowledge base, written the way help centres
write (a table, a "Label:" line, bold values, possessive notice periods), checked by the real
check service with the local extractor reading the workspace's own catalogue.

Nothing in the product names these topics: they are a catalogue entry each. What the rules
must do with the new units: compare within exact conversions (12 months is 1 year, 30
minutes is half an hour) and never equate a month with 30 days (D8's unit mismatch).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor, extract_source_claims
from guard.kb.workspace import Workspace, load_folder
from guard.models import CheckResult

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Gym member services
topics:
  cancellation_notice:
    label: cancellation notice period
    kind: duration
    about: [notice, notice period]
  minimum_term:
    label: minimum contract term
    kind: duration
    about: [contract, minimum term]
  reply_time:
    label: reply time
    kind: duration
    about: [reply to, replies to, get back to]
  joining_fee:
    label: joining fee
    kind: money
    currency: GBP
    about: [joining fee]
  guest_passes:
    label: guest passes
    kind: count
    unit: guests a month
    about: [guest*]
scopes:
  membership:
    flex: [flex membership, flex members, flex]
    annual: [annual membership, annual members, annual]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

CANCELLING = """\
# Cancelling your membership

How much notice we need depends on your membership:

| Membership | Notice period |
|---|---|
| Annual | 3 months |
| Flex | one month's notice |

Annual memberships have a **12-month** minimum term (the contract).
"""

TERMS = """\
# Membership terms

Annual members sign a contract with a minimum term of **a year**.

Each member can bring up to **two** guests a month, and the joining fee is **£25**.
"""

CONTACT = """\
# Contact us

We reply to messages within _30 minutes_ during opening hours.
"""


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    root = tmp_path_factory.mktemp("gym")
    (root / "sources").mkdir()
    (root / "answerguard.yaml").write_text(CATALOGUE, encoding="utf-8")
    for name, body in {
        "cancelling": CANCELLING,
        "terms": TERMS,
        "contact": CONTACT,
    }.items():
        (root / "sources" / f"{name}.md").write_text(body, encoding="utf-8")
    return load_folder(root)


@pytest.fixture(scope="module")
def service(ws: Workspace) -> CheckService:
    return CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)


def check(service: CheckService, draft: str, **scope: str) -> CheckResult:
    return service.check(CheckRequest(ticket_id=None, draft=draft, now=NOW, scope=scope))


def test_every_value_the_sources_state_is_read_with_its_unit_and_a_verbatim_quote(
    ws: Workspace,
) -> None:
    got = []
    for s in ws.sources:
        for c in extract_source_claims(s, ws.catalogue):
            assert c.quote in s.body
            v = c.value
            assert v is not None
            got.append((c.topic, v.amount, v.unit, c.scope["membership"]))
    assert sorted(got) == sorted(
        [
            ("cancellation_notice", 3, "months", "annual"),
            ("cancellation_notice", 1, "months", "flex"),
            ("minimum_term", 12, "months", "annual"),
            ("minimum_term", 1, "years", "annual"),
            ("guest_passes", 2, "guests a month", "any"),
            ("joining_fee", 25, "GBP", "any"),
            ("reply_time", 30, "minutes", "any"),
        ]
    )


def test_two_months_against_three_months_holds_and_the_safe_reply_says_3_months(
    service: CheckService,
) -> None:
    r = check(service, "You need to give 2 months notice to cancel.", membership="annual")
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    (c,) = r.claims
    assert c.governing_value is not None and c.governing_value.unit == "months"
    assert "3 months" in r.headline
    assert r.suggestion is not None and "3 months" in r.suggestion.text
    assert r.suggestion.recheck_decision == "ALLOW"
    assert r.unread_sources == []  # every source, bold values and all, was read


def test_twelve_months_is_within_one_year_and_the_sources_agree(service: CheckService) -> None:
    """One source says "12-month", another "a year": they agree (D4), and a draft in
    either unit is supported."""
    for draft in ("The minimum term is 12 months.", "It's a one-year minimum term."):
        r = check(service, draft, membership="annual")
        assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), (draft, r.headline)
        d4 = next(s for s in r.claims[0].trace if s.rule == "D4")
        assert d4.outcome == "fired"


def test_thirty_days_against_one_month_is_a_unit_mismatch_never_equal(
    service: CheckService,
) -> None:
    r = check(service, "We just need 30 days' notice.", membership="flex")
    assert (r.decision, r.reason_code) == ("CAUTION", "UNIT_MISMATCH")
    d8 = next(s for s in r.claims[0].trace if s.rule == "D8")
    assert d8.outcome == "fired" and "1 month" in d8.detail and "30 days" in d8.detail


def test_minutes_and_hours_convert_exactly(service: CheckService) -> None:
    ok = check(service, "We'll reply to you within half an hour.")
    assert (ok.decision, ok.reason_code) == ("ALLOW", "SUPPORTED")
    late = check(service, "We'll reply to you within 2 hours.")
    assert (late.decision, late.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert late.suggestion is not None and "30 minutes" in late.suggestion.text


def test_markdown_emphasis_does_not_hide_a_count_or_an_amount(service: CheckService) -> None:
    assert check(service, "You can bring up to two guests a month.").decision == "ALLOW"
    wrong = check(service, "You can bring up to 4 guests a month.")
    assert (wrong.decision, wrong.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    fee = check(service, "The joining fee is £30.")
    assert (fee.decision, fee.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_the_json_contract_carries_the_unit_as_written(service: CheckService) -> None:
    r = check(service, "Annual members need to give 3 months notice.", membership="annual")
    doc = r.model_dump(by_alias=True, mode="json")
    assert doc["decision"] == "ALLOW"
    assert doc["claims"][0]["governingValue"] == {
        "amount": 3.0,
        "amountMax": None,
        "unit": "months",
        "option": None,
        "kind": "duration",
    }


def test_a_flex_member_is_told_one_month(service: CheckService) -> None:
    r = check(service, "Flex members need three months' notice.", membership="flex")
    assert r.decision == "HOLD"
    assert r.suggestion is not None and "1 month" in r.suggestion.text
    assert "1 months" not in r.suggestion.text
