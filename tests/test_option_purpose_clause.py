"""An opt-in word in a clause of purpose after a choice option offers nothing (issue 17,
florist): `guard.extract.local.wording.offered`.

"we'll call you first so you can choose where we leave it" states the option "call you first";
"so you can choose" says what the option lets the customer do, in a clause of its own, not
that the option is one to choose. Opt-in words in the option's own clause ("you can choose to
have us call you first") still make it an option only offered. An invented garden centre's
words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_GARDEN = named_catalogue(
    "Garden centre deliveries",
    {
        "missed_delivery": {
            "kind": "choice",
            "about": ["out when we deliver", "not in"],
            "choices": {
                "call_ahead": ["call you first"],
                "leave_safe": ["leave it in a safe place"],
            },
        },
    },
)


def test_choose_in_a_purpose_clause_after_the_option_offers_nothing() -> None:
    text = "If you're out when we deliver, our driver will call you first so you can choose where we leave it."
    assert draft_values(text, _GARDEN) == [("missed_delivery", None)]


def test_opt_in_words_in_the_options_own_clause_still_offer_it() -> None:
    text = "If you're out when we deliver, you can choose to have our driver call you first."
    assert draft_values(text, _GARDEN) == []
