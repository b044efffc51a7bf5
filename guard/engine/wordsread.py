"""Words a claim reads: an unread-value match that a claim's value words cover is read.

Why: `relcount` marks a count or an amount said in words ("twice for lessons", "half
that", "a third upfront") as an unread value, since for long no reader gave it a number.
Where the grammar fixes the number, a reader now does (the local extractor's `wordcount`,
`relvalue` and `aheadshare`; a live model by its prompt), and that claim's value is checked
against the policy like any other: a wrong one is held, a right one allowed. The words
are then no gap. Which words a claim reads is where its value words sit in the draft
(inside its span, verbatim up to whitespace), so a claim only clears the words it quotes
as its value, never others in its sentence. A claim with no value reads nothing. Pure.
"""

from __future__ import annotations

import re

from guard.models import DraftClaim, PatternMatch


def _loose(words: str) -> re.Pattern[str] | None:
    parts = words.split()
    if not parts:
        return None
    return re.compile(r"\s+".join(re.escape(p) for p in parts), re.IGNORECASE)


def value_word_spans(text: str, claims: list[DraftClaim]) -> list[tuple[int, int]]:
    """Where each claim with a value has its value words in the draft `text`."""
    out: list[tuple[int, int]] = []
    for c in claims:
        span_rx, value_rx = _loose(c.span), _loose(c.value_text)
        if c.value is None or span_rx is None or value_rx is None:
            continue
        for sm in span_rx.finditer(text):
            out.extend(vm.span() for vm in value_rx.finditer(text, sm.start(), sm.end()))
    return out


def unread_by_claims(
    text: str, matches: list[PatternMatch], claims: list[DraftClaim]
) -> list[PatternMatch]:
    """The `matches` that no claim's value words overlap."""
    read = value_word_spans(text, claims)
    return [m for m in matches if not any(s < m.end and m.start < e for s, e in read)]
