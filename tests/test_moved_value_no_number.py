"""A draft that says a topic's value went up or down and gives no number is a claim with no
value (issue 17, mattress): `guard.extract.local.drafts._moved`.

"Just so you know, the parking fee went up recently" tells the customer the fee is now other
than it was, without saying what it is: no source can support that (D8, the draft states no
value), so it must not pass as a reply with no policy claim. An invented car park's words:
none comes from tests/kb.
"""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from tests.support.reading import named_catalogue

_CAR_PARK = named_catalogue(
    "Car park",
    {
        "parking_fee": {"kind": "money", "currency": "EUR", "about": ["parking fee"]},
        "barrier_wait": {"kind": "duration", "about": ["barrier"]},
        "pay_method": {
            "kind": "choice",
            "about": ["pay by"],
            "choices": {"card": ["card"], "cash": ["cash"]},
        },
    },
)


def _claims(text: str) -> list[tuple[str, object]]:
    return [(c.topic, c.value) for c in extract_draft_claims(text, _CAR_PARK)]


def test_a_value_said_to_have_gone_up_is_a_claim_with_no_value() -> None:
    text = "Sorry about that! The parking fee went up recently, so it's a bit more than before."
    assert _claims(text) == [("parking_fee", None)]
    assert _claims("The parking fee has been increased this year.") == [("parking_fee", None)]
    assert _claims("Waits at the barrier have gone down since March.") == [("barrier_wait", None)]


def test_a_stated_value_or_another_change_stays_as_it_was() -> None:
    assert [t for t, _ in _claims("The parking fee went up to €4 an hour.")] == ["parking_fee"]
    assert _claims("The parking fee went up to €4 an hour.")[0][1] is not None
    assert _claims("Your parking fee receipt changed its layout.") == []
    assert _claims("The attendant will go up to level 3 to help.") == []
