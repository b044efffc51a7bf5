"""A zero said under a condition casts no doubt on a topic's price
(`guard.engine.conditionalzero`, asked by UNPLACED in `guard.engine.unplaced`).

"If you have bought X, you won't be charged for Y" says what costs nothing once the condition
holds: the exception it sets, which the reader puts on no topic on purpose. A draft that
gives X's own price is not contradicted by it, so the ALLOW stands. An invented phone rental
shop's catalogue: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.conditionalzero import conditional_zero
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import SourceClaim, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
PRICE = "# Screen cover\n\nScreen cover costs £2 per week for every rented handset.\n"
DRAFT = (
    "Screen cover is £2 per week, and it means a cracked screen on your rented handset is sorted."
)


def shop() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Phone rental",
            "topics": {
                "screen_cover_price": {
                    "label": "screen cover price",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["screen cover", "cover", "screen protection"],
                },
            },
        },
        "test",
        "Phones",
    )  # fmt: skip


def _decide(*bodies: str) -> tuple[str, str]:
    srcs = [verified_source(f"PH-{i}", b, kind="sop" if i else "policy")
            for i, b in enumerate((PRICE, *bodies))]  # fmt: skip
    v = local_verdict(DRAFT, srcs, shop(), message="Hi", now=NOW)
    return v.decision, v.reason_code


def _zero(quote: str, words: str) -> SourceClaim:
    return SourceClaim(
        claim_id="x#c1", source_id="x", source_version=1, topic="other",
        value=Value(amount=0, unit="GBP", kind="money"), value_text=words, quote=quote,
    )  # fmt: skip


def test_a_zero_under_an_if_is_an_exception() -> None:
    quote = "If you have taken the plan, you will not be charged for a cracked screen."
    assert conditional_zero(_zero(quote, "not be charged"))


def test_a_zero_with_no_condition_is_a_value() -> None:
    assert not conditional_zero(_zero("Delivery is free on every handset.", "free"))


def test_the_exception_a_condition_sets_leaves_the_allow_standing() -> None:
    assert _decide() == ("ALLOW", "SUPPORTED")
    terms = (
        "# Terms\n\nIf your rental includes screen cover, you won't be charged for a cracked "
        "screen on the rented handset.\n"
    )
    assert _decide(terms) == ("ALLOW", "SUPPORTED")


def test_an_unconditional_unplaced_value_still_doubts() -> None:
    other = "# Desk\n\nWe charge £5 per week for a cracked screen on the rented handset.\n"
    assert _decide(other) == ("CAUTION", "UNPLACED_VALUE")
