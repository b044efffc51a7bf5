"""A number is the same number in its other written forms: a percentage said "per cent" is
still one beside its percent sign ("raised from 3.00 per cent to 3.25 per cent": the old value
of a change, `guard.engine.numbers`), and an amount with zero pence is the customer's whole
amount ("(order TK-2209, £310.00)" after "I paid £310", `guard.engine.customeraside`). Found
by the metamorphic sweep (tests/kb/METAMORPHIC.md): "%" written as "per cent" and "£342" as
"£342.00" each turned an ALLOW into CAUTION EXTRACTION_GAP.

Invented wording: a furniture shop and a credit union, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.customeraside import in_customers_aside
from guard.engine.numbers import number_verdicts
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict

_UNION = catalogue_from_dict(
    {
        "name": "Hillside Credit Union",
        "topics": {"saver_rate": {"kind": "percent", "about": ["saver rate", "the rate"]}},
    },
    "test",
    "Hillside",
)


@pytest.mark.parametrize(
    "text",
    [
        "We raised the saver rate from 2.50% to 2.75% in May.",
        "We raised the saver rate from 2.50 per cent to 2.75 per cent in May.",
        "We raised the saver rate from 2.50 percent to 2.75% in May.",
    ],
)
def test_the_old_percentage_of_a_change_is_history(text: str) -> None:
    claims = extract_draft_claims(text, _UNION)
    assert [c.value and c.value.amount for c in claims] == [2.75]
    assert "unread" not in [k for _, _, k in number_verdicts(text, claims)]


_MESSAGE = "I bought a sideboard for £310 on 4 March (order TK-2209). Can I return it?"


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("the sideboard (order TK-2209, £310.00) can", True),
        ("the sideboard (order TK-2209, £310) can", True),
        ("the sideboard (order TK-2209, £310.50) can", False),
        ("the sideboard (order TK-2209, £31.00) can", False),
    ],
)
def test_an_amount_with_zero_pence_is_the_customers_whole_amount(text: str, quoted: bool) -> None:
    assert in_customers_aside(text, text.index("£"), _MESSAGE) is quoted
