"""A scope named in a bracket before the bracket's own value labels that value, not the one
before the bracket (issue 17, garage).

"Tune-up at drop-off: £30 (e-bikes: £45)": the bracket gives the narrower case its own price, with
its label first, as English writes a case and its figure. The £30 outside is the general
price; reading "e-bikes" as its scope makes two e-bike prices that disagree
(`guard.extract.local.scopebrackets.labels_bracket_value`). A bracket with no value of its own
("£30 (e-bikes only)") is still the value's label. An invented bike workshop's words: none
comes from tests/kb.
"""

from __future__ import annotations

import pytest

from tests.support.reading import named_catalogue, source_claims

_WORKSHOP = named_catalogue(
    "Workshop",
    {"tune_up_price": {"kind": "money", "currency": "GBP", "about": ["tune-up*"]}},
    scopes={
        "bike": {
            "any": ["every bike"],
            "values": {"ebike": ["e-bike*"], "road": ["road bike*"]},
        }
    },
)


def _priced(body: str) -> list[tuple[str, str]]:
    claims = source_claims(body, _WORKSHOP, source_id="WS-1", title="Prices")
    return [(c.value_text, c.scope["bike"]) for c in claims]


@pytest.mark.parametrize(
    "body",
    [
        "A tune-up is £30 (e-bikes £45).",
        "Take payment for the tune-up at drop-off: £30 (e-bikes: £45).",
    ],
)
def test_a_bracket_label_scopes_its_own_value(body: str) -> None:
    assert sorted(_priced(body)) == [("£30", "any"), ("£45", "ebike")]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("A tune-up is £45 (e-bikes only).", [("£45", "ebike")]),
        ("A tune-up is £45 (e-bikes) or £30 (road bikes).", [("£45", "ebike"), ("£30", "road")]),
    ],
)
def test_a_bracket_without_its_own_value_labels_the_value(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert _priced(body) == expected
