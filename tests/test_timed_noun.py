"""A duration right after a noun, counted before or after something, times that noun
(`guard.extract.local.timednoun`). An invented dental-practice catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.timednoun import _own_noun
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


def mover() -> Catalogue:
    topics: dict[str, Any] = {
        "move_notice": {"kind": "duration", "about": ["rebook a visit"]},
    }
    return named_catalogue("Smile", topics)


def test_the_values_own_bound_and_a_place_are_no_timed_noun() -> None:
    # "up to" is the value's bound and "the portal" the place of the act: the loosely named
    # act ("rebook visit SM-42" for "rebook a visit") is what the duration times
    text = "You can rebook visit SM-42 yourself in the portal up to 2 days before it."
    src = verified_source("SM-2", text + "\n", title="Appointments")
    claims = [c.topic for c in extract_source_claims(src, mover()) if c.value is not None]
    assert claims == ["move_notice"]


def test_the_noun_is_looked_for_before_the_bound_and_not_after_a_place_word() -> None:
    assert _own_noun("send a text nudge at least") == "text nudge"
    assert _own_noun("pay it in the portal up to") is None
    assert _own_noun("with a text nudge") == "text nudge"
