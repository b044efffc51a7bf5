"""A topic phrase said with a scope value's modifier between its words still names the topic
(`guard.extract.local.scopesplit`): "riders on a premium tour" is "riders on a tour" for the
premium tour type. Without it the number beside it named no topic, and a draft stating a
wrong limit for one scope was only an extraction gap.

Invented wording: a bike-tour company, no knowledge base's words.
"""

from __future__ import annotations

from guard.extract.local.scopesplit import without_scope_modifiers
from guard.extract.local.vocab import vocabulary
from tests.support.reading import named_catalogue, source_claims

TOURS = named_catalogue(
    "Hill & Dale bike tours",
    {
        "tour_size": {
            "kind": "count",
            "unit": "riders per tour",
            "about": ["riders on a tour", "tour size"],
        },
    },
    scopes={
        "tour_type": {
            "values": {
                "premium": ["premium tour*", "on a premium"],
                "standard": ["standard tour*"],
            },
        },
    },
)


def _read(sentence: str) -> list[tuple[str, float | None, dict[str, str]]]:
    claims = source_claims(f"# Tours\n\n{sentence}\n", TOURS)
    return [(c.topic, c.value.amount if c.value else None, dict(c.scope)) for c in claims]


def test_a_scope_modifier_inside_a_topic_phrase_still_names_it() -> None:
    read = _read("There are up to 8 riders on a premium tour, so book early.")
    assert [(t, a) for t, a, _ in read] == [("tour_size", 8)], read
    assert read[0][2].get("tour_type") == "premium", read


def test_the_modifier_is_blanked_in_place_and_function_words_are_kept() -> None:
    text = "8 riders on a premium tour"
    blanked = without_scope_modifiers(vocabulary(TOURS), text)
    assert blanked == "8 riders on a         tour"
    assert len(blanked) == len(text)


def test_another_word_between_still_names_nothing() -> None:
    assert _read("There are up to 8 riders on a hilly tour, so book early.") == []
