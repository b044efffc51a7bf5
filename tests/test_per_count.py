"""A bounded count of things per another thing ("up to 6 guests per table") is a limit: on the
count topic that counts it, else a count on `other` (D0c), never a number left unread
(`guard/extract/local/percount.py`). A made-up tea-room catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.percount import per_counts
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict


def tearoom(count_topic: bool = False) -> Catalogue:
    topics: dict[str, object] = {
        "scone_price": {"kind": "money", "currency": "GBP", "about": ["scone"]},
    }
    if count_topic:
        topics["table_size"] = {
            "kind": "count",
            "unit": "guests per table",
            "about": ["guests per table", "table size"],
        }
    return catalogue_from_dict({"name": "Tea room", "topics": topics}, "test", "Tea room")


def _counts(text: str, cat: Catalogue) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(text, cat)
        if c.value is not None and c.value.kind == "count"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Our garden tables take up to 6 guests per table.",
        "We seat a maximum of 6 guests per table on Sundays.",
        "There's room for no more than 6 guests in each booth.",
    ],
)
def test_a_bounded_count_per_thing_no_topic_counts_is_on_other(text: str) -> None:
    assert _counts(text, tearoom()) == [(OTHER, 6.0)]


def test_the_count_topic_that_counts_it_takes_it() -> None:
    text = "Our garden tables take up to 6 guests per table."
    assert _counts(text, tearoom(count_topic=True)) == [("table_size", 6.0)]


@pytest.mark.parametrize(
    "text",
    ["We printed 6 guests per table on the plan.", "6 guests per table is lovely."],
)
def test_without_a_bound_word_it_is_no_limit(text: str) -> None:
    assert per_counts(text) == []
