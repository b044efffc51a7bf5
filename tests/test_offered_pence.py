"""An option offered with a price of its own is an add-on, in pence as in pounds (issue 17).

"Want it gift-wrapped? Add gift wrap for 75p at checkout." offers an option; it does not state
what every order gets. The reader already set aside an option priced "£1.50" in its own
clause; a price in pence ("75p", "50 pence") was not seen as a price, so the option was read
as a claim and the source contradicted its own statement of what is included. An invented
shop's catalogue, built here.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.money import priced_in_pence
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def shop() -> Catalogue:
    topics = {
        "packaging": {
            "kind": "choice",
            "about": ["packaging", "wrapped", "wrap"],
            "choices": {"plain": ["plain box", "brown box"], "gift": ["gift wrap*"]},
        }
    }
    return named_catalogue("Shop", topics)


def _claims(body: str) -> list[tuple[str, str | None]]:
    src = verified_source("HC-9", body, title="How orders are packed", kind="help_article")
    return [
        (c.topic, c.value.option if c.value else None)
        for c in extract_source_claims(src, shop())
        if c.topic == "packaging"
    ]


@pytest.mark.parametrize("price", ["75p", "75 pence", "£0.75"])
def test_an_option_with_its_own_price_is_an_add_on(price: str) -> None:
    body = (
        "Every order ships packaging-light in a plain box.\n\n"
        f"Want it gift-wrapped? Add gift wrap for {price} at checkout.\n"
    )
    assert _claims(body) == [("packaging", "plain")]


def test_the_option_is_still_a_claim_without_a_price() -> None:
    body = "Every order ships in a plain box.\n\nAt Christmas every order is in gift wrap.\n"
    assert ("packaging", "gift") in _claims(body)


@pytest.mark.parametrize(
    "text,priced",
    [("for 80p", True), ("50 pence", True), ("0p", False), ("at 3pm", False), ("1080p", False)],
)
def test_a_price_in_pence(text: str, priced: bool) -> None:
    assert priced_in_pence(text) is priced
