"""A reduction said as a fraction in words is a percentage ("half price" is 50% off), and a
fraction of a price or a time that no claim reads is an unread number, never a silent ALLOW
(`guard/extract/local/fractions.py`, `guard/engine/fractions.py`, issue 17: no number without a
verdict, digits or words). A made-up bakery catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.engine.fractions import fraction_spans
from guard.engine.numbers import unread_numbers
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.fractions import fraction_percents
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def bakery(*, percent: bool = True) -> Catalogue:
    topics: dict[str, dict[str, object]] = {
        "loaf_price": {"kind": "money", "currency": "GBP", "about": ["sourdough loaf", "loaves"]},
        "collect_window": {"kind": "duration", "about": ["collect your order"]},
    }
    if percent:
        topics["staff_discount"] = {"kind": "percent", "about": ["staff discount", "staff"]}
    return catalogue_from_dict({"name": "Crumb & Co", "topics": topics}, "test", "Crumb & Co")


def _claims(text: str, catalogue: Catalogue) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.value_text)
        for c in extract_draft_claims(text, catalogue)
    ]


@pytest.mark.parametrize(
    ("text", "amount", "words"),
    [
        ("Staff get half price on every cake.", 50.0, "half price"),
        ("Staff pay half-price for coffee.", 50.0, "half-price"),
        ("Staff get a quarter off all cakes.", 25.0, "a quarter off"),
        ("Staff get three quarters off day-old bread.", 75.0, "three quarters off"),
        ("Staff save half on every order.", 50.0, "save half"),
    ],
)
def test_a_reduction_in_words_is_the_percent_it_says(text: str, amount: float, words: str) -> None:
    assert _claims(text, bakery()) == [("staff_discount", amount, words)]


def test_a_third_is_a_third_never_33_percent() -> None:
    [(topic, amount, _)] = _claims("Staff get a third off any tart.", bakery())
    assert topic == "staff_discount"
    assert amount == pytest.approx(100 / 3) and amount != 33.0


@pytest.mark.parametrize(
    "text",
    [
        "Buy a third loaf and we'll bag it for you.",  # an ordinal
        "Half the team is off today.",  # no price
        "Grab a third off-peak slot.",  # "off-peak" is no reduction
        "You'll save half the fee.",  # a fraction of a named amount: not placed here
    ],
)
def test_no_reduction_where_the_words_say_none(text: str) -> None:
    assert fraction_percents(text) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("We can refund half the fee.", ["half"]),
        ("We keep a third of your deposit.", ["a third"]),
        ("Staff get half price.", ["half"]),
        ("You can collect your order for half a day.", ["half"]),
        ("It takes a day and a half.", ["a half"]),
        ("Ovens are ready in an hour and a half.", ["a half"]),
    ],
)
def test_a_fraction_of_a_price_or_a_time_is_a_number(text: str, words: list[str]) -> None:
    assert [text[s:e] for s, e in fraction_spans(text)] == words


@pytest.mark.parametrize(
    "text",
    [
        "Half the team is off today.",
        "The other half of the batch is still rising.",
        "Bakes come out on the hour and half hour.",
        "We close for half term.",
        "It's half past nine.",
    ],
)
def test_a_fraction_of_nothing_priced_or_timed_is_no_number(text: str) -> None:
    assert fraction_spans(text) == []


def test_an_unplaced_fraction_of_a_price_is_unread() -> None:
    text = "We can refund half the fee for a late order."
    claims = extract_draft_claims(text, bakery())
    assert [m.text for m in unread_numbers(text, claims)] == ["half"]


def test_half_price_with_no_percent_topic_is_unread_not_silent() -> None:
    text = "Your second sourdough loaf is half price."
    claims = extract_draft_claims(text, bakery(percent=False))
    assert claims == []
    assert [m.text for m in unread_numbers(text, claims)] == ["half"]


def test_half_price_read_as_a_claim_leaves_no_unread_number() -> None:
    text = "Staff get half price on every cake."
    assert unread_numbers(text, extract_draft_claims(text, bakery())) == []


def test_half_a_day_is_half_a_day_not_a_day() -> None:
    [claim] = extract_draft_claims("You can collect your order for half a day.", bakery())
    assert claim.value is not None and claim.value_text == "half a day"
    assert (claim.value.amount, claim.value.unit) == (0.5, "calendar_days")


@pytest.mark.parametrize(
    ("body", "amount"),
    [
        ("Staff loaves are half price.", 50.0),
        ("Our staff discount takes a quarter off the menu price.", 25.0),
    ],
)
def test_a_source_s_reduction_in_words_is_its_percent(body: str, amount: float) -> None:
    source = verified_source("CRUMB-1", body, title="Staff perks")
    claims = [
        (c.topic, c.value.amount if c.value else None)
        for c in extract_source_claims(source, bakery())
    ]
    assert claims == [("staff_discount", amount)]


@pytest.mark.parametrize(
    ("text", "amount", "words"),
    [
        ("Staff get a fifth off every tart.", 20.0, "a fifth off"),
        ("Staff save one tenth on bread.", 10.0, "save one tenth"),
        ("Staff get two-fifths off day-old rolls.", 40.0, "two-fifths off"),
        ("Staff pay three quarters price.", 75.0, "three quarters price"),
    ],
)
def test_every_ordinal_fraction_is_the_share_it_says(text: str, amount: float, words: str) -> None:
    """Beyond half, a third and a quarter: "a fifth off" promises 20% as plainly."""
    [(topic, got, said)] = _claims(text, bakery())
    assert (topic, said) == ("staff_discount", words)
    assert got == pytest.approx(amount)


def test_a_sixth_is_a_sixth_never_rounded() -> None:
    [(_, amount, _)] = _claims("Staff save a sixth on cakes.", bakery())
    assert amount == pytest.approx(100 / 6) and amount != 17.0


@pytest.mark.parametrize(
    "text",
    [
        "Buy four loaves and your fifth loaf is on us.",  # an ordinal orders
        "Order for a sixth day in a row and we'll notice.",  # an ordinal of a time
    ],
)
def test_an_ordinal_that_orders_is_no_fraction(text: str) -> None:
    assert fraction_percents(text) == []
    assert fraction_spans(text) == []


def test_more_parts_than_the_whole_is_no_reduction() -> None:
    assert fraction_percents("Five quarters off makes no sense.") == []


def test_an_unplaced_fifth_of_a_price_is_unread() -> None:
    text = "We keep a fifth of the deposit for late orders."
    claims = extract_draft_claims(text, bakery())
    assert [m.text for m in unread_numbers(text, claims)] == ["a fifth"]


# --- a change by a fraction ("discounted by a third") -----------------------------------------


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Staff orders are reduced by a quarter.", 25.0),
        ("For staff, every cake is cut by half.", 50.0),
        ("Staff orders are discounted by one fifth, all year.", 20.0),
    ],
)
def test_a_change_by_a_fraction_is_the_percent_it_says(text: str, amount: float) -> None:
    assert [(t, a) for t, a, _ in _claims(text, bakery())] == [("staff_discount", amount)]


@pytest.mark.parametrize(
    "text",
    [
        "Orders placed by a third party can't be changed.",  # a party, no share
        "Collect your order by a quarter past nine.",  # a clock time
        "Staff orders go by half-term dates.",  # a holiday's name
    ],
)
def test_by_a_fraction_that_names_something_else_is_no_share(text: str) -> None:
    assert fraction_percents(text) == []
    assert fraction_spans(text) == []


def test_a_change_by_a_fraction_with_no_percent_topic_is_unread() -> None:
    text = "Sourdough loaves are reduced by a third after 4pm."
    claims = extract_draft_claims(text, bakery(percent=False))
    assert "a third" in [m.text for m in unread_numbers(text, claims)]
