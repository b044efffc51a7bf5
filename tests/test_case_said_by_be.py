"""The customer's case said of them with "be" and found outside the draft's own value is no
claim: "as you're about 9 miles away, you're outside our 6 mile pickup area" after "we're
about 9 miles from you" (`guard.engine.atpoint`, the "be" lead-in). The 6 miles is still
decided. An invented dog-walking service: none of its words come from tests/kb.
"""

from __future__ import annotations

from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_WALKERS = named_catalogue(
    "Dog walkers",
    {"pickup_radius": {"kind": "count", "unit": "miles", "about": ["miles", "pickup area"]}},
)
_SOURCES = [source("DW-1", "Our walkers pick dogs up within 6 miles of the park.")]
_MESSAGE = "Can you pick up our spaniel? We're about 9 miles away."


def test_the_customers_distance_said_by_be_and_denied_is_no_claim() -> None:
    draft = "As you're about 9 miles away, you're just outside our 6 mile pickup area, sorry."
    v = local_verdict(draft, _SOURCES, _WALKERS, message=_MESSAGE)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.trace


def test_the_draft_value_beside_it_is_still_decided() -> None:
    draft = "As you're about 9 miles away, you're just outside our 8 mile pickup area, sorry."
    v = local_verdict(draft, _SOURCES, _WALKERS, message=_MESSAGE)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING"), v.trace


def test_a_figure_said_by_be_that_is_not_denied_stays_a_claim() -> None:
    draft = "As you're about 9 miles away, you're fine: our pickup area is 6 miles."
    v = local_verdict(draft, _SOURCES, _WALKERS, message=_MESSAGE)
    assert v.decision != "ALLOW", v.trace
