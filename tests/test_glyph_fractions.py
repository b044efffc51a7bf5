"""A percentage written with a fraction character is its exact value
(`guard/extract/local/glyphfractions.py`). Invented wording: a garden centre's loyalty discount."""

from __future__ import annotations

import pytest

from guard.extract.local.glyphfractions import glyph_percents
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

NURSERY = catalogue_from_dict(
    {
        "name": "Bramble Nursery",
        "topics": {"loyalty_discount": {"kind": "percent", "about": ["off seedlings"]}},
    },
    "test",
    "Bramble Nursery",
)


@pytest.mark.parametrize(
    ("sentence", "amount"),
    [
        ("Cardholders save 33⅓% off seedlings.", 100 / 3),
        ("Cardholders save 12½ % off seedlings.", 12.5),
        ("Interest is ¾ per cent a month.", 0.75),
    ],
)
def test_the_fraction_is_part_of_the_number(sentence: str, amount: float) -> None:
    (found,) = glyph_percents(sentence)
    assert found.value.amount == pytest.approx(amount)
    assert found.value.unit == "percent"


def test_a_third_is_no_rounded_percent() -> None:
    sources = [source("BN-1", "Cardholders get 33% off seedlings.")]
    v = local_verdict("Cardholders get 33⅓% off seedlings.", sources, NURSERY, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_the_same_third_agrees() -> None:
    sources = [source("BN-1", "Cardholders get a third off seedlings.")]
    v = local_verdict("Cardholders get 33⅓% off seedlings.", sources, NURSERY, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_plain_digits_are_left_to_the_digits_reader() -> None:
    assert glyph_percents("Cardholders get 33% off seedlings.") == []
