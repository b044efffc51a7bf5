"""What the customer's thing is worth, told back to them ("for a guitar worth around £900"
after "My guitar is worth about £900"), is their figure, not a claim; a bound or threshold
after "worth" stays a claim (`guard.engine.worth`, from `guard.engine.figures`).

An invented instrument-courier catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import source
from tests.support.localcase import local_verdict

COURIER: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "parcel_cover": {"label": "most we pay out for one parcel", "kind": "money",
                             "currency": "GBP", "about": ["cover*", "pays out", "insured"]},
        },
    },
    "courier/answerguard.yaml",
    "courier",
)  # fmt: skip
SOURCES = [source("IC-1", "Our standard cover pays out up to £250 for any one parcel.")]
MESSAGE = "My guitar is worth about £900. Is it covered if it gets damaged?"


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        # the customer's thing and its worth, told back: only the cover is decided
        (
            "Our standard cover pays out up to £250, so for a guitar worth around £900 "
            "we'd suggest adding extra cover.",
            ("ALLOW", "SUPPORTED"),
        ),
        # the cover itself is still checked
        (
            "Our standard cover pays out up to £500, so for a guitar worth around £900 "
            "we'd suggest adding extra cover.",
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
    ],
)
def test_the_worth_of_the_customers_thing_is_no_claim(
    draft: str, expected: tuple[str, str]
) -> None:
    v = local_verdict(draft, SOURCES, COURIER, message=MESSAGE)
    assert (v.decision, v.reason_code) == expected, v.trace


def test_a_bound_after_worth_stays_a_claim() -> None:
    message = "Is a guitar worth up to £900 covered?"
    draft = "Yes, parcels worth up to £900 are covered in full."
    v = local_verdict(draft, SOURCES, COURIER, message=message)
    assert v.decision == "HOLD", v.trace
