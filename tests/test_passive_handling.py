"""A thing's own handling, said in the passive, is no time to ask for that thing
(`guard.extract.local.passivedone`, issue 17, tests/kb/dental).

On a topic labelled "time to ask for a replacement", "Replacements are sent within 5 working
days of approval" is how long sending takes, not how long the customer has to ask. An
invented appliance shop's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from tests.support.reading import named_catalogue, source_values


def _claims(
    body: str, about: tuple[str, ...] = ("replacement*", "ask for a new one")
) -> list[tuple[str, float | None]]:
    topics: dict[str, Any] = {
        "replacement_window": {
            "label": "time to ask for a replacement",
            "kind": "duration",
            "about": list(about),
        },
        "return_window": {
            "label": "time to return an item",
            "kind": "duration",
            "about": ["return*"],
        },
    }
    return source_values(body, named_catalogue("Shop", topics), source_id="SHOP-1", title="Help")


def test_the_handling_of_the_thing_is_no_time_to_ask_for_it() -> None:
    body = "Replacements are sent to your home address within 5 working days of approval."
    assert _claims(body) == [("other", 5.0)]
    assert _claims("Replacements are usually posted within 3 days.") == [("other", 3.0)]


def test_the_time_to_ask_keeps_its_topic() -> None:
    body = "You can ask for a replacement within 30 days of delivery."
    assert _claims(body) == [("replacement_window", 30.0)]


def test_a_verb_of_permitting_says_the_window() -> None:
    body = "Replacement requests are accepted within 30 days."
    assert _claims(body) == [("replacement_window", 30.0)]


def test_a_subject_that_names_the_labels_own_act_keeps_its_topic() -> None:
    assert _claims("Returns are collected within 30 days.") == [("return_window", 30.0)]


def test_a_participle_the_topics_words_name_keeps_its_topic() -> None:
    body = "Replacements are sent within 5 working days."
    assert _claims(body, ("replacement*", "replacement sent")) == [("replacement_window", 5.0)]
