"""A verb of change reaches its "from" over a whole object noun phrase ("raise the weekend
junior day pass price from £9 to £11": the new value, no range), but not across a word that
opens another clause: `guard/extract/local/changeobject.py`. An invented ice-rink catalogue:
no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.values import find_values
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.kb.catalogue import catalogue_from_dict


def rink() -> Vocabulary:
    data: dict[str, Any] = {
        "name": "Glide",
        "topics": {
            "skate_pass": {"kind": "money", "currency": "GBP", "about": ["skate pass"]},
            "loyalty_bonus": {"kind": "percent", "about": ["loyalty bonus"]},
            "trial_length": {"kind": "duration", "about": ["trial"]},
        },
    }
    return vocabulary(catalogue_from_dict(data, "test", "Glide"))


def _found(text: str) -> list[str]:
    return [f.text for f in find_values(text, rink())]


def test_a_long_object_noun_phrase_still_makes_a_change() -> None:
    assert _found("Bump the weekend junior skate pass price from £9 to £11 in May.") == ["£11"]


def test_a_long_object_before_percentages() -> None:
    text = "Idea: raise the family ice card loyalty bonus from 5% to 8% to fill quiet sessions."
    assert _found(text) == ["8%"]


def test_a_clause_opener_ends_the_verbs_reach() -> None:
    assert _found("We moved rinks and the trial lasts from 14 to 21 days.") == ["14 to 21 days"]


def test_no_verb_of_change_is_a_range() -> None:
    assert _found("The trial lasts from 14 to 21 days.") == ["14 to 21 days"]
