"""What a source says to a reader (guard/engine/reading.py): comments blanked keeping
offsets, catalogue phrases as policy wording, and every fabricated quote reported.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

from guard.engine.reading import policy_wording, readable_text, unusable_source_quotes
from guard.models import (
    SourceExtraction,
)
from tests.support.builders import claim, value
from tests.support.opentopics import CAT
from tests.support.rulecase import SOP

# --- reading: what a source says to a reader -----------------------------------------------


def test_an_html_comment_is_blanked_to_line_breaks_keeping_offsets():
    assert readable_text("a<!-- x -->b") == "a" + "\n" * 10 + "b"
    assert readable_text("a<!-- never closed") == "a" + "\n" * 17


def test_a_catalogue_choice_phrase_is_policy_wording_in_a_source():
    body = "# Payouts\n\nWe have no weekend payouts.\n"
    assert policy_wording(body, CAT) == "no weekend payouts"
    assert policy_wording(body) is None  # the seed's catalogue has no such choice


# --- reading: what the cache must not keep ----------------------------------------------


def test_every_fabricated_quote_of_a_source_extraction_is_reported():
    body = SOP.body
    good = claim(SOP, value(4))
    bad = claim(SOP, value(2), quote="Reversals take 2 days.")
    bad_sup = claim(SOP, value(1), supersedes=("the old FAQ", "This replaces the old FAQ."))
    ext = SourceExtraction(source_id="SOP", claims=[good, bad, bad_sup])
    assert unusable_source_quotes(ext, body) == [
        "Reversals take 2 days.",
        "This replaces the old FAQ.",
    ]
