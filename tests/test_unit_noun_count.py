"""A count said in a count topic's own unit noun ("one session" when the topic counts
"sessions") is a policy pattern in a draft (`guard/engine/patterns.py`, `_unit_patterns`),
so a reply whose reader found no topic for it is never ALLOW NO_POLICY_CLAIM. A made-up
climbing-gym catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.patterns import counted_noun, find_policy_patterns
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def climbing_gym() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Boulder barn",
            "topics": {
                "trial_sessions": {
                    "kind": "count",
                    "unit": "sessions",
                    "about": ["trial sessions", "taster"],
                },
                "belay_partners": {
                    "kind": "count",
                    "unit": "climbers per rope",
                    "about": ["per rope"],
                },
            },
        },
        "test",
        "Boulder barn",
    )


@pytest.mark.parametrize(
    ("unit", "forms"),
    [
        ("sessions", ("session", "sessions")),
        ("climbers per rope", ("climber", "climbers")),
        ("guest passes a month", ("pass", "passes")),
        ("GB of data", ()),  # a unit of measure: the quantity pattern's
        (None, ()),
    ],
)
def test_the_counted_noun_of_a_unit(unit: str | None, forms: tuple[str, ...]) -> None:
    noun = counted_noun(unit)
    if not forms:
        assert noun is None
        return
    assert noun is not None
    import re

    for form in forms:
        assert re.fullmatch(noun, form)


@pytest.mark.parametrize(
    "text",
    [
        "Yes, you can try the wall for just one session before you join.",
        "You get two free sessions when you sign up.",
        "Up to three climbers can share the wall.",
    ],
)
def test_a_count_in_the_units_noun_is_a_pattern_in_a_draft(text: str) -> None:
    assert find_policy_patterns(text, climbing_gym(), draft=True)


def test_not_in_a_source_nor_without_a_number() -> None:
    # a source's reader finds its values by the topics' phrases; the unit noun alone is not
    # read there ("a group of 6 climbers" would cap every check)
    assert not find_policy_patterns("Book one session at a time.", climbing_gym())
    assert not find_policy_patterns("Sessions run all day.", climbing_gym(), draft=True)
