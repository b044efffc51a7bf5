""" "for every hour" after an amount is its basis, as "per hour" is
(`guard/extract/local/rates.py`, `guard/engine/unittotals.py`).

"£4, then a further £4 for every half hour after that, which is why it came to £8" after the
customer's "why was I charged £8?": the second £4 is charged per half hour, so the £8 is the
customer's bill, a whole multiple of that rate (`unittotals`), no second price. Without the
basis the £8 was read as the fee itself and contradicted the £4. An invented bike-park
catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

PARK: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "overstay_fee": {"label": "overstay fee", "kind": "money", "currency": "GBP",
                             "about": ["overstay fee*"]},
        },
    },
    "park/answerguard.yaml",
    "park",
)  # fmt: skip
SOURCES = [
    source("POL-1", "The overstay fee is £4, and a further £4 for every half hour after that.")
]
ASKED = "Why was I charged £8 when I was late collecting my bike?"


def check(draft: str, message: str = ASKED) -> Verdict:
    return local_verdict(draft, SOURCES, PARK, message=message)


def test_for_every_and_a_time_is_the_amounts_basis() -> None:
    claims = extract_draft_claims("There's a further £4 for every half hour.", PARK)
    assert [c.value_text for c in claims] == ["£4 for every half hour"]


def test_the_customers_bill_at_that_rate_is_their_figure() -> None:
    draft = (
        "The overstay fee is £4, then a further £4 for every half hour after that, "
        "which is why it came to £8."
    )
    v = check(draft)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_bill_the_customer_did_not_write_stays_a_claim() -> None:
    draft = "The overstay fee is £4, then £4 for every half hour after that, so it came to £12."
    v = check(draft)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
