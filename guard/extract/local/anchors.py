"""What a duration counts from: its anchor is not its subject.

"For 36 months after the move, post sent to your old address is forwarded" says how long
forwarding lasts, counted from the move; it says nothing about how long the move takes. A
duration followed by "after", "since" or "following" and a noun phrase is counted from the
event that phrase names: that event is the value's anchor, not what the value measures. So
the words of the anchor are no cue for the value's topic: a topic of the value's kind that
the anchor names is blocked for that value at every level (the clause, the sentence, the
headings), and the value goes to what the rest of its text names, or to `other`.

"from" is left out: "takes seven days from the date you choose" is an anchor too, but "from"
also starts a source or a range ("from the app", "from 3 to 5 days"), and a date phrase
after it names no topic anyway. So are "of" ("30 days of notice" is the notice) and "before"
("cancel up to 48 hours before check-in" is read on the cancellation in its own words).
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import cue
from guard.extract.local.vocab import Vocabulary

# The value's right side, right after it: "after the switch", "since your order",
# "following your request". The anchor runs to the end of the sub-clause.
_ANCHOR_RE: Final = re.compile(
    r"^\s*(?:(?:or|and)\s+(?:more|less|longer|fewer)\s+)?(?:after|since|following)\s+"
    r"(?P<anchor>[^,:;()–—]*)",
    re.IGNORECASE,
)


def anchor_start(right: str) -> int | None:
    """Where the anchor phrase starts in a duration's right side, or None when the duration
    counts from nothing named there."""
    m = _ANCHOR_RE.match(right)
    return m.start() if m is not None and m.group("anchor").strip() else None


def anchored_topics(vocab: Vocabulary, kind: str, left: str, right: str) -> frozenset[str]:
    """The topics of `kind` that only a duration's anchor names in its clause ("after the
    switch" names the switch): what the value counts from, so never what it measures. A
    topic the clause also names before the anchor ("Refunds arrive 5 days after the refund
    is approved") is its subject as well, and stays a candidate."""
    if kind != "duration":
        return frozenset()
    at = anchor_start(right)
    if at is None:
        return frozenset()
    return _of_kind(vocab, kind, right[at:]) - _of_kind(vocab, kind, f"{left} {right[:at]}")


def _of_kind(vocab: Vocabulary, kind: str, text: str) -> frozenset[str]:
    """The topics of `kind` whose `about` phrases the text holds."""
    out = set()
    for _, _, topic in cue(text, vocab).strong:
        spec = vocab.topic(topic)
        if spec is not None and spec.kind == kind:
            out.add(topic)
    return frozenset(out)
