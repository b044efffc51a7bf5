"""A duration describing a noun that names no topic is about what that noun is OF
(`guard.extract.local.nouncomplement`). An invented restaurant catalogue: no knowledge base's
words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def bistro() -> Catalogue:
    topics: dict[str, Any] = {
        "party_notice": {"kind": "duration", "about": ["private room", "large group*"]},
        "table_hold": {"kind": "duration", "about": ["hold your table"]},
    }
    return named_catalogue("Bistro", topics)


def _read(text: str) -> list[str]:
    src = verified_source("BI-1", text + "\n", title="Bookings")
    return [c.topic for c in extract_source_claims(src, bistro()) if c.value is not None]


def test_the_noun_s_of_complement_names_the_topic() -> None:
    said = "Guests must give us at least 4 working days' warning of a private room being needed."
    assert _read(said) == ["party_notice"]


def test_a_complement_naming_nothing_leaves_the_value_on_no_topic() -> None:
    assert _read("Guests get 2 days' warning of a wine tasting.") == [OTHER]


def test_the_complement_ends_at_the_clause() -> None:
    said = "Guests get 2 days' warning of a wine tasting, so book a private room early."
    assert _read(said) == [OTHER]
