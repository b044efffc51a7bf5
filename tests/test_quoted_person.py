"""A value in quotation marks whose clause's subject is a person other than us is that
person's words, however the verb is worded (`guard/extract/local/quotedperson.py`).

An invented bike-repair catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.extract.local.quotedperson import quoted_of_a_person
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import source

REPAIRS = catalogue_from_dict(
    {
        "name": "Bike repairs",
        "topics": {
            "repair_warranty": {
                "label": "warranty on a repair",
                "kind": "duration",
                "about": ["warranty", "guarantee"],
            },
        },
    },
    "test",
    "Repairs",
)


def read(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_source_claims(source(body), REPAIRS)]


def test_a_persons_quoted_value_is_theirs_not_the_documents() -> None:
    assert read('A customer keeps pushing for "six months" on the repair warranty.\n') == []
    body = (
        'Is the repair warranty 90 days? A member keeps quoting "six months" from his old club.\n'
    )
    assert read(body) == []


def test_our_own_quoted_value_is_still_ours() -> None:
    body = 'Our repair warranty is "90 days" from collection.\n'
    assert read(body) == [("repair_warranty", "90 days")]


def test_only_a_persons_subject_in_the_quotes_clause() -> None:
    assert quoted_of_a_person('A customer keeps going on about "')
    assert quoted_of_a_person('Yesterday, they were adamant it was "')
    assert not quoted_of_a_person('The warranty is "')
    assert not quoted_of_a_person('A customer asked and we confirmed it is "')
    assert not quoted_of_a_person("A customer is adamant it is ")  # no quotation marks


def test_a_quote_a_colon_introduces_after_a_persons_clause() -> None:
    # the clause's subject is the caller; the colon introduces their words
    body = 'Caller on line two is cross: "the site said the warranty is six months".\n'
    assert read(body) == []
    assert quoted_of_a_person('A customer in the shop is annoyed: "')
    assert not quoted_of_a_person('Our terms are clear: "')
