"""A topic phrase that starts on the tail of a bound prefix's hyphenated word names only part
of that word ("express delivery" in "non-express delivery"): the whole word is something
else, so the phrase is no cue for its topic (`wordforms.after_bound_prefix`, used by
`guard/extract/local/cues.py`). A made-up parcel-courier catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.wordforms import after_bound_prefix


def courier(not_covered: tuple[str, ...] = ()) -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Parcel courier",
            "topics": {
                "express_time": {"kind": "duration", "about": ["express deliver*", "express"]}
            },
            "not_covered": list(not_covered),
        },
        "test",
        "Parcel courier",
    )


def test_after_bound_prefix() -> None:
    text = "Non-express parcels and re-sent ones"
    assert after_bound_prefix(text, text.index("express"))
    assert after_bound_prefix(text, text.index("sent"))
    assert not after_bound_prefix(text, 0)
    assert not after_bound_prefix("an express parcel", 3)
    assert not after_bound_prefix("a drop-off express parcel", len("a drop-off "))


@pytest.mark.parametrize(
    "text",
    [
        "Non-express deliveries arrive within 5 working days.",
        "A non-express delivery arrives within 5 working days.",
    ],
)
def test_a_prefixed_word_is_not_its_tail(text: str) -> None:
    claims = extract_draft_claims(text, courier(("non-express",)))
    assert [c.topic for c in claims if c.value] == ["other"]
    assert [c.topic for c in extract_draft_claims(text, courier())] != ["express_time"]


def test_the_plain_word_still_names_the_topic() -> None:
    claims = extract_draft_claims("Express deliveries arrive within 2 working days.", courier())
    assert [c.topic for c in claims if c.value] == ["express_time"]
