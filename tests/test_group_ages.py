"""A draft's group named by its age ("Climbers aged 14 or 15 need a signed form") has its
verdict when every age of the group lies inside the age limit the same draft states on a
governed age topic (`guard/engine/groupages.py`); outside it, or with no limit stated, it
stays a value to check. A made-up climbing-wall catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.groupages import groups_inside_limits
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def climbing(label: str = "minimum age to climb unsupervised") -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Crag Hall climbing",
            "topics": {
                "solo_age": {
                    "kind": "duration",
                    "label": label,
                    "about": ["climb unsupervised", "climb on your own"],
                },
                # a second age topic: a bare age is no longer the one age topic's by itself
                "belay_age": {
                    "kind": "duration",
                    "label": "minimum age to belay others",
                    "about": ["belay"],
                },
                "day_pass": {"kind": "money", "currency": "GBP", "about": ["day pass"]},
            },
        },
        "test",
        "Crag Hall",
    )


_LIMIT = "You need to be 14 or over to climb unsupervised. "


@pytest.mark.parametrize(
    "group", ["Climbers aged 14 or 15 need a signed form.", "Climbers aged 16-17 need a form."]
)
def test_a_group_inside_the_drafts_own_minimum_is_no_claim(group: str) -> None:
    text = _LIMIT + group
    claims = extract_draft_claims(text, climbing())
    kept, explained, trace = groups_inside_limits(text, claims, climbing())
    assert [c.topic for c in kept] == ["solo_age"]
    assert [m.text for m in explained] == [n for n in ("14", "15", "16", "17") if n in group]
    assert len(trace) == 1


@pytest.mark.parametrize(
    "text",
    [
        _LIMIT + "Climbers aged 12 or 13 need a signed form.",  # below the draft's own minimum
        _LIMIT + "Climbers aged 13 or 14 need a signed form.",  # partly below it
        "Climbers aged 14 or 15 need a signed form.",  # no limit stated: nothing to be inside
    ],
)
def test_a_group_outside_or_without_a_limit_stays(text: str) -> None:
    claims = extract_draft_claims(text, climbing())
    kept, explained, _ = groups_inside_limits(text, claims, climbing())
    assert kept == claims
    assert explained == []


def test_an_upper_limit_admits_a_group_only_below_it() -> None:
    cat = climbing("maximum age to climb unsupervised")
    limit = "You can climb unsupervised up to age 12. "
    inside = limit + "Climbers aged 10 or 11 need a signed form."
    _kept, explained, _ = groups_inside_limits(inside, extract_draft_claims(inside, cat), cat)
    assert [m.text for m in explained] == ["10", "11"]
    at = limit + "Climbers aged 11 or 12 need a signed form."
    claims = extract_draft_claims(at, cat)
    assert groups_inside_limits(at, claims, cat)[0] == claims
