"""A conditional zero is an exception wherever it is written (`guard.extract.local.exceptionzero`):
a help article's "no hire fee if you return the boat by noon" is no value of the fee that the
policy's "£18" conflicts with, and it governs nothing on its own; a wrong outright zero is still
never ALLOW. An invented rowing-boat hire: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local.documents import read_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from guard.models import Source
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

POLICY = verified_source("RB-POL", "The late return fee for a rowing boat is £18.", title="Hire")
HELP = verified_source(
    "RB-HELP",
    "There is no late return fee if the lake warden extends your slot.",
    title="Returning your boat",
    kind="article",
)


def rowing() -> Catalogue:
    topics: dict[str, Any] = {
        "late_return_fee": {
            "label": "late return fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["late return fee"],
        },
    }
    return named_catalogue("Rowing boats", topics)


def _decided(draft: str, sources: list[Source]) -> tuple[str, str]:
    v = local_verdict(draft, sources, rowing(), message="Is there a late return fee?")
    return v.decision, v.reason_code


def test_the_exception_is_kept_visible_with_its_reason() -> None:
    read = read_source_claims(HELP, rowing())
    assert [(c.topic, c.value.amount if c.value else None) for c, _ in read] == [(OTHER, 0)]
    note = read[0][1].topic.note
    assert "under a condition (“if”)" in note and "late_return_fee" in note, note


@pytest.mark.parametrize(
    ("draft", "decided"),
    [
        # the policy's fee governs: no conflict with the article's exception
        ("The late return fee is £18.", ("ALLOW", "SUPPORTED")),
        ("The late return fee is £25.", ("HOLD", "CONTRADICTS_GOVERNING")),
        # the exception as the article states it: CAUTION, no false HOLD
        (
            "There's no late return fee if the lake warden extends your slot.",
            ("CAUTION", "CONTRADICTS_GOVERNING"),
        ),
        # a wrong outright zero: held
        ("There's no late return fee.", ("HOLD", "CONTRADICTS_GOVERNING")),
    ],
)
def test_across_documents_the_exception_is_no_conflict(
    draft: str, decided: tuple[str, str]
) -> None:
    assert _decided(draft, [POLICY, HELP]) == decided


def test_the_exception_alone_governs_nothing() -> None:
    # no document states the fee: an outright zero is never ALLOW, nor is the exception
    assert _decided("There's no late return fee.", [HELP])[0] == "CAUTION"
    said = _decided("There's no late return fee if the lake warden extends your slot.", [HELP])
    assert said[0] == "CAUTION"
