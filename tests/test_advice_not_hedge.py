"""Advice is no hedge (issue 17, tests/kb/optician).

"You should have your boiler serviced every 12 months" recommends the customer's own act,
as "we recommend" does: a definitive claim, so a wrong value HOLDs. "You should see the
refund within 5 days" says what is expected to happen: hedged, as before
(`guard.extract.local.advice`). An invented boiler servicing firm's words: none comes from
tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def boilers() -> Catalogue:
    topics: dict[str, Any] = {
        "service_interval": {
            "kind": "duration",
            "label": "how often a boiler is serviced",
            "about": ["boiler serviced", "book a service"],
        },
        "refund_time": {"kind": "duration", "about": ["refund*", "deposit back"]},
    }
    return named_catalogue("Boilers", topics)


def _definitive(draft: str) -> list[bool]:
    return [c.definitive for c in extract_draft_claims(draft, boilers())]


@pytest.mark.parametrize(
    "draft",
    [
        "You should have your boiler serviced every 12 months.",
        "You should book a service 2 weeks ahead.",
        "You should also book a service 2 weeks ahead.",
    ],
)
def test_you_should_do_something_is_advice(draft: str) -> None:
    assert _definitive(draft) == [True]


@pytest.mark.parametrize(
    "draft",
    [
        "You should see the refund within 5 days.",
        "You should have the deposit back within 2 weeks.",
        "Your refund should arrive within 5 days.",
        "You should usually get a refund within 5 days.",
    ],
)
def test_should_of_an_outcome_still_hedges(draft: str) -> None:
    assert _definitive(draft) == [False]
