"""A zero said under a condition, beside the same document's fee, is that fee's exception
(`guard.extract.local.exceptionzero`): no second value of the fee in the source, and in a draft
no outright value either, so a correct draft of the exception is no false HOLD and a wrong
zero is never ALLOW. An invented piano-tuning service: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.documents import read_source_claims
from guard.extract.local.exceptionzero import zero_condition
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_values


def tuning() -> Catalogue:
    topics: dict[str, Any] = {
        "call_out_fee": {
            "label": "call-out fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["call-out fee*", "call-out charge*"],
        },
        "booking_notice": {
            "label": "notice needed to book a tuning",
            "kind": "duration",
            "about": ["notice"],
        },
    }
    return named_catalogue("Piano tuning", topics)


FEE = "The call-out fee is £30."


@pytest.mark.parametrize(
    "exception",
    [
        "We won't charge the call-out fee if the tuner arrives late.",
        "There is no call-out fee when the tuner is already in your street.",
        "If you book two pianos at one address, there is no call-out fee.",
        "There's no call-out fee, provided you book online.",
        "The call-out fee is waived as long as you book a second tuning.",
        "There is no call-out fee where the visit is to repair our own work.",
    ],
)
def test_a_conditional_zero_beside_the_fee_is_no_second_value(exception: str) -> None:
    for body in (f"{FEE} {exception}", f"{exception} Otherwise the call-out fee is £30."):
        assert sorted(source_values(body, tuning())) == [("call_out_fee", 30), (OTHER, 0)], body


def test_the_exception_stays_visible_in_the_reading() -> None:
    body = f"{FEE} We won't charge the call-out fee if the tuner arrives late."
    src = verified_source("PT-1", body, title="Piano tuning")
    notes = [r.topic.note for c, r in read_source_claims(src, tuning()) if c.topic == OTHER]
    assert len(notes) == 1 and "under a condition (“if”)" in notes[0], notes
    assert "£30" in notes[0], notes


@pytest.mark.parametrize(
    "body",
    [
        # no condition: a second value of the fee, as before (a conflict the rules escalate)
        f"{FEE} Members pay no call-out fee.",
        f"{FEE} Evening visits have no call-out fee.",
    ],
)
def test_a_zero_with_no_condition_is_still_a_value(body: str) -> None:
    assert source_values(body, tuning()) == [("call_out_fee", 30), ("call_out_fee", 0)], body


def test_a_conditional_zero_alone_is_the_exception_too() -> None:
    # an exception wherever it is written: no value of the fee (`test_conditional_zero_across`)
    body = "There is no call-out fee if you live within the city walls."
    assert source_values(body, tuning()) == [(OTHER, 0)]


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("There is no call-out fee if you book online.", "if"),
        ("If you book online, there is no call-out fee.", "if"),
        ("There's no call-out fee, unless you cancel.", "unless"),
        ("The fee is £30, but there's no charge in case of a repeat visit.", "in case"),
        # the condition is another coordinated clause's, not the zero's
        ("There's no call-out fee on weekdays, so it costs nothing unless you upgrade.", None),
        ("There's no call-out fee on weekdays.", None),
    ],
)
def test_which_zero_a_condition_is_said_of(sentence: str, word: str | None) -> None:
    zero = next(z for z in ("no call-out fee", "no charge") if z in sentence)
    start = sentence.index(zero)
    assert zero_condition(sentence, start, start + len(zero)) == word, sentence


def test_a_drafts_conditional_zero_is_no_outright_value() -> None:
    def conditions(draft: str) -> list[tuple[bool, str | None]]:
        claims = extract_draft_claims(draft, tuning())
        return [(c.definitive, c.condition) for c in claims if c.value]

    # no hedge: a condition, with its own words
    late = "There's no call-out fee if the tuner arrives late."
    assert conditions(late) == [(True, "if the tuner arrives late")]
    assert conditions("If you book online, there's no call-out fee.") == [
        (True, "if you book online")
    ]
    assert conditions("There's no call-out fee.") == [(True, None)]
    assert conditions("There's no call-out fee on weekdays, so nothing unless you upgrade.") == [
        (True, None)
    ]
    # a hedge is still a hedge
    assert conditions("There's usually no call-out fee if you book online.") == [
        (False, "if you book online")
    ]


def _decided(draft: str, body: str) -> tuple[str, str]:
    src = verified_source("PT-1", body, title="Piano tuning")
    v = local_verdict(draft, [src], tuning(), message="What's the call-out fee?")
    return v.decision, v.reason_code


HELP = "If you book two pianos at one address, there is no call-out fee. Otherwise it is £30."
HELP_NAMED = (
    "If you book two pianos at one address, there is no call-out fee. "
    "Otherwise the call-out fee is £30."
)


def test_the_fee_is_decided_against_its_own_value() -> None:
    assert _decided("The call-out fee is £30.", HELP_NAMED) == ("ALLOW", "SUPPORTED")
    assert _decided("The call-out fee is £40.", HELP_NAMED)[0] == "HOLD"


def test_an_outright_zero_is_held_and_a_conditional_one_is_cautioned() -> None:
    assert _decided("There's no call-out fee.", HELP_NAMED)[0] == "HOLD"
    # the exception as the help centre states it: no false HOLD
    right = _decided("There's no call-out fee if you book two pianos at one address.", HELP_NAMED)
    assert right == ("CAUTION", "CONTRADICTS_GOVERNING")
    # an exception no source states: never ALLOW
    wrong = _decided("If you're a member, there's no call-out fee.", HELP_NAMED)
    assert wrong[0] == "CAUTION"
    # against a fee that is nothing, a conditional zero agrees
    free = "There is no call-out fee."
    assert _decided("There's no call-out fee if you book online.", free) == ("ALLOW", "SUPPORTED")


def test_a_table_row_labelled_by_a_condition_sets_the_zeros_condition() -> None:
    table = (
        "| Visit | Call-out fee |\n|---|---|\n| Standard | £30 |\n"
        "| If the tuner arrives late | none |"
    )
    assert sorted(source_values(table, tuning())) == [("call_out_fee", 30), (OTHER, 0)]
    plain = "| Visit | Call-out fee |\n|---|---|\n| Standard | £30 |\n| Evenings | none |"
    assert source_values(plain, tuning()) == [("call_out_fee", 30), ("call_out_fee", 0)]
