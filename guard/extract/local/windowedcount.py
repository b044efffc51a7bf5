"""A count said within a window of time counts happenings, not what a thing holds.

"Three or more logins within 10 minutes lock the account", "2 missed payments in a row
over 6 months": a number and its plural noun followed right away by "within", "in",
"over", "during" or "across" and a length of time count how many times something happens in
that window. That is a frequency, a threshold in time. A count topic whose own words (its
unit, label or about phrases) count per no period counts what
something holds or allows ("seats in the van", "cameras included"): the windowed count of
the same noun is another measure, and read as the topic's value it becomes a second,
different candidate for it, so every right reply on the topic escalates.

So a source's count whose clause goes on, with no verb between, to a window preposition and
a duration ("within 30 minutes", "over a week", "in any 12 months") is no value of a count
topic that names no period (`other`). A topic that counts per a period ("logins per hour")
keeps it: there the window is the topic's own. "4 parcels arrive within 2 days" is not
read so: a verb stands between the count and the window, which then says when.

English grammar only (window prepositions and units of time), no catalogue's words.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from guard.extract.local.numerals import _WORD_NUMBER
from guard.extract.local.percountperiod import topic_period
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER, TopicSpec
from guard.models import SourceClaim

if TYPE_CHECKING:
    from guard.extract.local.reading import Reading

_TIME_UNIT: Final = r"(?:seconds?|minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|years?)"
#: Right after the count: a window preposition, then a length of time ("within 30 minutes",
#: "over a week", "in any 12 months", "during the same day").
_WINDOW_RE: Final = re.compile(
    r"^\s*(?:within|in|over|during|across)\s+"
    r"(?:(?:a|an|one|any|each|every|the\s+same|a\s+single|the)\s+)?"
    rf"(?:(?:\d+|{_WORD_NUMBER})[\s-]+)?(?:(?:calendar|working|business|rolling)\s+)?"
    rf"{_TIME_UNIT}\b",
    re.IGNORECASE,
)


#: A period of time in a topic's own words: "per hour", "a day", "within a week", "hourly".
_TOPIC_TIME_RE: Final = re.compile(
    rf"\b(?:per|a|an|each|every|within|in|over)\s+(?:\w+\s+)?{_TIME_UNIT}\b"
    r"|\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annual(?:ly)?)\b",
    re.IGNORECASE,
)


def _counts_in_time(spec: TopicSpec) -> bool:
    """Whether the topic's own words count per a period (`percountperiod.topic_period`, or
    any unit of time said so in its unit, label or about phrases)."""
    words = (spec.unit or "", spec.label, *spec.about)
    return topic_period(spec) is not None or any(_TOPIC_TIME_RE.search(w) for w in words)


def windowed(clause: Clause) -> bool:
    """Whether the clause's count is said within a window of time right after it."""
    return _WINDOW_RE.match(clause.sentence[clause.end :]) is not None


def windowed_counts_yield(
    vocab: Vocabulary, claims: list[tuple[SourceClaim, Reading]], clauses: list[Clause]
) -> list[tuple[SourceClaim, Reading]]:
    """Claims, each count said within a window of time made `other` when its topic counts per
    no period (module docstring)."""
    out: list[tuple[SourceClaim, Reading]] = []
    for (c, r), clause in zip(claims, clauses, strict=True):
        if c.value is not None and c.value.kind == "count" and windowed(clause):
            spec = vocab.topic(c.topic)
            if spec is not None and not _counts_in_time(spec):
                note = "a count within a window of time: how often, not how many the topic counts"
                c = c.model_copy(update={"topic": OTHER})
                r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
