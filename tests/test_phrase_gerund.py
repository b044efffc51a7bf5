"""A longer phrase's last word also matches its -ing form (issue 17, tests/kb/optician).

A team lists "car wash" and its terms of sale are headed "Valeting and car washing": the
section names the activity the phrase names (`guard.kb.phrases._gerund`). A one-word phrase
keeps its word ("notice" is no "noticing"). An invented car valeting firm's words: none comes from
tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.phrasematch import find_all
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def spans(phrases: tuple[str, ...], text: str) -> list[str]:
    return [text[s:e] for s, e in find_all(phrases, text)]


def test_a_longer_phrase_matches_its_last_words_ing_form() -> None:
    assert spans(("car wash",), "Valeting and car washing") == ["car washing"]
    assert spans(("tyre change",), "Free tyre changing on Mondays") == ["tyre changing"]
    assert spans(("car wash",), "Two car washes a month") == ["car washes"]


def test_a_one_word_phrase_keeps_its_word() -> None:
    assert spans(("notice",), "If you notice a fault, or keep noticing it") == ["notice"]


def test_a_sections_ing_heading_names_the_topic_of_its_value() -> None:
    topics: dict[str, Any] = {
        "redo_window": {"kind": "duration", "label": "car wash redo window", "about": ["car wash"]},
        "valet_notice": {"kind": "duration", "about": ["cancel your valet"]},
    }
    cat = named_catalogue("Valet", topics)
    body = (
        "# Terms\n\n## 4. Valeting and car washing\n\n"
        "4.1 If, within ten (10) days of your visit, you find a mark we missed, we will "
        "clean it again.\n"
    )
    claims = extract_source_claims(verified_source("TERMS", body, title="Terms"), cat)
    assert [(c.topic, c.value.amount) for c in claims] == [("redo_window", 10.0)]
