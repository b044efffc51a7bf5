"""A value set aside in a sentence wrapped onto an indented line is placed in the source's own
characters (`guard.extract.local.quoteplace`), so the source it explains counts as read.

A list item wrapped onto an indented line is read with the break and the indent as one space;
the set-aside value's offset in that reading is no offset in the body. Placed there, it
covered the wrong characters, the engine found the value's words unexplained, and the source
counted unread (SOURCE_UNREAD on every ALLOW), while `sources claims` said it was read.

An invented bookshop catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.engine.reading import silent_sources
from guard.extract.local import LocalExtractor
from guard.extract.local.quoteplace import quote_span
from guard.extract.local.setaside import set_aside
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Extractions, Owner, Signals, Source
from tests.support.builders import draft, value

SHOP: Catalogue = catalogue_from_dict(
    {
        "name": "Bookshop",
        "topics": {
            "receipt_channel": {
                "kind": "choice",
                "about": ["receipt*"],
                "choices": {"email": ["by email"], "post": ["by post"]},
            },
        },
    },
    "test",
    "Bookshop",
)

# A release note's list item wrapped onto an indented line; its option names no topic.
NOTE = (
    "# App 5.2\n\n"
    "- **Order history.** Members can now see when the shop packed their order and\n"
    "  when it was sent out by post.\n"
)


def _source(body: str) -> Source:
    return Source(
        id="RN-5.2",
        title="App 5.2",
        kind="release_note",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )


@pytest.mark.parametrize(
    ("text", "quote", "words"),
    [
        ("their order and when it was sent", "their order and\n  when it was sent", "sent"),
        ("the fee is   £5   today and then", "the fee is **£5** today and\n  then", "then"),
        ("the fee is   £5   today and then", "the fee is **£5** today and\n  then", "£5"),
        ("plain words on one line", "plain words on one line", "one line"),
        ("broken here and there", "broken here  \n    and there", "and"),
    ],
)
def test_a_span_as_read_is_the_same_words_as_written(text: str, quote: str, words: str) -> None:
    start = text.index(words)
    a, b = quote_span(text, quote, start, start + len(words))
    assert quote[a:b] == words


def test_an_option_set_aside_on_a_wrapped_line_covers_its_own_words() -> None:
    (aside,) = set_aside(NOTE, "App 5.2", SHOP)
    assert aside.item.value_text == "by post"
    assert NOTE[aside.start : aside.end] == "by post"


def test_the_source_is_read_not_silent() -> None:
    note = _source(NOTE)
    ext = LocalExtractor(SHOP).extract_source(note)
    assert ext.claims == [] and [a.value_text for a in ext.set_aside] == ["by post"]
    ex = Extractions(draft=draft("Sent by post.", (value(1), "1")), sources=[ext])
    assert silent_sources(ex, {note.id: note}, SHOP) == {}
