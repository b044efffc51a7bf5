"""Values in words and in comparison (guard/engine/values.py): ranges, kinds, families of
units, what "free" matches, choices, counts and fractions as written.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

import pytest

from guard.engine.values import (
    format_value,
    kind_noun,
    same_unit,
    same_value,
    unit_words,
    within,
    within_by_amount,
)
from guard.models import (
    Value,
)
from tests.support.builders import value

# --- values ------------------------------------------------------------------------------


def test_a_value_kind_outside_the_five_is_named_a_claim():
    assert kind_noun("money") == "an amount"
    assert kind_noun("something else") == "a claim"


def test_a_money_range_keeps_cents_on_both_ends():
    assert format_value(Value(amount=1.5, amount_max=2.5, unit="EUR")) == "€1.50–2.50"
    assert format_value(Value(amount=1, amount_max=2.5, unit="percent")) == "1–2.5%"


@pytest.mark.parametrize(
    ("signal", "governing", "agrees"),
    [
        # A change signal of another kind never agrees with V.
        (Value(amount=2, unit="EUR"), Value(amount=2, unit="percent"), False),
        # A choice agrees only with the same option.
        (Value(option="weekends"), Value(option="weekends"), True),
        (Value(option="weekdays_only"), Value(option="weekends"), False),
        # Money compares in one currency only: no family of currencies.
        (Value(amount=2, unit="EUR"), Value(amount=2, unit="EUR"), True),
        (Value(amount=2, unit="USD"), Value(amount=2, unit="EUR"), False),
        (Value(amount=1.5, unit="percent"), Value(amount=1, amount_max=2, unit="percent"), True),
        (Value(amount=3, unit="percent"), Value(amount=1, amount_max=2, unit="percent"), False),
        # Durations of one family compare by amount; a unit with no family is its own.
        (Value(amount=1, unit="calendar_days"), Value(amount=1, unit="business_days"), True),
        (Value(amount=24, unit="hours"), Value(amount=1, unit="business_days"), False),
    ],
)
def test_a_change_signal_agrees_with_v_only_by_amount_in_one_family(signal, governing, agrees):
    assert within_by_amount(signal, governing) is agrees


# --- values: what the D8 trace says a value counts --------------------------------------


@pytest.mark.parametrize(
    ("v", "words"),
    [
        (value(1), "business days"),
        (Value(option="weekends"), "options"),
        (Value(amount=1, unit="EUR"), "EUR"),
        (Value(amount=1, unit="percent"), "percent"),
        (Value(amount=3, unit="free listings", kind="count"), "free listings"),
    ],
)
def test_d8_names_what_a_value_counts(v, words):
    assert unit_words(v) == words


# --- values: "free" and choices ---------------------------------------------------------


FREE = Value(amount=0, unit="XXX")


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        (FREE, Value(amount=5, unit="EUR"), True),  # free matches any currency
        (Value(amount=5, unit="EUR"), FREE, True),
        (Value(amount=5, unit="XXX"), Value(amount=5, unit="EUR"), False),  # not free
        (Value(amount=5, unit="EUR"), Value(amount=5, unit="XXX"), False),
        (Value(amount=0, unit="EUR"), Value(amount=5, unit="XXX"), False),
        (Value(amount=5, unit="XXX"), Value(amount=0, unit="EUR"), False),
        (Value(amount=5, unit="EUR"), Value(amount=5, unit="USD"), False),
    ],
)
def test_only_a_price_of_zero_without_currency_matches_any_currency(a, b, same):
    assert same_unit(a, b) is same


def test_two_choices_are_the_same_value_only_with_the_same_option():
    assert same_value(Value(option="weekends"), Value(option="weekends"))
    assert not same_value(Value(option="weekends"), Value(option="weekdays_only"))
    assert not within(Value(option="weekends"), Value(option="weekdays_only"))


# --- last survivors of the first pass --------------------------------------------------


def test_a_count_without_a_unit_reads_as_a_bare_number():
    assert format_value(Value(amount=3, kind="count")) == "3"
    assert format_value(Value(amount=3, amount_max=5, unit="free listings", kind="count")) == (
        "3–5 free listings"
    )


# --- decide(evidence=False) and the shared source references ----------------------------


def test_a_duration_with_a_fraction_keeps_it_as_written():
    assert format_value(value(1.5)) == "1.5 business days"
    assert format_value(value(0.5, "hours", 1.5)) == "0.5–1.5 hours"
