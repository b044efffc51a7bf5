"""A draft's free period that an in-force source states under the same condition is SUPPORTED
(`guard/engine/samefree.py`, `guard/extract/local/statedfree.py`).

Invented wording: a pottery studio whose drop-in session has a free first session offer.
"""

from __future__ import annotations

import pytest

from guard.extract.local.statedfree import free_conditions, normalised
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

STUDIO = catalogue_from_dict(
    {
        "name": "Kiln Room",
        "topics": {
            "session_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["wheel session", "a session costs"],
            },
        },
        "scopes": {"level": {"values": {"beginner": ["beginners"], "potter": ["potters"]}}},
    },
    "test",
    "Kiln Room",
)

PRICE = source("KR-1", "A wheel session costs £18.")
OFFER = source("KR-2", "A wheel session costs £18. Newcomers get their first session free.")
#: The offer alone, in a source that states nothing of the price: a check reads only the
#: sources of the draft's topics, so it is not matched.
ALONE = source("KR-2", "Newcomers get their first session free.")
TICKET = Ticket(id="T-1", topic="session_price")


def _check(draft: str, sources: list) -> tuple[str, str]:  # type: ignore[type-arg]
    v = local_verdict(draft, sources, STUDIO, TICKET)
    return v.decision, v.reason_code


def test_a_free_period_a_source_states_is_supported() -> None:
    assert _check("Your first session is free.", [PRICE, OFFER]) == ("ALLOW", "SUPPORTED")
    draft = "Your first session is free, and after that a wheel session costs £18."
    assert _check(draft, [PRICE, OFFER]) == ("ALLOW", "SUPPORTED")


@pytest.mark.parametrize(
    ("draft", "sources"),
    [
        ("Your first session is free.", [PRICE]),  # no source states the offer
        ("Your first session is free.", [PRICE, ALONE]),  # not in a source on the topic
        ("Your first two sessions are free.", [PRICE, OFFER]),  # another condition
        # the offer only in a flagged source
        ("Your first session is free.", [PRICE, source("KR-2", OFFER.body, flagged=True)]),
        # the offer for one level only: left to a person
        (
            "Your first session is free.",
            [
                PRICE,
                source(
                    "KR-2", "A wheel session costs £18. Beginners get their first session free."
                ),
            ],
        ),
    ],
)
def test_otherwise_the_condition_still_cautions(draft: str, sources: list) -> None:  # type: ignore[type-arg]
    assert _check(draft, sources) == ("CAUTION", "CONTRADICTS_GOVERNING")


def test_a_wrong_price_beside_the_offer_still_holds() -> None:
    draft = "Your first session is free, and after that a wheel session costs £22."
    assert _check(draft, [PRICE, OFFER])[0] == "HOLD"


def test_conditions_are_read_without_determiners() -> None:
    vocab = vocabulary(STUDIO)
    assert free_conditions("Newcomers get their first session free.", vocab) == ["first session"]
    assert free_conditions("Your first session is free.", vocab) == ["first session"]
    assert normalised("for the first month") == "first month"
