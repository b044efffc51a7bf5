"""A charge said of a choice topic whose options differ by a charge, with no option read, is
an unread value, never a pass (`guard/engine/chargedchoice.py`).

A reply that says "there's a charge" or "for a small fee" on a choice topic whose options are
a free and a charged one states the charged option in other words, so no reader found a
claim and the draft was ALLOW NO_POLICY_CLAIM against a source that says the other option.
Invented wording: a bike workshop whose puncture policy is a choice of a free or a charged
re-repair, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.chargedchoice import charge_of_choice_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

WORKSHOP = catalogue_from_dict(
    {
        "name": "Spoke & Chain",
        "topics": {
            "rerepair": {
                "kind": "choice",
                "about": ["goes flat again", "puncture comes back", "re-repair"],
                "choices": {
                    "free_rerepair": ["free re-repair", "patch it again free of charge"],
                    "paid_rerepair": ["paid re-repair", "re-repairs are charged"],
                },
            },
            "service_price": {"kind": "money", "currency": "GBP", "about": ["full service"]},
        },
    },
    "test",
    "Spoke & Chain",
)

SOURCES = [
    source("SC-1", "If a puncture comes back within a week, we do a free re-repair."),
    source("SC-2", "A full service costs £55."),
]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, WORKSHOP, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "If the tyre goes flat again, there's a charge to patch it.",
        "If the puncture comes back, we'll sort it at cost.",
        "If it goes flat again we'll look at it, but there's a fee.",
        "When the puncture comes back, we can do the re-repair for a small fee.",
        "If it goes flat again, you'll need to pay for the second patch.",
    ],
)
def test_a_charge_on_the_topic_with_no_option_read_is_never_allowed(draft: str) -> None:
    assert charge_of_choice_matches(draft, WORKSHOP, [])
    assert _check(draft) == ("CAUTION", "EXTRACTION_GAP")


def test_beside_a_governed_claim_it_still_caps() -> None:
    draft = "A full service is £55. If it goes flat again, there's a charge to patch it."
    assert _check(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "If it goes flat again, there's no charge to patch it.",  # the free side
        "If the puncture comes back, we'll fix it free.",
        "If it goes flat again, we won't charge you.",
        "A full service costs £55.",  # no choice topic named
        "If it goes flat again, just bring it in.",  # no charge said
    ],
)
def test_other_wording_is_no_charge_of_the_choice(draft: str) -> None:
    assert charge_of_choice_matches(draft, WORKSHOP, []) == []


def test_the_option_read_still_decides() -> None:
    assert _check("If it goes flat again, we do a free re-repair.") == ("ALLOW", "SUPPORTED")
    assert _check("If it goes flat again, re-repairs are charged.")[0] == "HOLD"


def test_a_topic_whose_options_name_no_charge_is_left_alone() -> None:
    cat = catalogue_from_dict(
        {
            "name": "Spoke & Chain",
            "topics": {
                "refund_method": {
                    "kind": "choice",
                    "about": ["refund"],
                    "choices": {"card": ["back to your card"], "voucher": ["store voucher"]},
                },
            },
        },
        "test",
        "Spoke & Chain",
    )
    assert charge_of_choice_matches("Your refund has a small fee.", cat, []) == []
