"""A share of a named price said in words is read as its percentage
(`guard/extract/local/priceshare.py`): a multiple against the price's norm adds the multiple
less one, a whole price taken by a charge is 100%, and a shown total is no claim.

Invented wording: a piano tuner (a weekend supplement, a same-day cancellation charge), no
knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.priceshare import price_shares
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Source, Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

TUNER = catalogue_from_dict(
    {
        "name": "Tuned Up",
        "topics": {
            "weekend_supplement": {
                "kind": "percent",
                "about": ["weekend supplement", "weekend visit*", "weekend tuning*"],
            },
            "same_day_cancel_charge": {
                "kind": "percent",
                "about": ["cancellation charge", "cancel*"],
            },
        },
    },
    "test",
    "Tuned Up",
)


def _sources(weekend: str, cancel: str) -> list[Source]:
    return [
        source(
            "TU-1", f"Weekend visits carry a supplement of {weekend} on the normal tuning price."
        ),
        source(
            "TU-2", f"If you cancel on the day of the visit, we charge {cancel} of the visit fee."
        ),
    ]


def _decision(draft: str, sources: list[Source], cat: Catalogue = TUNER) -> tuple[str, str]:
    v = local_verdict(draft, sources, cat, Ticket(id="T-1"))
    return v.decision, v.reason_code


def _shares(sentence: str) -> list[float]:
    return [v.amount or 0 for _, _, v in price_shares(sentence)]


@pytest.mark.parametrize(
    ("sentence", "shares"),
    [
        ("Weekend tunings cost double the normal price.", [100]),
        ("A weekend visit is charged at one and a half times the regular rate.", [50]),
        ("Weekend visits cost half as much again.", [50]),
        ("The weekend supplement is a quarter of the tuning price extra.", [25]),
        ("The tuner's penalty is three times the fare.", [300]),
        ("You would owe the entire visit fee.", [100]),
        ("The whole call-out charge is payable.", [100]),
    ],
)
def test_a_share_of_a_named_price_is_its_percentage(sentence: str, shares: list[float]) -> None:
    assert _shares(sentence) == shares


@pytest.mark.parametrize(
    "sentence",
    [
        "You'll see the full price on your invoice before we start.",  # shown, not charged
        "A grand piano takes twice the time.",  # no price
        "It costs about double the normal price.",  # approximate
        "The whole family can watch.",  # no price
    ],
)
def test_other_words_state_no_share(sentence: str) -> None:
    assert _shares(sentence) == []


@pytest.mark.parametrize(
    ("draft", "weekend", "decision"),
    [
        ("Weekend tunings cost double the normal price.", "100%", "ALLOW"),
        ("Weekend tunings cost double the normal price.", "40%", "HOLD"),
        ("A weekend visit is billed at one and a half times the usual rate.", "50%", "ALLOW"),
        ("A weekend visit is billed at one and a half times the usual rate.", "40%", "HOLD"),
        ("Weekend visits cost half as much again as a weekday one.", "40%", "HOLD"),
    ],
)
def test_a_multiple_of_the_norm_is_checked_as_the_supplement(
    draft: str, weekend: str, decision: str
) -> None:
    assert _decision(draft, _sources(weekend, "30%"))[0] == decision


@pytest.mark.parametrize(
    ("draft", "cancel", "decision"),
    [
        ("If you cancel on the day, you'll pay the whole visit fee.", "100%", "ALLOW"),
        ("If you cancel on the day, you'll pay the whole visit fee.", "30%", "HOLD"),
        ("Cancelling on the day means the full fee is due, I'm afraid.", "30%", "HOLD"),
    ],
)
def test_a_whole_price_charged_is_all_of_it(draft: str, cancel: str, decision: str) -> None:
    assert _decision(draft, _sources("40%", cancel))[0] == decision


def test_a_shown_total_is_no_claim() -> None:
    draft = "You'll always see the full price before you confirm a weekend visit."
    assert _decision(draft, _sources("40%", "30%")) == ("ALLOW", "NO_POLICY_CLAIM")


def test_a_fraction_of_a_price_a_charge_takes_is_its_share() -> None:
    assert [
        round(s, 2) for s in _shares("Cancelling late means a third of the visit fee is owed.")
    ] == [33.33]
    assert _shares("You pay a quarter of the visit fee if you cancel.") == [25]
    assert _shares("A quarter of the visit fee covers the tuner's travel.") == []


def test_a_multiple_on_a_money_topic_is_no_percentage() -> None:
    """A price in money ("£25, or twice the visit fee") is not a share: nothing is read on
    it here, so the same words in a source and a draft never disagree."""
    cat = catalogue_from_dict(
        {
            "name": "Tuned Up",
            "topics": {
                "no_show_fee": {"kind": "money", "currency": "GBP", "about": ["no-show*"]},
            },
        },
        "test",
        "Tuned Up",
    )
    said = "A no-show costs £25, or twice the visit fee if that is more."
    claims = extract_draft_claims(said, cat)
    assert all(c.value is None or c.value.kind != "percent" for c in claims)
