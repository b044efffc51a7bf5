"""A time an event is "away" is counted back from that event: the event is its anchor.

"As the delivery is still more than 24 hours away, you can cancel free of charge", "your
check-in is only 2 days away, so …": the time is how far ahead of the event we are, the same
measure as "more than 24 hours before the delivery" (`anchors`: "before" counts back from
its event). It is never how long that event takes or how soon it comes after booking: the
event is what the time is counted back from, not what it measures. Here the event is the
clause's subject, before the value, so `anchors` (which reads the anchor after the value)
does not see it.

So when a duration is followed by "away" and its clause's subject (up to its
first verb, after an opener such as "as", "since" or "if") names a topic of the duration's
kind that nothing else in the clause names, that subject is blanked for the value and its
topics are blocked, as an anchor's are: the value goes to what the rest of its text names
("you can cancel": a notice to cancel), or to `other`.

Pure: a vocabulary, a kind and the value's two sides in; the subject's span and the topics
it alone names (or None) out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.anchors import _of_kind
from guard.extract.local.vocab import Vocabulary

#: Right after the value: the event is that far ahead ("24 hours away"; not "away from").
_AWAY_RE: Final = re.compile(r"^\s*away\b(?!\s+from\b)", re.I)


def counted_back_as_away(right: str) -> bool:
    """Whether the words right after a value say it is how far off an event is ("24 hours
    away"), a time counted back from that event as "before" counts it (`leadtime`)."""
    return _AWAY_RE.match(right) is not None


#: An opener before the clause's subject ("As the delivery is …", "Since your flight's …").
_OPENER_RE: Final = re.compile(
    r"[\W_]*(?:(?:as|since|because|now\s+that|given\s+that|if|when|while|so|and|but)\s+)?", re.I
)
#: The clause's first verb: "is", "are", "will be", or "'s" before an adverb, a comparison
#: or a number ("it's still", "it's more than", "it's 3 days away"; not "Thursday's delivery").
_VERB_RE: Final = re.compile(
    r"\s*\b(?:is|are|was|were|will\s+be)\b|['’]s\s+(?=(?:still|only|just|now|more|less|at|over|"
    r"under|about|nearly|almost|well|\d)\b)",
    re.I,
)
#: Nothing that ends a clause between the subject and the value.
_ONE_CLAUSE_RE: Final = re.compile(r"[,;:()–—]")


def away_anchor(
    vocab: Vocabulary, kind: str, left: str, right: str
) -> tuple[tuple[int, int], frozenset[str]] | None:
    """Where the event a duration counts back from is in its left side (the clause's
    subject, when the value is followed by "away") and the topics of `kind` only
    that subject names (see the module docstring); None otherwise."""
    if kind != "duration" or not _AWAY_RE.match(right):
        return None
    cut = max((m.end() for m in _ONE_CLAUSE_RE.finditer(left)), default=0)
    opener = _OPENER_RE.match(left, cut)
    start = opener.end() if opener is not None else cut
    verb = _VERB_RE.search(left, start)
    if verb is None or verb.start() <= start:
        return None
    subject, rest = left[start : verb.start()], f"{left[verb.start() :]} {right}"
    topics = _of_kind(vocab, kind, subject) - _of_kind(vocab, kind, rest)
    return ((start, verb.start()), topics) if topics else None
