"""The live path keeps issue 17's number contract (item 5), offline: the draft prompt tells
the model that every number is a claim or explicitly not policy, and whatever the model
answers, a number its claims do not hold is an extraction gap, never ALLOW."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.extract.prompts import draft_system, reply_system
from guard.models import DraftExtraction, Ticket
from tests.support.builders import source
from tests.support.livecase import CAT, Scripted, live
from tests.support.localcase import local_verdict

DRAFT = "Instant payouts cost 1.5%. Minimum age: 16"
SOURCE = source("KB-1", "The instant payout fee is 1.5%.")


def _claim(value_text: str, span: str) -> dict:
    return {
        "topic": "instant_payout_fee",
        "value": {"kind": "percent", "amount": 1.5},
        "valueText": value_text,
        "span": span,
        "definitive": True,
    }


def test_the_draft_prompt_carries_the_number_rule() -> None:
    for system in (draft_system(CAT), reply_system(CAT)):
        assert "Every number in the draft" in system
        assert '"Minimum age: 16"' in system and '"other"' in system
        assert "an amount the customer quoted" in system
        assert "copied verbatim from the draft" in system
        # the forms the local reader reads too: an age to reach, a count per period
        assert "wait until he's 18" in system and "you can bring 2 a month" in system


def _verdict(claims: list[dict]) -> Verdict:
    draft = live(Scripted({"claims": claims})).extract_draft(DRAFT)
    assert draft.ok, draft.error
    return local_verdict(draft, [SOURCE], CAT, Ticket(id="T"))


def _capped_for(v) -> str:
    return next(s.detail for s in v.trace if s.rule == "SEVERITY").split("D0b's unread ")[1]


def test_a_number_the_model_left_out_caps_a_supported_draft_at_caution() -> None:
    v = _verdict([_claim("1.5%", "Instant payouts cost 1.5%.")])
    assert v.claims[0].reason_code == "SUPPORTED"
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert _capped_for(v) == "'16' caps it at CAUTION"


def test_a_claim_whose_value_text_is_not_verbatim_reads_its_amount_in_its_span() -> None:
    v = _verdict([_claim("1.5 percent", "Instant payouts cost 1.5%.")])
    assert _capped_for(v) == "'16' caps it at CAUTION"  # 1.5 is read through the amount


def test_a_model_that_reads_every_number_leaves_no_gap() -> None:
    age = {
        "topic": "other",
        "value": {"kind": "duration", "amount": 16, "unit": "years"},
        "valueText": "16",
        "span": "Minimum age: 16",
        "definitive": True,
    }
    v = _verdict([_claim("1.5%", "Instant payouts cost 1.5%."), age])
    assert (v.decision, v.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")
    assert not any("unread" in s.detail for s in v.trace)


# --- a number's magnitude is part of it (stated.py reads it with the local reader's) ----------


def _fee_verdict(draft_text: str, amount: float) -> tuple[DraftExtraction, Verdict]:
    fee = {
        "topic": "card_replacement_fee",
        "value": {"kind": "money", "amount": amount, "unit": "EUR"},
        "valueText": str(amount),
        "span": draft_text,
        "definitive": True,
    }
    draft = live(Scripted({"claims": [fee]})).extract_draft(draft_text)
    src_doc = source("KB-2", "A replacement card costs €2.")
    return draft, local_verdict(draft, [src_doc], CAT, Ticket(id="T"))


def test_a_model_that_drops_a_magnitude_word_is_not_read_as_supported() -> None:
    # no currency: the money reader reads nothing, so only the written numbers vouch
    _, v = _fee_verdict("A replacement card costs 2 million, sorry.", 2)
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_the_same_number_without_a_magnitude_is_supported() -> None:
    _, v = _fee_verdict("A replacement card costs 2, sorry.", 2)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_capital_m_after_an_amount_in_a_currency_is_million() -> None:
    _, v = _fee_verdict("A replacement card costs €2 M.", 2)
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    _, v = _fee_verdict("A replacement card costs €2 M.", 2_000_000)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
