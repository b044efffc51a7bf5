"""An age written as an age reads its number in words as in digits: "aged twenty-one or
over", "children under five", "aged two to eleven" (`guard.measures.AGE_RE`, with the number
words of `guard.engine.numberwords`). It read digits only, so the same reply with the age in
words lost its claim, and the detector, which shares the pattern, did not see it either.
Found by the metamorphic sweep (tests/kb/METAMORPHIC.md).

Invented wording: a trampoline park, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.measures import AGE_RE

_PARK = catalogue_from_dict(
    {
        "name": "Bounce Barn",
        "topics": {
            "solo_age": {
                "kind": "duration",
                "label": "minimum age to jump without a grown-up",
                "about": ["jump on their own", "without a grown-up"],
            },
        },
    },
    "test",
    "Bounce Barn",
)


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("jumpers aged twenty-one or over", "twenty-one", None),
        ("children under five", "five", None),
        ("kids aged two to eleven", "two", "eleven"),
        ("kids aged 2 to 11", "2", "11"),
    ],
)
def test_an_age_in_words_is_an_age(text: str, low: str, high: str | None) -> None:
    m = AGE_RE.search(text)
    assert m is not None and (m["low"], m["high"]) == (low, high)


def test_one_is_no_age_word() -> None:
    assert AGE_RE.search("ages of one of our jumpers") is None


@pytest.mark.parametrize("age", ["16", "sixteen"])
def test_another_persons_age_in_words_is_read(age: str) -> None:
    """Another adult's age is read (as that person's, `agedrole`), so no number of the draft
    is left without a verdict."""
    draft = (
        "Sorry, your son can't jump on his own yet. If you or another adult aged "
        f"{age} or over books the session and comes along, he's welcome."
    )
    assert [c.value_text for c in extract_draft_claims(draft, _PARK)] == [age]
