"""A value given as a noun's "of" complement at its clause's start is that noun's amount
(`guard/extract/local/subject.py`, `_OF_SUBJECT_RE`): "Loyalty points of up to 20% off need a
manager's sign-off" under a heading about renewals says what loyalty points are worth, not
the renewal discount. When the noun's words are ones no topic of the value's kind knows, the
value is `other`, whatever a heading names; a noun the catalogue knows, or a clause with its
own verb before "of" ("you get a discount of 10%"), is read as before.

An invented bakery's words, built here: no knowledge base's.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_claims

BAKERY = named_catalogue(
    "Crumb & Co bakery",
    {
        "renewal_discount": {
            "label": "discount when a subscription renews",
            "kind": "percent",
            "about": ["renewal discount", "renew*"],
        },
    },
)


def sourced(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in source_claims(body, BAKERY, kind="policy")]


def test_an_uncovered_noun_whose_of_complement_gives_the_value_is_other() -> None:
    body = "# Renewals\n\nLoyalty points of up to 20% off need a manager's sign-off.\n"
    assert sourced(body) == [("other", "20%")]


def test_a_known_noun_or_a_clause_with_its_verb_keeps_the_heading() -> None:
    known = "# Renewals\n\nRenewal discounts of 10% apply automatically.\n"
    assert sourced(known) == [("renewal_discount", "10%")]
    verb = "# Renewals\n\nYou get a discount of 10% every year.\n"
    assert sourced(verb) == [("renewal_discount", "10%")]
