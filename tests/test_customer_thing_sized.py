"""The customer's amount naming their own thing ("on your £640 sofa") is no claim, even above
the draft's own price (`guard.engine.ownthing`, `guard.engine.figures`).

"Assembly is £45 a visit, so that's what you'd pay on your £640 sofa" after "My sofa cost
£640": the £640 sizes the customer's sofa, with their figure; the £45 is the draft's price
and is decided. A figure the customer never wrote, or an amount whose noun names the
topic ("your £90 assembly fee"), stays a claim. An invented furniture shop's words: none
comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.engine.figures import customer_figures
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, Ticket, Value
from tests.support.reading import named_catalogue


def shop() -> Catalogue:
    topics: dict[str, Any] = {
        "assembly_fee": {
            "kind": "money",
            "currency": "GBP",
            "label": "assembly fee",
            "about": ["assembly fee", "assembly"],
        },
    }
    return named_catalogue("Shop", topics)


_TICKET = Ticket(id="F-1", message="My sofa cost £640. How much is it to have it put together?")


def _kept(text: str, said: list[tuple[str, float]], ticket: Ticket = _TICKET) -> list[str]:
    claims = [
        DraftClaim(
            claim_id=f"d#{i}",
            topic="assembly_fee",
            value=Value(amount=amount, unit="GBP", kind="money"),
            value_text=words,
            span=text,
        )
        for i, (words, amount) in enumerate(said)
    ]
    kept, _ = customer_figures(text, claims, ticket, shop())
    return [c.value_text for c in kept]


def test_the_customers_amount_sizing_their_own_thing_is_no_claim() -> None:
    text = "Assembly is £45 a visit, so that's what you'd pay on your £640 sofa."
    assert _kept(text, [("£45", 45), ("£640", 640)]) == ["£45"]


def test_an_amount_whose_noun_names_the_topic_stays_a_claim() -> None:
    text = "Assembly is £45 a visit, so your £640 assembly fee was wrong."
    assert _kept(text, [("£45", 45), ("£640", 640)]) == ["£45", "£640"]


def test_a_figure_the_customer_never_wrote_stays_a_claim() -> None:
    other = Ticket(id="F-2", message="How much is it to have my sofa put together?")
    text = "Assembly is £45 a visit, so that's what you'd pay on your £640 sofa."
    assert _kept(text, [("£45", 45), ("£640", 640)], other) == ["£45", "£640"]
