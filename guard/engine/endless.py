"""A duration promised with no limit: "book any time in advance", "as far ahead as you like",
"there's no limit on how far ahead you can book", "keep it as long as you want", "no time limit".

Why: a duration topic's value is a length of time, and the detector (`patterns`) only sees a
duration as a number before a unit of time. A reply that promises no limit at all on a
window states no number, so nothing read it and it passed as NO_POLICY_CLAIM: the widest
promise a reply can make on a window, let through unchecked. This is the same gap as a count
promised with no limit (`unlimited`), and it gets the same treatment: an unread value, an
extraction gap (D0b, CAUTION EXTRACTION_GAP), never ALLOW, beside governed claims as much as
alone.

Not HOLD: a `Value` is a finite range, and "no limit" is outside a finite window only when
the window is a maximum ("up to 30 days ahead"); against a minimum ("at least 14 days'
notice") "any time in advance" can agree. The engine does not know which a topic is, so
the honest verdict is that a person reads it.

Only words that speak of time mark the promise ("in advance", "ahead", "far", "long",
"early", "time limit", "indefinitely"): "unlimited" alone is a count's word (`unlimited`),
and "you can cancel at any time" says when the customer may act, not how long a window is.
And only in the clause of a duration topic's own about phrase (the words may hold it: "any
time in advance" holds "in advance"). Read in drafts only, as `unlimited` is. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SENTENCE_OR_SEMICOLON, clause_bounds
from guard.engine.patterns import CatalogueWords
from guard.engine.unlimited import merged_matches
from guard.kb.phrasematch import compile_phrases
from guard.models import PatternMatch

_I: Final = re.IGNORECASE

#: What a customer is told they may do as much as they want ("as you like", "you want").
_YOU_LIKE: Final = r"you\s+(?:like|want|wish|need|please|fancy|choose)\b(?!\s+(?:to|it|them)\b)"

#: How far ahead or how long, with no bound.
_ENDLESS: Final = (
    # "any time in advance", "anytime ahead", "whenever you like in advance"
    r"\b(?:any\s*time|whenever\s+" + _YOU_LIKE + r")\s+(?:in\s+advance|ahead|beforehand)\b"
    # "as far ahead as you like", "as long as you want", "as early as you wish"
    r"|\bas\s+(?:far|long|early)(?:\s+(?:in\s+advance|ahead|out|before(?:hand)?))?\s+as\s+"
    + _YOU_LIKE
    # "however far ahead you like", "however long you need"
    + r"|\bhowever\s+(?:far|long|early)(?:\s+(?:in\s+advance|ahead|out|before(?:hand)?))?"
    r"(?:\s+" + _YOU_LIKE + r")?"
    # "no limit on how far ahead", "no restriction on how long", "no cap on when"
    r"|\bno\s+(?:time\s+)?(?:upper\s+)?(?:limit|cap|maximum|max|restriction|deadline)s?\s+"
    r"(?:on|to|for|as\s+to)\s+(?:how\s+(?:far|long|early|soon|late)|when)\b"
    r"(?:\s+(?:in\s+advance|ahead|out|before(?:hand)?)\b)?"
    # "no time limit", "without a time limit", "unlimited time", "indefinitely"
    r"|\b(?:no|without\s+(?:a|any))\s+time\s+(?:limit|cap|restriction)s?\b"
    r"|\bunlimited\s+time\b|\bindefinitely\b"
)
_ENDLESS_RE: Final = re.compile(_ENDLESS, _I)


def no_time_limit_matches(text: str, cat: CatalogueWords) -> list[PatternMatch]:
    """Every place in the draft `text` that promises a duration topic's window with no
    limit, in order, overlaps merged (kind "duration")."""
    phrases = tuple(p for spec in cat.topics if spec.kind == "duration" for p in spec.about)
    named = compile_phrases(phrases)
    if named is None:
        return []
    spans: list[tuple[int, int]] = []
    for m in _ENDLESS_RE.finditer(text):
        lo, hi = clause_bounds(text, m.start(), m.end(), SENTENCE_OR_SEMICOLON)
        if named.search(text, lo, hi) is not None:
            spans.append(m.span())
    return merged_matches(text, spans, "duration")
