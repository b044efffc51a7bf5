"""A choice option that is the subject of a negated modal is a route the sentence denies
(`guard/extract/local/deniedsubject.py`): "Our front desk staff can't issue refunds" names
the front desk as the way refunds are NOT issued, no value the text states.

An invented gym-locker catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.deniedsubject import denied_subject
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

LOCKERS = catalogue_from_dict(
    {
        "name": "Locker hire",
        "topics": {
            "refund_route": {
                "label": "how to get a locker refund",
                "kind": "choice",
                "about": ["refund", "refunds"],
                "choices": {
                    "app": ["in the app", "the app"],
                    "front_desk": ["front desk", "reception"],
                },
            },
        },
    },
    "test",
    "Lockers",
)


def source_reads(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), LOCKERS)]


def draft_reads(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, LOCKERS)]


def test_a_denied_route_in_a_source_is_no_value() -> None:
    body = "Refunds are only issued in the app. Our front desk staff can't issue refunds.\n"
    assert source_reads(body) == [("refund_route", "in the app")]


def test_a_denied_route_in_a_draft_is_no_claim_beside_the_route_it_gives() -> None:
    text = "Reception is unable to process refunds, but you can get refunds in the app."
    assert draft_reads(text) == [("refund_route", "in the app")]


def test_the_route_a_sentence_offers_stays_a_value() -> None:
    assert source_reads("Refunds are issued at the front desk.\n") == [
        ("refund_route", "front desk")
    ]
    assert draft_reads("The front desk can issue your refund today.") == [
        ("refund_route", "front desk")
    ]


def test_only_the_options_own_subject_is_denied() -> None:
    # another subject's denial: the app says *you* can't, the app is still the route named
    sentence = "The app will tell you they can't refund it"
    assert not denied_subject(sentence, 4, 7)
    # the option inside a prepositional phrase is no subject of its own
    sentence = "Lockers booked at the front desk can't be refunded"
    start = sentence.index("front desk")
    assert not denied_subject(sentence, start, start + len("front desk"))
    sentence = "Our front desk team won't refund lockers"
    start = sentence.index("front desk")
    assert denied_subject(sentence, start, start + len("front desk"))
