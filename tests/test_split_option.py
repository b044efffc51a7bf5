"""An option phrase with a capitalised name or a short bracket between its words still names its
option (`guard/extract/local/splitoption.py`); a lower-case word between is another noun's
modifier and names nothing. An invented guitar-workshop catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.splitoption import split_options
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def workshop() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Fretwork",
        "topics": {
            "strings_fitted": {
                "kind": "choice",
                "about": ["strings we fit", "as standard"],
                "choices": {"steel": ["steel string*"], "nylon": ["nylon string*"]},
            }
        },
    }
    return catalogue_from_dict(data, "test", "Fretwork")


def _options(text: str) -> list[tuple[str, str | None]]:
    return [
        (c.topic, c.value.option)
        for c in extract_draft_claims(text, workshop())
        if c.value is not None
    ]


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("We fit nylon Savarez strings as standard.", "nylon"),
        ("We fit nylon D'Addario Pro strings as standard.", "nylon"),
        ("As standard, we fit steel (round-wound) strings.", "steel"),
    ],
)
def test_a_name_or_an_aside_inside_an_option_phrase_still_names_it(text: str, option: str) -> None:
    assert _options(text) == [("strings_fitted", option)]


def test_a_source_reads_the_split_option_too() -> None:
    src = verified_source(
        "W-1", "As standard, we fit steel (round-wound) strings.\n", title="Setup"
    )
    got = [(c.topic, c.value.option) for c in extract_source_claims(src, workshop()) if c.value]
    assert got == [("strings_fitted", "steel")]


def test_a_lower_case_word_between_names_no_option() -> None:
    assert _options("As standard, we fit steel tuning strings.") == []
    assert split_options("steel tuning strings", (("t|steel", ("steel string*",)),)) == []


def test_the_phrase_as_written_needs_no_split_form() -> None:
    choices = (("t|steel", ("steel string*",)),)
    assert split_options("steel strings", choices) == []
    assert split_options("steel Ernie strings", choices) == [(0, 19, "t|steel")]
