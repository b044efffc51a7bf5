"""A duration right after a noun, counted before or after something, times that noun
(`guard.extract.local.timednoun`). An invented dental-practice catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def dentist() -> Catalogue:
    topics: dict[str, Any] = {
        "invoice_due": {"kind": "duration", "about": ["invoice", "pay your bill"]},
        "reschedule_notice": {"kind": "duration", "about": ["reschedul*"]},
    }
    return named_catalogue("Smile", topics)


def _read(text: str) -> list[str]:
    src = verified_source("SM-1", text + "\n", title="Appointments")
    return [c.topic for c in extract_source_claims(src, dentist()) if c.value is not None]


def test_a_duration_after_a_noun_of_its_own_times_that_noun() -> None:
    assert _read("Pay your invoice online, with a text nudge 2 days before it's due.") == [OTHER]


def test_a_known_noun_or_a_named_topic_keeps_the_reading() -> None:
    assert _read("Your invoice must be paid 2 days before your visit.") == ["invoice_due"]
    assert _read("You can reschedule your visit 2 days before it starts.") == ["reschedule_notice"]
