"""An option after "never as a" / "not as a" is denied (issue 17, mattress):
`guard.extract.local.dropped._AS_PREPOSITION`.

"We always pay winnings to your bank account, never as a cheque": "as" before an article is
a preposition, and the option after it is denied as after "never by". The conjunction "as"
still stops a negation from reaching a value ("it won't take as long as 5 days" keeps its
value, a bound). An invented lottery's words: none comes from tests/kb.
"""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from tests.support.reading import named_catalogue

_LOTTERY = named_catalogue(
    "Lottery",
    {
        "payout_method": {
            "kind": "choice",
            "about": ["paid out", "pay winnings"],
            "choices": {"bank": ["bank account", "bank transfer"], "cheque": ["cheque"]},
        },
        "payout_time": {"kind": "duration", "about": ["winnings"]},
    },
)


def _options(text: str) -> list[str | None]:
    return [c.value.option for c in extract_draft_claims(text, _LOTTERY) if c.value is not None]


def test_an_option_after_never_as_a_is_denied() -> None:
    text = "We always pay winnings to your bank account, never as a cheque."
    assert _options(text) == ["bank"]
    assert _options("Winnings are paid out by bank transfer, not as a cheque.") == ["bank"]


def test_the_conjunction_as_still_stops_a_negation() -> None:
    claims = extract_draft_claims("Winnings won't take as long as 5 days.", _LOTTERY)
    assert [c.value.amount for c in claims if c.value is not None] == [5.0]
