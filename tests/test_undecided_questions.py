"""A question in a block that says the change is undecided is a proposal (`undecided`).

A source's question is no policy, but a chat message that asks "we start charging £4 for
it?" and says in its next sentence that nothing is decided puts a change forward: the
value is a proposal, with the block's status. A made-up bakery catalogue: no knowledge
base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def bakery() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Corner bakery",
            "topics": {
                "cake_delivery_fee": {
                    "label": "cake delivery fee",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["cake delivery", "deliver cakes"],
                },
            },
        },
        "test",
        "Bakery",
    )


def _claims(body: str) -> list:
    src = verified_source("CH-1", body, title="#ops chat", kind="slack")
    return extract_source_claims(src, bakery())


def test_a_question_in_a_block_that_says_it_is_undecided_is_a_proposal() -> None:
    (c,) = _claims("Maybe we start charging £4 for cake delivery? Not approved yet, though.\n")
    assert c.value is not None and c.value.amount == 4
    assert c.status_wording in ("proposed", "pending_approval")


def test_a_plain_question_is_still_no_claim() -> None:
    assert _claims("Did the customer pay £4 for cake delivery?\n") == []


def test_undecided_wording_in_another_block_does_not_reach_the_question() -> None:
    body = "Did the customer pay £4 for cake delivery?\n\nNot approved yet, the new oven.\n"
    assert _claims(body) == []
