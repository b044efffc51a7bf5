"""A comparative that bounds a number ("with less than 2 days' notice") is no contrast: a scope
named before it still scopes the value after it (`guard/extract/local/scopes`). "Pay less
than members" is still one. Invented wording: a climbing wall's late cancellation fee."""

from __future__ import annotations

from guard.extract.local import LocalExtractor
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import source

WALL = catalogue_from_dict(
    {
        "topics": {
            "late_fee": {"label": "late cancellation fee", "kind": "percent",
                         "about": ["of the session price"]},
            "notice": {"label": "notice to cancel", "kind": "duration", "about": ["notice"]},
        },
        "scopes": {"plan": {"values": {"casual": ["casual climber*"],
                                       "member": ["member*"]}}},
    },
    "test",
    "Wall",
)  # fmt: skip


def _scopes(text: str) -> list[tuple[str, float | None, str]]:
    read = LocalExtractor(WALL).extract_source(source("CW-1", text))
    return [(c.topic, c.value.amount if c.value else None, c.scope["plan"]) for c in read.claims]


def test_a_scope_before_a_bounded_number_scopes_the_next_value() -> None:
    text = "Casual climbers who cancel with less than 2 days' notice pay 40% of the session price."
    assert ("late_fee", 40.0, "casual") in _scopes(text)
