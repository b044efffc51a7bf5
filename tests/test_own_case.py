"""A sentence whose fronted condition opens with a noun phrase of its own names its own case:
its pronouns refer to that noun, so it does not continue the sentence before, and the earlier
sentence's words give its value no topic (`guard.extract.local.continuing.names_own_case`).
An invented bike-shop catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.continuing import continues_subject, names_own_case
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_topics


def bikes() -> Catalogue:
    topics: dict[str, Any] = {
        "shipping_time": {
            "kind": "duration",
            "label": "time for a bike to be shipped",
            "about": ["shipped", "turns up", "turn up"],
        },
    }
    return named_catalogue("Spokes", topics)


def test_an_earlier_condition_s_word_does_not_name_a_new_case() -> None:
    body = (
        "Custom frames are built to order, so they can't be swapped unless they turn up bent. "
        "If a custom frame is bent, email us within 10 days and we'll fix it free.\n"
    )
    assert source_topics(body, bikes()) == ["other"]


def test_a_sentence_that_points_back_still_continues() -> None:
    body = "Every bike is shipped from our warehouse in Leeds. It usually takes 4 days.\n"
    assert source_topics(body, bikes()) == ["shipping_time"]


def test_names_own_case_reads_the_fronted_clause() -> None:
    assert names_own_case("If a frame is bent, email us within 10 days and we'll fix it.")
    assert names_own_case("When your wheel is ready, collect it within 7 days.")
    assert not names_own_case("If it is bent, email us within 10 days.")
    assert not names_own_case("If its paint is chipped, email us within 10 days.")
    assert not continues_subject("If a frame is bent, email us within 10 days and we'll fix it.")
    assert continues_subject("If it is bent, email us within 10 days.")


def test_a_noun_phrase_alone_after_as_opens_no_case() -> None:
    """ "As a bonus," has no verb: "as" is a preposition there, and "it" after it still
    points back to the sentence before."""
    assert not names_own_case("As a bonus, it ships within 2 days.")
    assert not names_own_case("Once a fortnight, we check it within 3 days.")
    assert continues_subject("As a bonus, it ships within 2 days.")
    assert names_own_case("As your frame was bent, we fixed it within 4 days.")
