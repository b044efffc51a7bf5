"""A lower-bound count said within a window of time is a threshold of happenings, not what
a thing holds.

"Three or more logins within 10 minutes lock the account", "if at least 2 payments fail
over a week, we call": an open lower bound ("N or more", "at least N", "more than N") on a
number and its plural noun, followed right away by "within", "in", "over", "during" or
"across" and a length of time, says how many times something must happen in that window for
a rule to fire. That is a trigger, not a quantity. A count topic whose own words (its unit,
label or about phrases) count per no period counts what something holds or allows ("seats
in the van", "cameras included"): the trigger's count of the same noun is another measure,
and read as the topic's value it becomes a second, different candidate for it, so every
right reply on the topic escalates.

So a source's lower-bound count whose clause goes on, with no verb between, to a window
preposition and a duration ("within 30 minutes", "over a week") is no value of a count topic
that names no period (`other`). Not read so: a topic that counts per a period ("logins per
hour"), whose window is its own; an allowance without a lower bound ("you get 2 free visits
in any 12 months"), which is the topic's count over a period the catalogue leaves unsaid;
and "4 parcels arrive within 2 days", where a verb stands between and the window says when.

English grammar only (bound words, window prepositions and units of time), no catalogue's
words.
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


#: An open lower bound on the count: "at least 2", "more than 2" before it, "2 or more" in it.
_LOWER_BEFORE_RE: Final = re.compile(
    r"\b(?:at\s+least|more\s+than|over|a\s+minimum\s+of)\s*$", re.I
)
_LOWER_IN_RE: Final = re.compile(r"\b(?:or|and)\s+(?:more|over|above)\b", re.I)


def windowed(clause: Clause) -> bool:
    """Whether the clause's count is an open lower bound said within a window of time right
    after it."""
    said = clause.sentence[clause.start : clause.end]
    lower = _LOWER_IN_RE.search(said) or _LOWER_BEFORE_RE.search(clause.sentence[: clause.start])
    return lower is not None and _WINDOW_RE.match(clause.sentence[clause.end :]) is not None


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
