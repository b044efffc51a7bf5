"""Rule D0b: what in the draft no claim was extracted for.

Two things are an extraction gap, each capping the draft at CAUTION (EXTRACTION_GAP):

- no governed claim was extracted, yet the policy-pattern detector matches the draft outside
  the claims on no topic (the seed's D0b: "within 4 business days" read as nothing);
- a number that no claim reads and that is no recognised non-policy number
  (`engine.numbers`), whatever else the draft claims: "Minimum age: 16" next to a supported
  refund window is still a number nobody checked. A figure the customer gave of someone
  and the draft describes them by ("as your son is 16") is theirs, no number to read
  (`persons`).

Pure: the draft's text and claims in, the gaps and the trace step out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import unread_numbers
from guard.engine.persons import figure_matches, outside_figures
from guard.engine.tracewords import facts, worded
from guard.models import DraftClaim, PatternMatch, TraceStep

# A detector match that is a timing word alone: no number, no unit, no amount.
_BARE_WORD_RE: Final = re.compile(
    r"(?:same\s+day|today|tomorrow|within|by\s+end\s+of|shortly)", re.I
)
_SENTENCE_END_RE: Final = re.compile(r"[.!?\n]")


def _asked(text: str, m: PatternMatch) -> bool:
    """A bare timing word in a question: "Anything else I can help with today?" states no
    value and promises nothing (a question asks), so it is no gap. A number or an amount in
    a question still is: the question may carry a value to the customer."""
    if not _BARE_WORD_RE.fullmatch(m.text.strip()):
        return False
    end = _SENTENCE_END_RE.search(text, m.end)
    return end is not None and end.group() == "?"


def _inside(n: PatternMatch, spans: list[PatternMatch]) -> bool:
    return any(m.start <= n.start and n.end <= m.end for m in spans)


def extraction_gaps(
    text: str,
    claims: list[DraftClaim],
    governed: list[DraftClaim],
    matches: list[PatternMatch],
    message: str,
    topics: str,
    explained: list[PatternMatch] | None = None,
    unbounded: list[PatternMatch] | None = None,
) -> tuple[list[PatternMatch], list[PatternMatch], TraceStep]:
    """(the gaps, every match to show, the D0b step). `claims` are the validated draft
    claims, `governed` those on a catalogue topic, `matches` the detector's, `message` the
    ticket's (the customer's numbers are theirs), `topics` the catalogue's topics in words,
    `explained` numbers another reading accounts for (a total multiplied out: `multiples`),
    `unbounded` counts promised with no limit (`unlimited`): a gap beside governed claims
    too, as an unread number is, since no claim can carry their value."""
    # Patterns and numbers inside an extracted `other` claim with a value are covered by
    # D0c's CAUTION, which flags its whole sentence.
    flagged = [c for c in claims if c not in governed and c.value is not None]
    covered = [c.span for c in flagged]
    patterns = (
        []
        if governed
        else [m for m in matches if not any(m.text in s for s in covered) and not _asked(text, m)]
    )
    numbers = outside_figures(
        unread_numbers(text, claims, message, flagged),
        [*figure_matches(text, message), *(explained or [])],
    )
    numbers = [
        *numbers,
        *(u for u in unbounded or [] if not any(u.text in s for s in covered)),
    ]
    gaps = sorted(patterns + [n for n in numbers if not _inside(n, patterns)], key=_at)
    shown = sorted(matches + [n for n in numbers if not _inside(n, matches)], key=_at)
    if not gaps:
        return gaps, shown, worded("D0b", "pass", facts("D0b.read", governed=len(governed)))
    found = [m.text for m in gaps]
    why = facts("D0b.gap", found=found, topics=topics, patterns=bool(patterns))
    return gaps, shown, worded("D0b", "fired", why)


def _at(m: PatternMatch) -> tuple[int, int]:
    return m.start, m.end
