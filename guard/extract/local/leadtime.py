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

The mirror: a time counted forward, "within N" with no event after it ("Refunds usually show
on your statement within 5 to 10 working days", "we'll reply within 2 days"), says how soon
something happens from now, so it cannot be how far ahead of an event someone must act. A
topic whose own label says it measures a lead time ("notice needed to cancel", "how far
ahead", "days in advance", "before the start") is blocked for such a value in the text
around it (a heading, an earlier sentence, a heading's word: `not_how_far_ahead`), which
says what a section is about, not what each number under it measures. The value's own
sentence still names its topic ("you can tell us within 7 days and we'll freeze your
pass"): what its own words call a notice is left to them. "within N of <event>" ("cancellations within 48 hours of the start"),
"within N before" and "within N's notice" still count back from an event (or name the
notice) and are left to the usual reading.

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


#: A label that measures a lead time: how far ahead of an event, in advance, notice, before.
LEAD_TIME_RE: Final = re.compile(
    r"\b(?:ahead|in\s+advance|advance\s+notice|notice|before|prior\s+to|beforehand)\b",
    re.IGNORECASE,
)

#: Right before the value (its clause's left side ends so): "within", with at most an adverb
#: of degree between ("within about", "within just").
_WITHIN_LEFT_RE: Final = re.compile(
    r"\bwithin(?:\s+(?:about|around|roughly|approximately|just|only|up\s+to))?\s*$",
    re.IGNORECASE,
)
#: Right after the value: an event it is counted from or back from ("of the start", "before
#: the day", "ahead of", "prior to"), or the notice it names ("'s notice").
_ANCHORED_RIGHT_RE: Final = re.compile(
    r"^\s*(?:['’]s?\s+)?(?:(?:advance|prior|written)\s+)?"
    r"(?:of|from|before|ahead|prior|notice|warning)\b",
    re.IGNORECASE,
)


def measures_lead_time(vocab: Vocabulary, topic: str) -> bool:
    """Whether the topic's label says it measures how far ahead of an event one must act (and
    not also how long something takes: "how long a refund takes before it shows" is a wait)."""
    spec = vocab.topic(topic)
    label = spec.label or "" if spec is not None else ""
    return bool(LEAD_TIME_RE.search(label)) and not takes_time(vocab, topic)


def not_how_far_ahead(vocab: Vocabulary, kind: str, right: str, left: str) -> frozenset[str]:
    """The duration topics that measure a lead time, when the value is "within N" counted
    forward from now (its left side ends in "within" and its right side names no event or
    notice: see the module docstring); else none."""
    if kind != "duration" or not _WITHIN_LEFT_RE.search(left) or _ANCHORED_RIGHT_RE.match(right):
        return frozenset()
    return frozenset(
        t.key for t in vocab.catalogue.of_kind("duration") if measures_lead_time(vocab, t.key)
    )


def wrong_way(vocab: Vocabulary, kind: str, right: str, left: str) -> frozenset[str]:
    """The duration topics the value's direction rules out in the text around it (a
    heading's word, for `documents`): how long something takes for a value counted back
    from an event, a lead time for one counted forward from now."""
    return not_how_long_it_takes(vocab, kind, right, left) | not_how_far_ahead(
        vocab, kind, right, left
    )
