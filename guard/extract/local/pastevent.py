"""A number in a report of what happened on one day: "Had two guests today turn up 20 minutes
late", "A rider yesterday waited 40 minutes at the depot".

Teams talk in their channels about what happened: how many people came, how late, how long
someone waited. Such a sentence tells an event, in the past tense and pinned to a day ("today",
"yesterday", "this morning", "last night"); its numbers are how many there were and how long it
took that day, not a value anyone states or proposes for a policy. Read as claims, "two guests"
would be a proposed group limit and "20 minutes late" a proposed grace period, signalling
changes nobody suggested.

So a value is no claim when its own clause (cut at punctuation and at "and", "but", "so")
holds a day of the past and a verb in the past tense before the value, and no word that would
make it a rule or an announcement: no modal or future ("will", "can", "must", "should",
"need to"), no verb of change ("raised", "changed", "moved", "launched", "went live"), no verb
in the present or perfect ("there's a £25 fee", "you've told us within 24 hours"), no bound
("at least", "up to", "within": a limit), no day that starts something or that a time counts
from ("from today", "as of yesterday", "at least 14 days before today") and no clause of
reason or time that leads into a main clause ("As the slot was confirmed this morning …"). A
day's possessive names a thing of that day, not when the event was ("within 24 hours of
yesterday's clean"). "Your order was sent today and should arrive within 2 days" keeps its 2
days: its clause is "should arrive within 2 days". A choice option is never an event's number
and is left alone.

English grammar only: tense, modals and time words, never a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION_AND_COORDINATORS, clause_end, clause_start
from guard.english import AT_LEAST, AT_MOST, one_of

#: The reason `dropped.why_not_a_claim` gives.
PAST_EVENT: Final = "what happened on a day, not a value stated"

# A day that is past or under way, as a time of the event ("today", "this morning"); not
# its possessive, which names a thing of that day ("within 24 hours of yesterday's clean").
_EVENT_DAY_RE: Final = re.compile(
    r"\b(?:today|yesterday|last\s+night|this\s+(?:morning|afternoon|evening))\b(?!['’]s)",
    re.IGNORECASE,
)
# The same day as a start: the value holds from then on ("from today", "as of yesterday").
_STARTING_DAY_RE: Final = re.compile(
    r"\b(?:from|since|as\s+of|starting|effective|until|till|by|for|before|after|than)\s+"
    r"(?:today|yesterday|last\s+night|this\s+(?:morning|afternoon|evening))\b",
    re.IGNORECASE,
)
# A verb in the past tense: an irregular past the reports use, or "-ed" after a consonant
# other than "e" ("waited", "turned", "arrived"; not "need" or "speed").
_PAST_VERB_RE: Final = re.compile(
    r"\b(?:had|was|were|did|came|went|got|took|sent|left|rang|told|showed|turned|waited|"
    r"arrived|[a-z]+[^e\W]ed|[a-z]+ied)\b",
    re.IGNORECASE,
)
# What makes the clause a rule, a promise or an announcement of a change, not a report.
_NOT_A_REPORT_RE: Final = re.compile(
    r"\b(?:will|would|shall|should|can|could|may|might|must|need\s+to|needs\s+to|have\s+to|"
    r"has\s+to|going\s+to)\b|['’]ll\b"
    r"|\b(?:rais|increas|reduc|lower|chang|mov|updat|extend|shorten|cut|drop|introduc|launch|"
    r"releas|ship|switch|replac|set|fix|approv|agree|decid|announc)\w*"
    r"|\b(?:now|went\s+live|goes\s+live|is\s+live)\b"
    # a verb in the present ("there's a £25 fee"), a perfect ("you've told us within 24
    # hours"): the clause says what holds, not only what happened
    r"|\b(?:is|are|am|has|have)\b|['’](?:s|re|ve|m)\b"
    # a bound: a limit the clause sets ("given at least 14 days before today"): AT_LEAST and
    # AT_MOST of guard.english, and this reader's own words for a limit in time
    rf"|\b(?:{one_of(AT_LEAST, AT_MOST)}|within|no\s+(?:more|less|later|earlier)\s+than|"
    r"or\s+(?:more|less|longer|fewer|over|under))\b"
    # a clause of reason or time leading into a main clause ("As the slot was confirmed …")
    r"|^\W*(?:as|since|because|when|once|if|after|before)\b",
    re.IGNORECASE,
)


def reports_an_event(sentence: str, start: int, end: int, kind: str) -> bool:
    """Whether the value at `sentence[start:end]` is a number in a report of what happened on a
    day (see the module docstring)."""
    if kind == "choice":
        return False
    cuts = PUNCTUATION_AND_COORDINATORS
    # The coordinators are cut in lower case only; an opening "Had" is still the clause's.
    lo = clause_start(sentence, start, cuts)
    hi = clause_end(sentence, end, cuts)
    clause = sentence[lo:hi]
    before = sentence[lo:start]
    return bool(
        _EVENT_DAY_RE.search(clause)
        and not _STARTING_DAY_RE.search(clause)
        and _PAST_VERB_RE.search(before)
        and not _NOT_A_REPORT_RE.search(clause)
    )
