"""What a duration counts from: its anchor is not its subject.

"For 36 months after the move, post sent to your old address is forwarded" says how long
forwarding lasts, counted from the move; it says nothing about how long the move takes. A
duration followed by "after", "since", "following" or "before" and a noun phrase is counted
from the event that phrase names: that event is the value's anchor, not what it measures. So
the words of the anchor are no cue for the value's topic: a topic of the value's kind that
the anchor names is blocked for that value at every level (the clause, the sentence, the
headings), and the value goes to what the rest of its text names, or to `other`.

"from" is left out: "takes seven days from the date you choose" is an anchor too, but "from"
also starts a source or a range ("from the app", "from 3 to 5 days"), and a date phrase
after it names no topic anyway. Only after a span's "for" ("runs for 28 days from delivery",
"is valid for 12 months from purchase") is "from" an anchor: "for" has already said the value
is how long something lasts, so "from" can only say when it starts counting. "before" counts back from its event the same way: "You can
add removal up to 48 hours before your delivery day" says how far ahead the adding is done,
not how long a delivery takes ("cancel up to 48 hours before check-in" is still read on the
cancellation, which its own words name before the anchor). "of" is an anchor only after a
deadline's "within" ("30 days of notice" is the notice itself), and only when the clause's subject
names what the duration measures: "Deposits are refunded within 30 days of moving out"
counts from the moving out, while in "You can ask for a refund within 28 days of the new
date" the subject is a person and the new date opens the window the value is.

An anchor that is itself one of the catalogue's `about` phrases, from its anchoring word on
("after your paid time ends" for a grace period), is the exception: the team says that a
duration counted from that event is that topic. So is a topic whose label holds the anchor's
word ("notice before a price change" for "14 days before a price change takes effect").
A "to" right after the anchoring word is no anchor: "let us know 48 hours before to cancel your
booking" uses "before" with no object (before the trip), and "to cancel …" is the purpose of
the act, which may name the value's topic. The anchor ends where a new clause starts (a pronoun subject or a coordinating conjunction
after its first word): in "a week before the arrival date you can cancel" the cancelling is
the main clause's. When nothing else in the clause names a
topic of the kind, such an anchor names the value's topic and is not blocked.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import cue
from guard.extract.local.vocab import Vocabulary

# The value's right side, right after it: "after the switch", "since your order",
# "following your request", "before your delivery day". The anchor runs to the end of the sub-clause.
# A notice the duration describes ("24 hours' notice before the delivery") is counted back from
# the event after it as the bare duration is ("24 hours before the delivery").
_ANCHOR_RE: Final = re.compile(
    r"^\s*(?:(?:or|and)\s+(?:more|less|longer|fewer)\s+)?"
    r"(?:['’]s?\s+(?:(?:advance|prior|written)\s+)?(?:notice|warning)\s+(?=before\b))?"
    r"(?:after|since|following|before)\s+"
    r"(?!to\s)"  # "48 hours before to cancel": "before" with no object, then a purpose
    r"(?P<anchor>[^,:;()–—]*)",
    re.IGNORECASE,
)


# A deadline's "within" right before the duration ("within 30 days", "within the next 3
# days"): an "of" after it then names what the deadline counts from.
_WITHIN_LEFT_RE: Final = re.compile(r"\bwithin\s+(?:the\s+(?:next|first)\s+)?$", re.IGNORECASE)
_OF_ANCHOR_RE: Final = re.compile(r"^\s*of\s+(?P<anchor>[^,:;()–—]*)", re.IGNORECASE)

# A span's "for" right before the duration ("runs for 28 days", "lasts for two weeks"): a
# "from" after it then names the event the span is counted from ("for 28 days from
# delivery"), unless a number or date follows ("from 3 to 5 days", "from 1 May"): that is a
# range or a start date, which names no topic anyway.
_FOR_LEFT_RE: Final = re.compile(r"\bfor\s+$", re.IGNORECASE)
_FROM_ANCHOR_RE: Final = re.compile(
    r"^\s*from\s+(?!\d|(?:the\s+)?(?:app|website|site|shop|store|us|our)\b)"
    r"(?P<anchor>[^,:;()–—]*)",
    re.IGNORECASE,
)


def anchor_span(right: str, left: str = "") -> tuple[int, int] | None:
    """Where the anchor phrase is in a duration's right side (to the end of its
    sub-clause), or None when the duration counts from nothing named there (`left`: the
    clause before the duration)."""
    m = _ANCHOR_RE.match(right)
    if m is None and _WITHIN_LEFT_RE.search(left):
        m = _OF_ANCHOR_RE.match(right)
    if m is None and _FOR_LEFT_RE.search(left):
        m = _FROM_ANCHOR_RE.match(right)
    if m is None or not m.group("anchor").strip():
        return None
    # The anchor is a noun phrase or its own small clause: a new clause's subject or a
    # coordinating conjunction after its first word ends it ("a week before the arrival date
    # you can cancel": the cancelling is the main clause's, not the anchor's).
    cut = _NEW_CLAUSE_RE.search(right, m.start("anchor") + 1, m.end())
    return (m.start(), cut.start() if cut is not None else m.end())


_NEW_CLAUSE_RE: Final = re.compile(r"\s(?:you|we|they|I|he|she|and|but|so|or)\b", re.IGNORECASE)


def without_anchor(right: str, left: str = "") -> str:
    """The right side with its anchor phrase blanked, positions kept: what stands after the
    anchor ("(the cooling-off period)") still names the value."""
    span = anchor_span(right, left)
    if span is None:
        return right
    s, e = span
    return right[:s] + " " * (e - s) + right[e:]


def anchored_topics(
    vocab: Vocabulary, kind: str, left: str, right: str, before: str = ""
) -> frozenset[str]:
    """The topics of `kind` that only a duration's anchor names in its clause ("after the
    switch" names the switch): what the value counts from, so never what it measures. A
    topic the clause also names before the anchor ("Refunds arrive 5 days after the refund
    is approved") is its subject as well, and stays a candidate. `before`: the value's own
    main clause up to the value, where its subject stands when `left` (cut short at an
    earlier value of the sentence) holds no verb of its own (`_subject_names`)."""
    if kind != "duration":
        return frozenset()
    span = anchor_span(right, left)
    said = left if _VERB_RE.search(left) or not before else before
    if span is None or (_OF_ANCHOR_RE.match(right) and not _subject_names(vocab, kind, said)):
        return frozenset()
    rest = f"{left} {right[: span[0]]} {right[span[1] :]}"
    named = _of_kind(vocab, kind, rest)
    anchor = right[span[0] : span[1]]
    blocked = _of_kind(vocab, kind, anchor) - named
    if named:
        return blocked
    return blocked - _anchor_is_phrase(vocab, kind, anchor) - _label_counts(vocab, anchor, blocked)


def _label_counts(vocab: Vocabulary, anchor: str, topics: frozenset[str]) -> frozenset[str]:
    """The topics among `topics` whose label holds the anchor's own word ("notice before a
    price change" for "14 days before a price change takes effect"): the team says such a
    topic is a time counted from that event, so the anchor names what the value measures.
    Asked only when nothing else in the clause names a topic of the kind."""
    word = _ANCHOR_WORD_RE.search(anchor)
    if word is None or word.group().lower() == "of":
        return frozenset()
    said = re.compile(rf"\b{word.group()}\b", re.IGNORECASE)
    return frozenset(
        t for t in topics if (spec := vocab.topic(t)) is not None and said.search(spec.label)
    )


# The anchoring word itself, where the anchor phrase starts ("from" only after a span's "for":
# `_FROM_ANCHOR_RE`; a topic phrase "after the class ends" also names "from when the class
# ends", so such an anchor is that topic's phrase as the "after" one is).
_ANCHOR_WORD_RE: Final = re.compile(r"\b(?:after|since|following|before|of|from)\b", re.IGNORECASE)


def _anchor_is_phrase(vocab: Vocabulary, kind: str, anchor: str) -> frozenset[str]:
    """The topics of `kind` whose own `about` phrase is the whole anchor, from its anchoring
    word on ("after your session ends"): the catalogue says a duration counted from that
    event is that topic, so the anchor names what the value measures. Asked only when
    nothing else in the clause names a topic of the kind."""
    word = _ANCHOR_WORD_RE.search(anchor)
    if word is None:
        return frozenset()
    return frozenset(
        topic
        for s, _, topic in cue(anchor, vocab).strong
        if s == word.start() and (spec := vocab.topic(topic)) is not None and spec.kind == kind
    )


# The first verb of a clause: the words before it are its subject.
_VERB_RE: Final = re.compile(
    r"\b(?:is|are|was|were|will|can|may|might|must|should|could|would|gets?|takes?|comes?|"
    r"goes|go|arrives?|needs?)\b",
    re.IGNORECASE,
)


def _subject_names(vocab: Vocabulary, kind: str, left: str) -> bool:
    """Whether a topic of `kind` is named (as written or loosely) from the clause's subject
    on: "Deposits are refunded within" names what the duration measures, "You can ask for
    a refund within" names a person, whose right to act the anchor's event opens. A clause
    cut short at an earlier value ("Your deposit goes back to the card you used | within 10
    days of the sale") has no verb of its own: its subject is the main clause's, before that
    value, and the caller passes the main clause instead."""
    verb = _VERB_RE.search(left)
    if verb is None:
        return False
    c = cue(left, vocab)
    return any(
        s < verb.start() and (spec := vocab.topic(t)) is not None and spec.kind == kind
        for s, _, t in (*c.strong, *c.loose)
    )


def _of_kind(vocab: Vocabulary, kind: str, text: str) -> frozenset[str]:
    """The topics of `kind` whose `about` phrases the text holds."""
    out = set()
    for _, _, topic in cue(text, vocab).strong:
        spec = vocab.topic(topic)
        if spec is not None and spec.kind == kind:
            out.add(topic)
    return frozenset(out)
