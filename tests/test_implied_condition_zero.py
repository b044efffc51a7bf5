"""A zero whose condition is said without a condition word is still that condition's exception
(`imperativecondition`: "Book early and there's no fee"; `relativecondition`: "A tile that
arrives cracked is replaced at no charge"), so the document's own price stays the only value
of the fee and a reply quoting it is no conflict. An invented tiling shop: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.exceptionzero import zero_condition
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_values


def tiling() -> Catalogue:
    topics: dict[str, Any] = {
        "grout_fee": {
            "label": "regrouting fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["regrouting fee*", "regrouting charge*"],
        },
        "tile_price": {
            "label": "price of a spare tile",
            "kind": "money",
            "currency": "GBP",
            "about": ["spare tile*", "tile*"],
        },
    }
    return named_catalogue("Tiling shop", topics)


FEE = "The regrouting fee is £45."


@pytest.mark.parametrize(
    "exception",
    [
        "Book a second room with us and there's no regrouting fee at all.",
        "Order your tiles from the showroom, and there is no regrouting fee.",
        "Just send us a photo first and we waive the regrouting fee.",
    ],
)
def test_a_zero_after_an_imperative_and_is_the_exception(exception: str) -> None:
    body = f"{FEE} {exception}"
    assert sorted(source_values(body, tiling())) == [("grout_fee", 45), (OTHER, 0)], body


@pytest.mark.parametrize(
    "body",
    [
        # a statement with its own subject before "and": no condition, a second value
        f"{FEE} Our fitters are quick and there's no regrouting fee for trade accounts.",
        f"{FEE} Members get priority and there's no regrouting fee for them.",
        f"{FEE} We tile floors and there's no regrouting fee.",
        f"{FEE} Delivery is quick and there's no regrouting fee.",
    ],
)
def test_a_statement_before_and_sets_no_condition(body: str) -> None:
    assert ("grout_fee", 0) in source_values(body, tiling()), body


def test_a_zero_said_of_a_thing_that_is_the_exception() -> None:
    body = (
        "A spare tile is £3. A tile that arrives cracked (chipped edge, hairline split) is "
        "replaced at no charge."
    )
    assert sorted(source_values(body, tiling())) == [(OTHER, 0), ("tile_price", 3)], body


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("Book a second room and there's no regrouting fee.", "book a second room"),
        ("Any tile that arrives cracked is replaced at no regrouting fee.", "that"),
        # a definite subject refers to one known thing: no condition
        ("The tile that you chose has no regrouting fee.", None),
        # a second clause of its own between the relative word and the zero
        ("A tile that cracks is replaced, and there's no regrouting fee.", None),
    ],
)
def test_which_zero_an_implied_condition_is_said_of(sentence: str, word: str | None) -> None:
    start = sentence.index("no regrouting fee")
    assert zero_condition(sentence, start, start + len("no regrouting fee")) == word, sentence


def test_a_draft_quoting_the_fee_beside_the_exception_is_allowed() -> None:
    body = f"{FEE} Book a second room with us and there's no regrouting fee at all."
    src = verified_source("TS-1", body, title="Regrouting")
    v = local_verdict("The regrouting fee is £45.", [src], tiling(), message="Regrouting fee?")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_drafts_imperative_zero_carries_its_condition() -> None:
    claims = extract_draft_claims("Book a second room and there's no regrouting fee.", tiling())
    assert [c.condition for c in claims if c.value] == ["book a second room"]
