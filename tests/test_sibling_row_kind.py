"""A table row labelled with a topic's phrase plus words in front, beside a row labelled with
the phrase alone, prices another kind of the thing (`guard.extract.local.siblingrow`, asked by
`tables` through `topics._read_cell_topic` and by UNPLACED in `guard.engine.unplaced`).

An invented bike-hire shop's rate card: "| Hybrid bike hire | £18 |" and "| Electric hybrid
bike hire | £32 |" in one table. The words in front ("Electric") are what set the two rows
apart, so the second row's £32 is not the hybrid hire price: the source states one value for
it, and a draft's £18 is not in doubt. No knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_source_claims
from guard.extract.local.siblingrow import modified_phrase, row_of_another_kind
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
CARD = (
    "# Daily hire rates\n\n| Bike | Per day |\n|---|---|\n| Hybrid bike hire | £18 |\n"
    "| Electric hybrid bike hire | £32 |\n| Tandem | £40 |\n"
)
DRAFT = "Hybrid bike hire is £18 a day, helmet and lock included."


def shop() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Bike shop",
            "topics": {
                "hybrid_hire": {
                    "label": "hybrid bike hire price per day",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["hybrid bike hire", "hire a hybrid", "daily hire rate*"],
                }
            },
        },
        "test",
        "Bikes",
    )  # fmt: skip


def test_the_modified_row_is_not_the_topics_value() -> None:
    src = verified_source("BK-1", CARD, title="Rates")
    got = [(c.topic, c.value_text) for c in extract_source_claims(src, shop())]
    assert ("hybrid_hire", "£18") in got
    assert ("hybrid_hire", "£32") not in got


def test_the_draft_is_supported_without_an_unplaced_doubt() -> None:
    v = local_verdict(DRAFT, [verified_source("BK-1", CARD, kind="policy")], shop(),
                      message="Hi", now=NOW)  # fmt: skip
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_modifier_counts_only_beside_the_bare_row() -> None:
    phrases = ("hybrid bike hire",)
    assert modified_phrase(phrases, "Electric hybrid bike hire", ("Hybrid bike hire",))
    assert not modified_phrase(phrases, "Electric hybrid bike hire", ("Tandem",))
    assert not modified_phrase(phrases, "Hybrid bike hire", ("Electric hybrid bike hire",))
    assert not modified_phrase(phrases, "The hybrid bike hire", ("Hybrid bike hire",))
    assert row_of_another_kind(phrases, CARD, "| Electric hybrid bike hire | £32 |")
    assert not row_of_another_kind(phrases, CARD, "| Hybrid bike hire | £18 |")
