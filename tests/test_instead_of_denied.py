"""A value said after "but" that follows a denial of a topic's act is what is given
instead, not that topic's value (`guard.extract.local.insteadof`). Invented wording: a
theatre's ticket office.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from tests.support.onesource import one_source_fixtures

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

CATALOGUE = """\
name: Playhouse box office
topics:
  refund_time:
    label: how long a refund takes
    kind: duration
    about: [refund*]
  exchange_fee:
    label: exchange fee
    kind: money
    currency: GBP
    about: [exchange fee, exchange*]
defaults:
  kind: article
  verification: verified
  updatedAt: 2026-10-01
"""

OFFICE = """\
# Returns

Refunds reach your card within 5 working days.

Tickets can't be refunded after the show, but the price is kept as a voucher valid for 12 months.

Exchanges cost £2 per ticket.
"""

ws, service, check = one_source_fixtures(CATALOGUE, "office.md", OFFICE, NOW, "playhouse")


def test_a_value_said_instead_of_a_denied_act_is_no_value_of_it(service: CheckService) -> None:
    """The source's 12 months is the voucher's: no second refund time beside 5 working days."""
    r = check(service, "Refunds take up to 5 working days to reach your card.")
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED"), r.headline


def test_in_a_draft_it_is_no_refund_time(service: CheckService) -> None:
    r = check(
        service,
        "We can't refund it, but the full price is now a voucher you can use for 12 months.",
    )
    assert r.claims[0].draft_claim.topic == "other", r.headline


@pytest.mark.parametrize(
    "draft",
    [
        # the clause after "but" names the topic itself
        "We don't refund the booking fee, but refunds of the ticket take 9 working days.",
        # a pronoun after "but" refers back to the refunds
        "Refunds are not instant, but they take 9 working days.",
    ],
)
def test_a_value_of_the_named_topic_is_still_read(service: CheckService, draft: str) -> None:
    r = check(service, draft)
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING"), r.headline
