"""A number labelled "age" is an age (issue 17, tests/kb/halls).

"Here's what a co-signer needs:\n- Minimum age: 25": the label says the 25 is an age, so it
is read as one when the catalogue has an age topic (`guard.extract.local.agelabel`), and
a draft giving the wrong age is decided, not left as an unread number. An invented car
lease's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import verified_source


def _claims(body: str, *, with_age: bool = True) -> list[tuple[str, float, str]]:
    topics: dict[str, Any] = {
        "lease_deposit": {"kind": "money", "currency": "GBP", "about": ["lease deposit"]},
    }
    if with_age:
        topics["cosigner_min_age"] = {
            "kind": "duration",
            "label": "co-signer's minimum age",
            "about": ["co-signer", "co-signers"],
        }
    cat = catalogue_from_dict({"name": "Lease", "topics": topics}, "test", "Lease")
    claims = extract_source_claims(verified_source("LS-1", body, title="Lease"), cat)
    return [(c.topic, c.value.amount or 0.0, c.value.unit or "") for c in claims]


def test_an_age_label_is_an_age() -> None:
    body = "Here's what a co-signer needs:\n\n- Minimum age: 25\n- A UK bank account"
    assert _claims(body) == [("cosigner_min_age", 25.0, "years")]


def test_no_age_topic_no_age() -> None:
    body = "Here's what a co-signer needs:\n\n- Minimum age: 25\n- A UK bank account"
    assert _claims(body, with_age=False) == []
