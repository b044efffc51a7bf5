"""A time counted back from an event says how far ahead, never how long something takes.

"As long as it's at least 24 hours before your delivery, there's nothing to pay and we'll
refund you in full": the 24 hours is how far ahead of the delivery the cancelling must be
done (a notice or lead time). A refund, a repair or a transfer takes its time after it
starts; a value written as "N before <event>" ("ahead of", "prior to") lies before that
event, so it cannot be how long one of them takes, whatever else its sentence names; so does
"N away" ("if your event is more than a week away, the standard service will be ready in
time": how far off the event is, `awayanchor`, never how long the service takes). (Unless the value
is a wait: "it can take up to 5 days before the money reaches you", "allow 3 days before
calling", "it'll be 3 days before it arrives" say how long until, which is how long it
takes.) So a
topic whose own label says it measures how long something takes ("how long a refund takes",
"how long certificates take to issue", "refund processing time", "turnaround time") is
blocked for such a value at every level (as an anchor's topics are, `anchors`), and the
value goes to what else its text names ("Sorry you need to cancel." before it), or to
`other`.

Pure: a vocabulary, a kind and the words right after the value in; the topics to block out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.awayanchor import counted_back_as_away
from guard.extract.local.vocab import Vocabulary

#: Right after the value: it is counted back from an event.
_COUNTED_BACK_RE: Final = re.compile(
    r"^\s*(?:(?:or|and)\s+(?:more|longer)\s+)?(?:before|ahead\s+of|prior\s+to)\b", re.IGNORECASE
)

#: A label that says the topic is how long something takes once it has started.
_TAKES_RE: Final = re.compile(
    r"\bhow\s+long\b.*\btak(?:es?|ing)\b(?!\s+effect)|\bprocessing\s+time\b|\bturnaround\b",
    re.IGNORECASE,
)


def takes_time(vocab: Vocabulary, topic: str) -> bool:
    """Whether the topic's label says it measures how long something takes."""
    spec = vocab.topic(topic)
    return spec is not None and bool(_TAKES_RE.search(spec.label or ""))


#: Right before the value (in its clause): a verb whose object is a wait, so "before" says
#: until when ("it can take up to 5 days before the money reaches you", "allow 3 days before
#: calling us", "it'll be 3 days before it arrives"): how long something takes after all.
_WAIT_LEFT_RE: Final = re.compile(
    r"\b(?:takes?|took|taking|wait|waiting|allow|(?:will|['’]ll|could|can|may|might)\s+be)\b"
    r"(?:\s+[\w'’]+){0,3}?\s*$",
    re.IGNORECASE,
)


def not_how_long_it_takes(
    vocab: Vocabulary, kind: str, right: str, left: str = ""
) -> frozenset[str]:
    """The duration topics that measure how long something takes, when the value's right
    side (`right`) counts it back from an event and its left side (`left`) makes it no wait
    (see the module docstring); else none."""
    counted_back = _COUNTED_BACK_RE.match(right) or counted_back_as_away(right)
    if kind != "duration" or not counted_back or _WAIT_LEFT_RE.search(left):
        return frozenset()
    return frozenset(t.key for t in vocab.catalogue.of_kind("duration") if takes_time(vocab, t.key))
