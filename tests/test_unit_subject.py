"""A count of its unit's counted noun, said in a clause whose subject is the unit's "per"
noun ("Boats seat up to 4 rowers" for "rowers per boat"), is that count topic's value
(`guard/extract/local/unitsubject.py`), whatever the verb. Another noun after the number, or
a clause that names nothing it is counted per, is not. A made-up boating-lake catalogue: no
knowledge base's words."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim, SourceClaim
from tests.support.builders import verified_source


def boating_lake() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Millpond boating lake",
            "topics": {
                "boat_crew": {
                    "kind": "count",
                    "unit": "rowers per boat",
                    "about": ["per boat", "crew size"],
                },
                "hire_fee": {"kind": "money", "currency": "GBP", "about": ["boat hire"]},
            },
        },
        "test",
        "Millpond",
    )


def _values(claims: Sequence[SourceClaim | DraftClaim]) -> list[tuple[str, float | None]]:
    return [(c.topic, c.value.amount) for c in claims if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Boats seat up to 4 rowers.",
        "Each boat takes up to 4 rowers, life jackets included.",
        "Our boats are for no more than 4 rowers.",
    ],
)
def test_a_count_of_the_units_noun_said_of_its_per_noun_is_the_topics(text: str) -> None:
    assert _values(extract_draft_claims(text, boating_lake())) == [("boat_crew", 4)]
    body = verified_source("S-1", text, title="On the water", kind="help_article")
    assert _values(extract_source_claims(body, boating_lake())) == [("boat_crew", 4)]


@pytest.mark.parametrize(
    "text",
    [
        "Boats carry up to 4 oars.",  # another noun: not what the topic counts
        "Bring up to 4 rowers.",  # nothing says per what
    ],
)
def test_another_noun_or_no_per_noun_names_no_count(text: str) -> None:
    assert ("boat_crew", 4) not in _values(extract_draft_claims(text, boating_lake()))
