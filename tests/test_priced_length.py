"""A length in minutes or hours right after a price and "for" ("€30 for 45 minutes") is what
the price buys where the sentence names no duration topic: part of the price, no value of its own:
`guard/extract/local/pricedlength.py`. An invented pottery-wheel-hire catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def wheels(*, with_hire_length: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "wheel_hire_price": {
            "kind": "money",
            "currency": "EUR",
            "about": ["wheel hire", "hire a wheel"],
        },
        "glaze_wait": {"kind": "duration", "about": ["glazed pieces are ready"]},
    }
    if with_hire_length:
        topics["hire_length"] = {"kind": "duration", "about": ["hire runs", "hire lasts"]}
    return catalogue_from_dict({"name": "Kickwheel", "topics": topics}, "test", "Kickwheel")


def _read(text: str, cat: Catalogue) -> list[tuple[str, float | None, str]]:
    draft = LocalExtractor(cat).extract_draft(text)
    return [(c.topic, c.value.amount, c.value_text) for c in draft.claims if c.value]


def test_a_length_a_price_buys_is_part_of_the_price() -> None:
    got = _read("Wheel hire is €30 for 45 minutes, and the studio has space on Friday.", wheels())
    assert [(t, a) for t, a, _ in got] == [("wheel_hire_price", 30)]
    assert "45 minutes" in got[0][2]


def test_the_clause_may_go_on_with_a_function_word() -> None:
    got = _read("You can hire a wheel at €18 for 2 hours with a tutor nearby.", wheels())
    assert [(t, a) for t, a, _ in got] == [("wheel_hire_price", 18)]


def test_a_length_a_duration_topic_names_stays_a_value() -> None:
    got = _read("The hire runs €60 for 3 days.", wheels(with_hire_length=True))
    assert ("hire_length", 3) in [(t, a) for t, a, _ in got]


def test_a_free_period_stays_a_length() -> None:
    got = _read("Wheel hire is free for 30 minutes.", wheels())
    assert any(a == 30 for _, a, _ in got)


def test_days_or_longer_stay_a_length() -> None:
    got = _read("Wheel hire is €60 for 3 days.", wheels())
    assert any(a == 3 for _, a, _ in got)
