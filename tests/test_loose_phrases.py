"""Catalogue phrases said loosely (issue 17): "leaving your fix early" is "leaving early".

An invented library's catalogue, built here: nothing in the product knows its words. A
phrase's content words, a few words apart in one sub-clause (either order for two), are a
weaker cue than the phrase as written; the ticket's message is read the same way when it
names no topic of a value's kind in so many words.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.extract.local import extract_draft_claims
from guard.extract.local.evidence import pick, weight
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.kb.phrases import loose_pattern
from guard.models import Source
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)

LIBRARY: Catalogue = catalogue_from_dict(
    {
        "name": "Library",
        "topics": {
            "overdue_fine": {"kind": "money", "currency": "GBP", "about": ["late return*"]},
            "print_price": {"kind": "money", "currency": "GBP", "about": ["print*"]},
            "parcel_time": {"kind": "duration", "about": ["parcel to arrive"]},
            "hold_time": {"kind": "duration", "about": ["hold*", "reserv*"]},
        },
    },
    "test",
    "Library",
)


def _loose(phrase: str, text: str) -> list[str]:
    rx = loose_pattern(phrase)
    return [m.group() for m in re.finditer(rx, text, re.IGNORECASE)] if rx else []


@pytest.mark.parametrize(
    ("phrase", "text", "found"),
    [
        ("return early", "You can return your copy early.", ["return your copy early"]),
        ("late return*", "If a book is returned late, ask us.", ["returned late"]),
        ("parcel to arrive", "Will my parcel actually arrive?", ["parcel actually arrive"]),
        # not across a comma, a dash or a contrast, nor more than three words apart
        ("return early", "Return it, early or not.", []),
        ("return early", "Return it – early is fine.", []),
        ("return early", "Return it rather than early.", []),
        ("return early", "Return the big blue library book early.", []),
    ],
)
def test_content_words_match_a_few_words_apart(phrase: str, text: str, found: list[str]) -> None:
    assert _loose(phrase, text) == found


@pytest.mark.parametrize("phrase", ["print*", "per page", "=Late return", "money ... back"])
def test_a_phrase_with_one_content_word_exact_or_gapped_has_no_loose_form(phrase: str) -> None:
    assert loose_pattern(phrase) is None


@given(
    st.lists(
        st.sampled_from(["book", "card", "late", "return", "swap", "desk"]),
        min_size=2,
        max_size=3,
        unique=True,
    ),
    st.lists(st.sampled_from(["the", "big", "blue", "one"]), max_size=3),
)
def test_the_phrase_itself_and_its_words_spread_out_always_match(
    words: list[str], filler: list[str]
) -> None:
    phrase = " ".join(words)
    spread = f"{words[0]} {' '.join(filler)} {' '.join(words[1:])}".replace("  ", " ")
    assert _loose(phrase, f"So {phrase} now.") == [phrase]
    assert _loose(phrase, f"So {spread} now.") == [spread]


def _claims(text: str) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount if c.value else None) for c in extract_draft_claims(text, LIBRARY)
    ]


def test_a_loose_phrase_puts_a_value_that_names_nothing_else_on_its_topic() -> None:
    assert _claims("If a book is returned late, it's £2.") == [("overdue_fine", 2)]


def test_a_phrase_as_written_outweighs_a_loose_one_as_near() -> None:
    # "£1 printing" and "£1 returned late": each cue right after the value; the one-word
    # phrase as written says more than two words that only loosely make a late return.
    vocab = vocabulary(LIBRARY)
    text = "£1 printing | £1 returned late"
    exact = [(3, 11, "print_price")]
    loose = [(17, 30, "overdue_fine")]
    assert weight(vocab, text, exact[0], (0, 2), "about") > weight(
        vocab, text, loose[0], (14, 16), "loose"
    )
    both = pick(vocab, text, exact, "money", (12, 12), loose=loose)
    assert both is not None and both.topic == "print_price"


def _source(body: str) -> Source:
    return verified_source("LIB-1", body)


def _decide(draft: str, message: str) -> tuple[str, str, str]:
    src = _source("Your parcel will arrive within 3 working days.\n")
    v = local_verdict(draft, [src], LIBRARY, message=message, now=NOW)
    return v.decision, v.reason_code, v.claims[0].draft_claim.topic


def test_a_ticket_that_names_its_topic_loosely_still_names_it() -> None:
    got = _decide("It'll be with you within 3 working days.", "When will my parcel finally arrive?")
    assert got == ("ALLOW", "SUPPORTED", "parcel_time")


def test_a_loose_ticket_cue_never_adds_a_topic_to_one_named_as_written() -> None:
    # "reserved" names hold_time as written; "parcel ... arrive" loosely: the draft's value
    # is not read on either alone, it stays unattributed (never ALLOW)
    msg = "My reserved parcel did not arrive, and when will my parcel finally arrive?"
    assert _decide("It'll be with you within 3 working days.", msg)[2] == "hold_time"
    got = _decide("It'll be with you within 3 working days.", "Hello, a question")
    assert got[:2] == ("CAUTION", "EXTRACTION_GAP") and got[2] == UNATTRIBUTED


@pytest.mark.parametrize(
    ("phrase", "text"),
    [
        ("sign-up closes", "Sign-up for evening classes closes 2 days before the term."),
        ("drop-off opens", "Drop-off on weekdays opens at 8am."),
    ],
)
def test_a_hyphenated_compound_with_a_function_word_stays_one_word(phrase: str, text: str) -> None:
    """A compound ("sign-up") is one word: its loose form keeps "up" with "sign", so a modifier
    between it and the verb still matches, and "sign" alone elsewhere does not."""
    rx = re.compile(loose_pattern(phrase) or "^$", re.IGNORECASE)
    assert rx.search(text)
    assert not rx.search("Please sign the form; the desk closes at 6pm.")
