"""Extraction scoring (guard/evals/scoring.py) of a claim whose value has no unit.

A choice value (an option key) carries no unit. Scoring read its unit as None, so it never
agreed with a label's "none", and the miss it then recorded failed validation: the eval
crashed on the first choice claim. Found by the type checker (`make typecheck`).
"""

from __future__ import annotations

from guard.evals.scoring import score_draft, score_source
from guard.evals.sets import ExpectedDraftClaim, ExpectedSourceClaim
from guard.models import DraftClaim, DraftExtraction, SourceExtraction, Value
from tests.support.builders import claim, source

CHOICE = Value(kind="choice", option="card")


def _draft(value: Value | None) -> DraftExtraction:
    claim = DraftClaim(claim_id="d#c1", topic="t", value=value, value_text="x", span="x")
    return DraftExtraction(text="We refund to your card.", claims=[claim])


def test_a_choice_value_without_unit_agrees_with_a_label_without_unit() -> None:
    score = score_draft(
        "item", _draft(CHOICE), [ExpectedDraftClaim(topic="t", amount=None, unit=None)]
    )
    assert score.fields["unit"].correct == score.fields["unit"].total == 1
    assert [m.field for m in score.misses if m.field == "unit"] == []


def test_a_choice_value_against_a_label_with_a_unit_is_a_miss_not_a_crash() -> None:
    score = score_draft(
        "item", _draft(CHOICE), [ExpectedDraftClaim(topic="t", amount=None, unit="days")]
    )
    unit_misses = [m for m in score.misses if m.field == "unit"]
    assert [(m.expected, m.got) for m in unit_misses] == [("days", "none")]


def test_a_source_claim_with_a_choice_value_scores_its_unit_as_none() -> None:
    src = source("S-1", "Refunds go to the card.")
    ext = SourceExtraction(source_id=src.id, claims=[claim(src, CHOICE, topic="t")])
    label = ExpectedSourceClaim(topic="t", amount=None, unit=None)
    score = score_source("item", src, ext, [label])
    assert score.fields["unit"].correct == score.fields["unit"].total == 1
