"""What a fee is charged for names it: "an admin fee for each freeze" is the freeze fee
(issue 17, tests/kb/rail's first run: `guard.extract.local.occasion`).

An invented gym's catalogue, built here: no sentence comes from tests/kb. "admin fee" is the
cancellation topic's phrase, as a team writes it when its cancellation page says "admin fee";
its freeze page then says "an admin fee for each freeze".
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.occasion import occasion_noun
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def gym() -> Catalogue:
    topics: dict[str, Any] = {
        "cancel_fee": {
            "kind": "money",
            "currency": "GBP",
            "about": ["admin fee", "administration fee", "cancellation fee", "cancel*"],
        },
        "freeze_fee": {
            "kind": "money",
            "currency": "GBP",
            "about": ["freeze fee", "freezing your membership"],
        },
        "guests": {"kind": "count", "unit": "guests", "about": ["guest*"]},
    }  # fmt: skip
    return named_catalogue("Gym", topics)


def _claims(body: str) -> list[tuple[str, float]]:
    source = verified_source("GYM-1", body, title="Membership terms")
    return [
        (c.topic, c.value.amount or 0.0)
        for c in extract_source_claims(source, gym())
        if c.value.kind == "money"
    ]


def test_the_occasion_of_a_price_compound() -> None:
    assert occasion_noun("freeze fee") == "freeze"
    assert occasion_noun("locker hire charge") == "locker hire"
    assert occasion_noun("admin fee") == "admin"
    assert occasion_noun("fee") is None
    assert occasion_noun("freezing your membership") is None


def test_a_fee_for_each_occasion_is_that_occasions_fee() -> None:
    assert _claims("There's a £15 admin fee for each freeze.") == [("freeze_fee", 15.0)]
    body = "An administration fee of £15 is charged for every freeze, on top of the monthly price."
    assert _claims(body) == [("freeze_fee", 15.0)]
    assert _claims("An admin fee of £15 applies per freeze.") == [("freeze_fee", 15.0)]


def test_an_occasion_alone_is_no_cue() -> None:
    # one word names too many things: only beside another topic's fee name does it decide
    assert _claims("We charge £15 for each freeze our staff set up.") == [("other", 15.0)]


def test_the_fee_name_still_decides_without_an_occasion() -> None:
    assert _claims("There's a £25 admin fee when you leave.") == [("cancel_fee", 25.0)]
    assert _claims("There's a £25 admin fee for each cancellation.") == [("cancel_fee", 25.0)]


def test_for_each_without_a_price_word_names_no_fee() -> None:
    # a count per occasion, not a fee: the occasion cue needs a price word in the text
    assert _claims("You can bring 2 guests for each freeze you skip.") == []
