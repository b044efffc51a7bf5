"""A draft's interval that names nothing goes to the catalogue's one how-often topic
(issue 17, tests/kb/optician).

"Hi Sam, we recommend a service every two years": a greeting and a name do not make the
sentence's subject (`guard.extract.local.unnamed`), and "every two years" says by its own
words that it measures how often, so with one how-often topic it is that topic's
(`guard.extract.local.oneinterval`). A number word near a value says nothing of what the
value is about (`guard.engine.nearwords`). An invented boiler servicing firm's words: none
comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.engine.nearwords import nearest_words
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue


def boilers(*, second_how_often: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "service_interval": {
            "kind": "duration",
            "label": "how often a boiler is serviced",
            "about": ["service your boiler every", "boiler serviced"],
        },
        "repair_time": {
            "kind": "duration",
            "label": "how long a repair takes",
            "about": ["repair"],
        },
    }
    if second_how_often:
        topics["flue_check"] = {
            "kind": "duration",
            "label": "flue check frequency",
            "about": ["flue check"],
        }
    return named_catalogue("Boilers", topics)


def _read(draft: str, cat: Catalogue) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount if c.value else None) for c in extract_draft_claims(draft, cat)
    ]


def test_an_interval_naming_nothing_goes_to_the_one_how_often_topic() -> None:
    draft = "Hi Sam, we recommend a service every two years for most homes."
    assert _read(draft, boilers()) == [("service_interval", 2.0)]


def test_with_two_how_often_topics_it_stays_unread() -> None:
    draft = "Hi Sam, we recommend a service every two years for most homes."
    assert _read(draft, boilers(second_how_often=True)) == []


def test_an_interval_said_of_its_own_subject_is_not_placed() -> None:
    # the noun that leads the sentence names what the interval is of
    assert _read("The newsletter goes out every two weeks.", boilers()) == []


def test_number_words_say_nothing_about_a_subject() -> None:
    assert "one" not in nearest_words("your last one was in March, so book one now", "March")
    assert nearest_words("one of our engineers takes 40 minutes", "40 minutes") == frozenset(
        {"engineer", "take"}
    )
