"""A glob whose stem ends in a silent "e" also matches the -ing form that drops it:
"reschedule*" matches "rescheduling" (`guard.kb.phrases`). Without it a team's glob missed
its own verb's -ing form ("Rescheduling your ride costs £5"), and a draft or a table row
saying it was read as outside coverage.

Invented wording: a bike-hire shop's phrases, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.kb.phrasematch import compile_phrases


@pytest.mark.parametrize(
    ("glob", "text"),
    [
        ("reschedule*", "Rescheduling your ride costs £5"),
        ("reschedule*", "a rescheduled ride"),
        ("exchange*", "exchanging a helmet"),
        ("rescue*", "rescuing a stranded rider"),
    ],
)
def test_a_silent_e_glob_matches_its_ing_form(glob: str, text: str) -> None:
    rx = compile_phrases((glob,))
    assert rx is not None and rx.search(text), (glob, text)


@pytest.mark.parametrize(
    ("glob", "text"),
    [
        ("agree*", "agring"),  # "ee" keeps its "e": "agreeing" is matched as written
        ("ride*", "ring"),  # a stem under four letters stays as written
        ("exchange*", "exchanting"),  # only the stem without its "e", then "ing"
    ],
)
def test_no_other_word_is_matched(glob: str, text: str) -> None:
    rx = compile_phrases((glob,))
    assert rx is not None and not rx.search(text), (glob, text)
