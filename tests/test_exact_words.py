"""Counts and amounts said in words with a fixed number are read exactly
(`guard/extract/local/wordcount.py`, `relvalue.py`, `aheadshare.py`; the engine's
`wordsread`): a wrong one is held, a right one allowed, and only what grammar fixes is read.

Invented wording: a pottery studio (classes per course, class swaps, a clay bag and a glaze
pack priced, a deposit share), no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.relcount import relative_count_matches
from guard.engine.wordsread import unread_by_claims
from guard.extract.local import extract_draft_claims
from guard.extract.local.aheadshare import ahead_shares
from guard.extract.local.found import Found
from guard.extract.local.relvalue import relative_values
from guard.extract.local.vocab import vocabulary
from guard.extract.local.wordcount import word_counts
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim, Source, Ticket, Value
from tests.support.builders import source
from tests.support.localcase import local_verdict


def _studio(deposit_kind: str = "percent") -> Catalogue:
    deposit: dict[str, object] = {"kind": deposit_kind, "about": ["deposit", "upfront"]}
    if deposit_kind == "money":
        deposit["currency"] = "GBP"
    return catalogue_from_dict(
        {
            "name": "Kiln Corner",
            "topics": {
                "classes_per_course": {
                    "kind": "count",
                    "unit": "classes",
                    "about": ["classes", "classes a course"],
                },
                "class_swaps": {"kind": "count", "unit": "swaps", "about": ["swaps"]},
                "clay_price": {
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["clay", "bag of clay"],
                },
                "glaze_price": {"kind": "money", "currency": "GBP", "about": ["glaze pack"]},
                "firing_time": {"kind": "duration", "about": ["firing takes", "fired within"]},
                "deposit": deposit,
            },
        },
        "test",
        "Kiln Corner",
    )


STUDIO = _studio()
SOURCES = [
    source("KC-1", "Every course has 4 classes. You can make up to 2 swaps per course."),
    source("KC-2", "A bag of clay costs £12. A glaze pack costs £24."),
    source("KC-3", "Pieces are fired within 10 days."),
    source("KC-4", "We take a 20% deposit when you sign up."),
]


def _check(
    draft: str, cat: Catalogue = STUDIO, sources: list[Source] | None = None
) -> tuple[str, str]:
    v = local_verdict(draft, sources or SOURCES, cat, Ticket(id="T-1"))
    return v.decision, v.reason_code


def _counts(sentence: str) -> list[tuple[str, float | None]]:
    vocab = vocabulary(STUDIO)
    return [(t, v.amount if v else None) for t, _, _, v in word_counts(sentence, vocab)]


# --- wordcount --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("We'll have you in the studio twice for classes.", [("classes_per_course", 2)]),
        ("You'll join us four times for classes.", [("classes_per_course", 4)]),
        ("Each course comes with a single class.", [("classes_per_course", 1)]),
        ("Both of your classes are on the wheel.", [("classes_per_course", 2)]),
        ("You can swap twice.", [("class_swaps", 2)]),
        ("You can swap it up to twice per course.", [("class_swaps", 2)]),
        ("You can swap once a course.", [("class_swaps", 1)]),
        ("You can swap once.", [("class_swaps", 1)]),
    ],
)
def test_a_word_with_a_fixed_number_is_that_count(
    sentence: str, expected: list[tuple[str, float]]
) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "You can swap once you've paid.",  # "once" opening a clause of time
        "A single class costs £20.",  # one thing priced: no verb of having
        "Both classes run on Mondays.",  # points back to two already named
        "Glazing takes twice as long for classes with big pieces.",  # no "for" after twice
        "The wheel spins twice the speed in classes.",  # a multiplier
        "Please read the safety sheet twice.",  # not what a count topic counts
    ],
)
def test_other_words_are_no_count(sentence: str) -> None:
    assert _counts(sentence) == []


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("We'll have you in the studio four times for classes.", "ALLOW"),
        ("We'll have you in the studio twice for classes.", "HOLD"),
        ("Each course comes with a single class.", "HOLD"),
        ("Both of your classes are on the wheel.", "HOLD"),
        ("You can swap twice.", "ALLOW"),
        ("You can swap once.", "HOLD"),
    ],
)
def test_a_count_in_words_is_checked_like_a_number(draft: str, decision: str) -> None:
    assert relative_count_matches(draft, STUDIO) or "swap" in draft
    assert _check(draft)[0] == decision


def test_both_restating_the_drafts_own_count_adds_no_caution() -> None:
    said = "Your course has 4 classes, and both of your classes on the wheel are on Fridays."
    # "both" says 2, the number says 4: each is read, so the wrong one is held, not flagged
    assert _check(said)[0] == "HOLD"
    two = "Your course has 2 classes, and both of your classes are on Fridays."
    assert _check(two) == _check("Your course has 2 classes.")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("You can swap at least twice.", [("class_swaps", None)]),
        ("You can swap more than once.", [("class_swaps", None)]),
        ("You can swap twice or more.", [("class_swaps", None)]),
        ("You can swap once or twice.", [("class_swaps", None)]),
        ("We'll have you in the studio twice or so for classes.", []),
        ("You get roughly twice for classes.", []),
    ],
)
def test_approximate_or_bounded_words_fix_no_count(
    sentence: str, expected: list[tuple[str, float | None]]
) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    "draft",
    [
        "You can swap at least twice.",
        "You can swap once or twice.",
        "A bag of clay is £12 and a glaze pack is about double that.",
        "A bag of clay is £12 and a glaze pack is more than double that.",
        "We ask for roughly a fifth upfront when you sign up.",
    ],
)
def test_vaguer_words_stay_a_caution(draft: str) -> None:
    assert _check(draft)[0] == "CAUTION"


# --- relvalue ---------------------------------------------------------------------------------


def _relative(sentence: str, before: list[Value]) -> list[list[float | None]]:
    found = [Found(0, 1, "x", v) for v in before]
    return [[v.amount for v in c] for _, _, c in relative_values(sentence, found)]


def test_the_arithmetic_on_the_one_earlier_value_of_its_kind() -> None:
    twelve = Value(amount=12, unit="GBP", kind="money")
    ten_days = Value(amount=10, unit="calendar_days", kind="duration")
    assert _relative("… and a glaze pack is double that.", [twelve]) == [[24]]
    assert _relative("… and the glaze is a quarter of that.", [twelve]) == [[3]]
    # one of each kind: each is a candidate, the clause's topic chooses
    assert _relative("… and a glaze pack is half that.", [twelve, ten_days]) == [[6, 5]]
    # two of one kind: "that" could be either, nothing read
    assert _relative("… and a glaze pack is double that.", [twelve, twelve]) == [[]]
    assert _relative("… double of that.", [twelve]) == []  # no English multiplier


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A bag of clay is £12 and a glaze pack is double that.", "ALLOW"),
        ("A glaze pack is £24, and a bag of clay is half that.", "ALLOW"),
        ("A bag of clay is £12 and a glaze pack is three times that.", "HOLD"),
        ("A glaze pack is £24 and a bag of clay is a third of that.", "HOLD"),
        # the referent in another sentence: not read
        ("A bag of clay is £12. A glaze pack is double that.", "CAUTION"),
    ],
)
def test_a_value_relative_to_an_earlier_one(draft: str, decision: str) -> None:
    assert _check(draft)[0] == decision


def test_two_earlier_values_of_the_kind_leave_that_unread() -> None:
    draft = "Clay is £12 and a glaze pack is £24, and stoneware glaze is double that."
    claims = extract_draft_claims(draft, STUDIO)
    assert all(c.value_text != "double that" for c in claims)
    assert _check(draft)[0] != "ALLOW"


def test_a_relative_value_takes_its_own_clauses_topic() -> None:
    claims = extract_draft_claims("A bag of clay is £12 and a glaze pack is double that.", STUDIO)
    glaze = [c for c in claims if c.topic == "glaze_price"]
    assert [(c.value.amount if c.value else None, c.value_text) for c in glaze] == [
        (24, "double that")
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Every course runs for a dozen classes.", [("classes_per_course", 12)]),
        ("You'll get half a dozen classes a course.", [("classes_per_course", 6)]),
        ("A course holds up to a dozen classes.", [("classes_per_course", 12)]),
        ("We fit in at least a dozen classes.", []),  # a lower bound fixes no count
        ("Bring a dozen glazes.", []),  # not what a topic counts
    ],
)
def test_a_noun_of_number_is_its_count(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


def test_a_wrong_dozen_is_held() -> None:
    assert _check("Each course gives you half a dozen classes.")[0] == "HOLD"


# --- aheadshare -------------------------------------------------------------------------------


def test_a_fraction_paid_ahead_is_its_share() -> None:
    assert [v.amount for _, _, v in ahead_shares("We ask for a fifth upfront.")] == [20]
    assert [v.amount for _, _, v in ahead_shares("Half as a deposit, please.")] == [50]
    assert ahead_shares("Half the class is booked.") == []


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("We ask for a fifth upfront when you sign up.", "ALLOW"),
        ("We ask for a quarter upfront when you sign up.", "HOLD"),
        ("We take a third as a deposit.", "HOLD"),
    ],
)
def test_a_share_paid_ahead_on_a_percent_topic(draft: str, decision: str) -> None:
    assert _check(draft)[0] == decision


def test_a_fraction_of_a_named_whole_paid_ahead_is_its_share() -> None:
    """The "of" phrase names the whole the share is of (`aheadshare._WHOLE`): the share is
    still the fraction's, whatever noun stands there; a phrase that goes on into the clause
    ("of the class is booked") names no whole paid ahead."""
    shares = ahead_shares("Pay a fifth of your course fee upfront.")
    assert [v.amount for _, _, v in shares] == [20]
    shares = ahead_shares("Two thirds of the full workshop cost as a deposit secures it.")
    assert [round(v.amount, 2) for _, _, v in shares] == [66.67]
    assert ahead_shares("Half of the class is booked in advance.") == []


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("We ask for a fifth of the course fee as a deposit when you sign up.", "ALLOW"),
        ("We need a third of your total as a deposit.", "HOLD"),
    ],
)
def test_a_share_of_a_named_whole_paid_ahead_is_checked(draft: str, decision: str) -> None:
    assert _check(draft)[0] == decision


def test_a_share_paid_ahead_on_a_money_topic_stays_unread() -> None:
    cat = _studio("money")
    sources = [*SOURCES[:3], source("KC-4", "We take a £30 deposit when you sign up.")]
    assert _check("We ask for a fifth upfront when you sign up.", cat, sources) == (
        "CAUTION",
        "EXTRACTION_GAP",
    )


def test_a_fraction_of_a_named_amount_is_its_share() -> None:
    """A fraction of an amount's noun ("half the course price", "a quarter of the fee") is
    that share of it, with or without words of paying ahead (`aheadshare._SHARE_OF_RE`); a
    fraction of anything else ("half the class") is none."""
    shares = ahead_shares("Your deposit is half the course price, paid on sign-up.")
    assert [v.amount for _, _, v in shares] == [50]
    shares = ahead_shares("The deposit comes to a quarter of the fee.")
    assert [v.amount for _, _, v in shares] == [25]
    assert ahead_shares("Half the class prefers the wheel.") == []
    assert ahead_shares("About half the course price goes on clay.") == []


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("Your deposit is a fifth of the course price.", "ALLOW"),
        ("Your deposit is half the course price, taken when you sign up.", "HOLD"),
        ("The deposit comes to a third of the full fee.", "HOLD"),
    ],
)
def test_a_share_of_a_named_amount_is_checked(draft: str, decision: str) -> None:
    assert _check(draft)[0] == decision


def test_a_share_a_passive_verb_takes_from_a_named_price_is_its_share() -> None:
    """A passive verb between a share of a named price and what the share is ("is kept as
    a deposit") says what is done to that share: still the share (`aheadshare._TAKEN_RE`).
    Without a price named, or with the verb negated, nothing is read."""
    shares = ahead_shares("Three quarters of the course fee is held as a credit note.")
    assert [v.amount for _, _, v in shares] == [75]
    assert [v.amount for _, _, v in ahead_shares("Half the price is kept as a deposit.")] == [50]
    assert ahead_shares("Half of the group is seated in advance.") == []
    assert ahead_shares("Half the fee is not kept as a deposit.") == []


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A fifth of the course price is kept as a deposit.", "ALLOW"),
        ("A quarter of the course price is kept as a deposit.", "HOLD"),
        ("Half the fee is held as a deposit when you sign up.", "HOLD"),
    ],
)
def test_a_share_taken_from_a_price_on_a_percent_topic(draft: str, decision: str) -> None:
    assert _check(draft)[0] == decision


# --- wordsread --------------------------------------------------------------------------------


def test_only_a_claims_own_value_words_read_a_match() -> None:
    text = "A bag of clay is £12 and a glaze pack is double that."
    matches = relative_count_matches(text, STUDIO)
    assert [m.text for m in matches] == ["double that"]
    clay = DraftClaim(
        claim_id="c1",
        topic="clay_price",
        value=Value(amount=12, unit="GBP", kind="money"),
        value_text="£12",
        span=text,
    )
    assert unread_by_claims(text, matches, [clay]) == matches
    glaze = clay.model_copy(update={"topic": "glaze_price", "value_text": "double that"})
    assert unread_by_claims(text, matches, [clay, glaze]) == []
    valueless = glaze.model_copy(update={"value": None})
    assert unread_by_claims(text, matches, [valueless]) == matches
