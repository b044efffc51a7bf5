"""A value the text says is what another company does is theirs, not a claim
(`guard.extract.local.othersdo`). An invented gym catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.othersdo import what_others_do
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def gym() -> Catalogue:
    topics: dict[str, Any] = {"trial_length": {"kind": "duration", "about": ["free trial"]}}
    return named_catalogue("Liftwell", topics)


def _read(text: str) -> list[str]:
    src = verified_source("LW-1", text + "\n", title="Free trial")
    return [c.value_text for c in extract_source_claims(src, gym()) if c.value is not None]


def test_a_value_that_is_what_another_firm_does_is_no_claim() -> None:
    said = "Our free trial is 7 days. 30 days is what Pumphaus do, he may be mixing us up."
    assert _read(said) == ["7 days"]


def test_what_we_do_stays_ours() -> None:
    assert what_others_do("30 days is what we do.", 7) is False
    assert what_others_do("30 days is what other gyms offer.", 7) is True
