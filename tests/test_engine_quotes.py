"""The snippet a rejected extraction shows (guard/engine/quotes.py).

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

from guard.engine.quotes import snippet

# --- quotes: the snippet a rejected extraction shows ---------------------------------------


def test_a_rejected_quote_is_shown_whole_up_to_120_characters():
    assert snippet("x" * 120) == "x" * 120
    assert snippet("  a \n b  ") == "a b"


def test_a_longer_rejected_quote_is_cut_to_120_characters_with_an_ellipsis():
    cut = snippet("x" * 121)
    assert cut == "x" * 119 + "…"
    assert len(cut) == 120
