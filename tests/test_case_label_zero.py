"""A zero in a line whose run-in label states a case is said under that case, as under
"if" (`guard.extract.local.caselabel`): the case's exception, no value of the fee.

An invented boat-hire catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.kb.catalogue import OTHER, Catalogue
from tests.support.reading import named_catalogue, source_values


def boats() -> Catalogue:
    topics: dict[str, Any] = {
        "mooring_fee": {
            "label": "late mooring fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["late mooring fee*"],
        },
    }
    return named_catalogue("Boats", topics)


@pytest.mark.parametrize(
    "line",
    [
        "- No lock key on the pontoon: do not leave the boat. Call the yard, with no late "
        "mooring fee.",
        "- Engine failed on the river: call the yard. We tow you back, with no late mooring fee.",
    ],
)
def test_a_zero_under_a_case_label_is_no_value_of_the_fee(line: str) -> None:
    assert source_values(line, boats()) == [(OTHER, 0)]


@pytest.mark.parametrize(
    "line",
    [
        # the label names the topic: it is what the value is, though it reads as a case
        "- Late mooring fee waived on the day: there is no late mooring fee.",
        # a one-noun label is no situation
        "- Pontoon: no late mooring fee.",
        # a question asks what the body states: no case
        "**Q: Is there a charge for staying out?**\nA: We moor you anyway. There's no late "
        "mooring fee.",
    ],
)
def test_a_label_naming_a_topic_or_a_noun_is_no_case(line: str) -> None:
    assert source_values(line, boats()) == [("mooring_fee", 0)]
