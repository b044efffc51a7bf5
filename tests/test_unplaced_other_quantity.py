"""An unplaced count in a unit of another quantity ("25 kg") beside a count topic's word
casts no doubt on that count (`guard/engine/unplaced.py`): it says how big each thing is,
not how many. Invented units: no knowledge base's words."""

from __future__ import annotations

from guard.engine.unplaced import other_quantity
from guard.models import Value


def test_a_weight_is_another_quantity_than_crates_per_pallet() -> None:
    assert other_quantity(Value(amount=25, unit="kg", kind="count"), "crates per pallet")


def test_a_count_of_the_counted_noun_or_a_bare_count_still_doubts() -> None:
    unit = "crates per pallet"
    assert not other_quantity(Value(amount=6, unit="crates", kind="count"), unit)
    assert not other_quantity(Value(amount=6, unit="count", kind="count"), unit)
    assert not other_quantity(Value(amount=6, unit=unit, kind="count"), unit)
