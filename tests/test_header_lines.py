"""A header line and a time of day are never part of a value (issue 17).

A chat export puts each message under a header line, the author and the time ("**Priya
Nair** 14:25"); the message itself starts on the next line. The unread-source detector read
the whole body as one string, so "14:25" then "Passengers keep asking…" read as a count of 25
passengers: a source stating no value counted as unread and capped every ALLOW. Two rules,
each enough on its own: the detector reads a source block by block, as the local reader does
(`segment.blocks`), and the minutes of a clock time are never a count's number.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from guard.engine.patterns import find_policy_patterns
from guard.engine.reading import policy_wording, silent_sources
from guard.extract.local import LocalExtractor, extract_draft_claims, extract_source_claims
from guard.extract.local.segment import blocks, sentences
from guard.kb.catalogue import Catalogue
from guard.models import DraftExtraction, Extractions, Source
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def ferry() -> Catalogue:
    topics: dict[str, Any] = {
        "max_passengers": {"kind": "count", "unit": "passengers",
                           "about": ["passenger*", "foot passenger*"]},
        "boarding_close": {"kind": "duration", "about": ["boarding closes", "check-in closes"]},
    }  # fmt: skip
    return named_catalogue("Ferry", topics)


def _source(body: str) -> Source:
    return verified_source("CHAT-1", body, title="#deck-crew – capacity?", kind="slack")


THREAD = (
    "**Priya Nair** 14:25\n"
    "Passengers keep asking whether the evening crossing is running. Anyone know?\n"
    "\n"
    "**Tom Reyes** 14:31\n"
    "No idea, ask the harbour office."
)


def test_a_header_lines_time_does_not_run_into_the_message_under_it():
    assert policy_wording(THREAD, ferry()) is None
    ext = LocalExtractor(ferry()).extract_source(_source(THREAD))
    assert ext.ok and ext.claims == []
    by_id = {"CHAT-1": _source(THREAD)}
    assert (
        silent_sources(Extractions(draft=DraftExtraction(text=""), sources=[ext]), by_id, ferry())
        == {}
    )


def test_a_value_never_runs_from_a_heading_or_a_short_line_into_the_next():
    """Without a clock time at all: a heading's or a short line's last number is not the
    next block's count."""
    for head in ("## Crossing 2", "**Deck crew** rota 3"):
        body = f"{head}\nPassengers keep asking whether the evening crossing is running."
        assert policy_wording(body, ferry()) is None, head


def test_a_value_in_the_same_thread_still_makes_it_read_like_policy():
    body = THREAD + "\n\n**Sam Ode** 14:40\nThe small boat takes 12 passengers, not more."
    assert policy_wording(body, ferry()) == "12 passengers"


def test_a_value_wrapped_inside_one_paragraph_is_still_found():
    """A soft wrap (a long line broken at about 80 characters) is one block: its words are
    still read together."""
    body = "On the evening crossings the small boat is licensed to carry up to 12\npassengers."
    assert policy_wording(body, ferry()) == "12 passengers"


def test_the_minutes_of_a_time_of_day_are_never_a_count():
    sentence = "We boarded at 14:25 passengers from the late train."
    assert [m.text for m in find_policy_patterns(sentence, ferry()) if m.kind == "count"] == []
    assert extract_draft_claims(sentence, ferry()) == []
    src = extract_source_claims(_source(sentence), ferry())
    assert [c.value for c in src] == []
    # the count itself is read when it is one
    assert [c.value.amount for c in extract_draft_claims("We take 25 passengers.", ferry())] == [25]


_LINES = st.sampled_from(
    [
        "**Ana Silva** 09:40",
        "Guests say the lift is broken on the third floor and nobody has fixed it yet.",
        "Short line.",
        "| Plan | Price |",
        "|---|---|",
        "| Basic | £5 |",
        "## Opening times",
        "- up to 4 people",
        "1. Call the office",
        "   ",
        "",
        "A line long enough to be wrapped by an exporter at eighty characters or",
    ]
)


@given(st.lists(_LINES, max_size=12))
def test_every_sentence_lies_in_the_block_it_is_read_in(lines: list[str]) -> None:
    """`blocks` and `sentences` agree on where a block starts and ends, so the detector
    never reads words together that the extractor reads apart."""
    text = "\n".join(lines)
    spans = blocks(text)
    assert spans == sorted(spans)
    assert all(a < b <= c for (a, b), (c, _) in pairwise(spans))
    for s in sentences(text, mask=False):
        a, b = spans[s.line]
        assert s.quote in text[a:b]
