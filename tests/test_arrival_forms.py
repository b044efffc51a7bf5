"""A phrase naming someone's arrival, said the two other ways English says it (`guard.kb.arrival`).

"nurse to you" (a home-nursing visit time) also names "we'll have a nurse with you within 6
hours" and "it can take 8 hours for a nurse to reach you"; a reply time ("a nurse will call
you", "we'll get back to you") is no arrival. An invented home-nursing catalogue: no
sentence comes from tests/kb.
"""

from __future__ import annotations

import re
from typing import Any

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import compile_phrases
from guard.kb.phrases import phrase_pattern
from tests.support.reading import named_catalogue


def nursing() -> Catalogue:
    topics: dict[str, Any] = {
        "visit_time": {
            "kind": "duration",
            "label": "how soon a nurse visits",
            "about": ["nurse to you", "home visit"],
        },
        "repeat_limit": {
            "kind": "duration",
            "label": "how long a prescription lasts",
            "about": ["prescription"],
        },
    }
    return named_catalogue("Nursing", topics)


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, nursing())]


def test_presence_after_a_causative_is_the_arrival() -> None:
    assert _topics("We'll have a nurse with you within 6 hours.") == ["visit_time"]
    assert _topics("We can get one of our nurses with you within 6 hours.") == ["visit_time"]


def test_the_verb_of_arriving_written_out_is_the_arrival() -> None:
    assert _topics("It can take 8 hours for a nurse to reach you.") == ["visit_time"]
    assert _topics("It takes about 8 hours for a nurse to come out to you.") == ["visit_time"]


def test_a_reply_time_is_no_arrival() -> None:
    assert "visit_time" not in _topics("A nurse will call you within 2 hours.")
    assert "visit_time" not in _topics("We'll get back to you within 2 hours.")


def test_the_phrase_itself_still_matches_and_others_are_unchanged() -> None:
    assert _topics("We aim to get a nurse to you within 6 hours.") == ["visit_time"]
    assert re.fullmatch(phrase_pattern("home visit"), "home visits", re.I)
    rx = compile_phrases(("nurse to you",))
    assert rx is not None and rx.search("we'll have a nurse with you soon")
