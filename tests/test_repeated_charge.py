"""A charge denied as a repeat is no price of zero (`guard.extract.local.repeated`): "we
won't charge the fee again" says the fee was paid once, not that it costs nothing."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import source

CAT = catalogue_from_dict(
    {"topics": {"admin_fee": {"kind": "money", "currency": "EUR", "about": ["admin fee"]}}},
    "test catalogue",
    "Venue",
)


def values(body: str) -> list[str]:
    """The value text of every claim read on the admin fee from a source body."""
    claims = extract_source_claims(source("S", "x").model_copy(update={"body": body}), CAT)
    return [c.value_text for c in claims if c.topic == "admin_fee"]


@pytest.mark.parametrize(
    "sentence",
    [
        "If the venue moves your event, we won't charge the admin fee again.",
        "You don't pay the admin fee twice when we rebook you.",
        "We never charge you the admin fee a second time.",
    ],
)
def test_a_repeat_waived_is_no_zero(sentence: str) -> None:
    assert values(f"The admin fee is €30. {sentence}") == ["€30"]


def test_a_plain_negated_charge_is_still_a_zero() -> None:
    assert len(values("We don't charge an admin fee for group bookings.")) == 1
