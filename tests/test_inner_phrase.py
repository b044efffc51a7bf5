"""A number right before a topic phrase measures it, though a longer phrase of other kinds
starts with those words (`guard.extract.local.innerphrase`).

An invented gym catalogue: "bond back" is a phrase of the refund's time (a duration) and
its method (a choice); "bond" alone is the locker bond (money), one word, so no loose form
of it is read either. No knowledge
base's words.
"""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_claims

GYM: Catalogue = named_catalogue(
    "Gym",
    {
        "bond": {"kind": "money", "currency": "GBP", "about": ["bond"]},
        "refund_time": {
            "kind": "duration",
            "about": ["bond back", "refund*"],
        },
        "refund_method": {
            "kind": "choice",
            "about": ["bond back", "refund*"],
            "choices": {"bank": ["bank account"], "voucher": ["gym voucher"]},
        },
        "bonus_credit": {"kind": "money", "currency": "GBP", "about": ["bonus credit*"]},
        "credit_time": {"kind": "duration", "about": ["credit*"]},
    },
)


def _read(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, GYM)]


def test_an_amount_before_the_shorter_phrase_is_on_its_topic() -> None:
    assert ("bond", "£60") in _read("You'll get the £60 bond back within 5 days.")
    assert ("refund_time", "5 days") in _read("You'll get the £60 bond back within 5 days.")


def test_the_same_in_a_source() -> None:
    body = "We pay the £60 bond back within 5 days."
    got = [(c.topic, c.value_text) for c in source_claims(body, GYM)]
    assert ("bond", "£60") in got


def test_a_value_elsewhere_in_the_sentence_is_not_the_inner_phrases() -> None:
    """ "credit" closes "bonus credits": the longer phrase names the narrower thing, and the 8
    weeks measure no credit timing."""
    assert [t for t, _ in _read("Bonus credits expire after 8 weeks.")] != ["credit_time"]
    assert [t for t, _ in _read("2 bonus credits expire after 8 weeks.")] != ["credit_time"]
