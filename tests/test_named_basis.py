"""An amount, then "a"/"an" and a noun, states its basis as "per" and the noun does
(`guard.extract.local.rates`): "£1.20 a page" is the per-page price, with the same value text
shape as "£1.20 per page", and a period ("£40 an hour") reads as "per hour" does. An invented
print shop: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import draft_topics, named_catalogue


def print_shop() -> Catalogue:
    topics: dict[str, Any] = {
        "page_price": {
            "label": "price per printed page",
            "kind": "money",
            "currency": "GBP",
            "about": ["per page", "page price"],
        },
        "binding_fee": {
            "label": "binding fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["binding"],
        },
        "studio_rate": {
            "label": "studio hire rate",
            "kind": "money",
            "currency": "GBP",
            "about": ["studio hire", "studio"],
        },
    }
    return named_catalogue("Print shop", topics)


def texts(draft: str) -> list[str]:
    """The value text of each money claim the local extractor reads in `draft`."""
    return [
        c.value_text
        for c in extract_draft_claims(draft, print_shop())
        if c.value is not None and c.value.kind == "money"
    ]


@pytest.mark.parametrize(
    "draft",
    [
        "Colour printing is £1.20 a page, whatever the paper.",
        "Colour printing is 90p a page.",
        "We charge £1.20 a page for colour.",
    ],
)
def test_a_then_the_catalogue_noun_after_an_amount_is_its_rate(draft: str) -> None:
    assert draft_topics(draft, print_shop(), "money") == ["page_price"], draft


@pytest.mark.parametrize(
    ("a_form", "per_form"),
    [
        ("Colour printing is £1.20 a page.", "Colour printing is £1.20 per page."),
        ("Binding is £4 a booklet.", "Binding is £4 per booklet."),
        # a period: the same text shape as "per" (both were read so before, as `_TIME`)
        ("Studio hire is £40 an hour.", "Studio hire is £40 per hour."),
        ("Studio hire is £300 a month.", "Studio hire is £300 per month."),
        # one person: "a head" was a basis already (`_EACH`), as the engine's per person is
        ("Binding is £4 a head.", "Binding is £4 per head."),
        # a chain of bases
        ("Studio hire is £40 a booth per hour.", "Studio hire is £40 per booth per hour."),
    ],
)
def test_a_basis_has_the_value_text_shape_of_per(a_form: str, per_form: str) -> None:
    (a_text,) = texts(a_form)
    (per_text,) = texts(per_form)
    assert a_text.split()[0] == per_text.split()[0]
    assert a_text.split()[2:] == per_text.split()[2:]
    assert a_text.split()[1] in ("a", "an") and per_text.split()[1] == "per"


@pytest.mark.parametrize(
    ("draft", "value_text"),
    [
        # "a time", "a go": each occasion, as "each time" is; the engine's basis reading
        # (`chargebasis.thing_basis`) takes them as a thing's basis too
        ("Binding is £25 a time.", "£25 a time"),
        ("Binding is £5 a go.", "£5 a go"),
        # the basis ends where the phrase does: before a comma and another offer
        ("Binding is £12 a booklet, or £20 for two.", "£12 a booklet"),
        ("Binding is £12 a booklet for members.", "£12 a booklet"),
        # a person's noun: the same basis the engine reads as per person
        ("Binding is £12 a person.", "£12 a person"),
    ],
)
def test_an_article_and_a_noun_that_ends_its_phrase_is_the_basis(
    draft: str, value_text: str
) -> None:
    assert texts(draft)[0] == value_text, draft


@pytest.mark.parametrize(
    ("draft", "value_text"),
    [
        # after a comma the article opens an appositive, no basis
        ("Binding costs £12, a saving of £3 on last year.", "£12"),
        # the noun goes on into a longer noun phrase: the amount stays alone
        ("Studio hire is £12 a full session.", "£12"),
        ("Binding is £5 a booklet cover.", "£5"),
        ("Binding is £5 a kid's booklet.", "£5"),
        # a grammar word after the article is no noun
        ("Binding is £5 a which.", "£5"),
    ],
)
def test_an_article_in_another_role_is_no_basis(draft: str, value_text: str) -> None:
    assert texts(draft)[0] == value_text, draft


def test_a_page_with_no_amount_before_it_is_one_page() -> None:
    # no amount right before "a page": nothing is charged per page here
    assert draft_topics("Send us a page and the binding is £4.", print_shop(), "money") == [
        "binding_fee"
    ]


def test_a_wrong_per_page_price_holds() -> None:
    src = verified_source("PS-1", "Colour printing costs £1.20 per page.")
    assert (
        local_verdict("Colour printing is £1.20 a page.", [src], print_shop()).decision == "ALLOW"
    )
    assert local_verdict("Colour printing is 80p a page.", [src], print_shop()).decision == "HOLD"
