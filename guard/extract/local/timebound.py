"""A zero that holds only until, before or after an event is said under a condition too.

"You can swap your slot free of charge until the kitchen has confirmed it", "Moving your date
is free before we have printed the invitations": the zero is bounded in time by an event, and
holds only on one side of it. That is a condition on when nothing is charged as much as an
"if" or a "when" is (`exceptionzero` reads those), and the document's non-zero amount for the
same topic ("after that we charge 40%") is what the charge is; read word by word, the
document states two values of one topic for one scope and every reply on the charge
escalates as a conflict, though a document does not contradict itself.

Only a clause counts: the conjunction followed by a subject and a verb ("until we dispatch",
"before your order has shipped", "after the engineer is booked"). "Before 5pm", "until the
end of March", "after the first month" are a time or a date, not an event, and "free until
31 May" is a price of nothing for a while, not an exception, so they are left alone. And
because a time-bounded zero is also how a plain free allowance is often worded, it yields
only beside the same document's non-zero value for the topic and scope
(`exceptionzero.conditional_zeros_yield`), never alone.

The words read are closed classes from `guard.english`: the conjunctions of time (less
"since", also a reason, and those already condition words), the subject pronouns, the
determiners, and the auxiliaries as the verb. Grammar words, not a catalogue's.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import COORDINATED_PREDICATE, clause_end, clause_start
from guard.english import (
    ARTICLES,
    BE_FORMS,
    DEMONSTRATIVES,
    DO_FORMS,
    HAVE_FORMS,
    MODALS,
    POSSESSIVES,
    QUANTIFIERS,
    SUBJECT_PRONOUNS,
    TIME_CONJUNCTIONS,
    one_of,
)

_I: Final = re.IGNORECASE

#: The conjunctions of time that are not already condition words (`threshold.CONDITION_WORDS`
#: has "once", "when", "whenever"); "since" also gives a reason, not a bound.
_BOUND: Final = one_of(TIME_CONJUNCTIONS, without=("since", "once", "when", "whenever"))
_DETERMINER: Final = one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES, QUANTIFIERS)
_AUXILIARY: Final = one_of(BE_FORMS, HAVE_FORMS, DO_FORMS, MODALS)
_WORD: Final = r"[a-z][a-z'’-]*"

# The conjunction, then a clause: a subject pronoun and any verb ("until we dispatch"), or
# a determiner's noun phrase (one to three words) and an auxiliary ("before your order has
# shipped", "after the slot is confirmed").
_TIME_CLAUSE_RE: Final = re.compile(
    rf"\b(?P<word>{_BOUND})\s+(?:"
    rf"(?:{one_of(SUBJECT_PRONOUNS)})\s+{_WORD}"
    rf"|(?:{_DETERMINER})\s+(?:{_WORD}\s+){{1,3}}?(?:{_AUXILIARY})\b"
    r")",
    _I,
)


def time_bound(sentence: str, start: int, end: int) -> str | None:
    """The conjunction of time whose clause bounds the zero at `sentence[start:end]` (see
    the module docstring), or None: one in the zero's own clause ("free until we have
    started"), opening the clause right after it ("free, until we dispatch"), or opening
    the sentence ("Before the crew has left, changes are free")."""
    cuts = COORDINATED_PREDICATE
    own_start, own_end = clause_start(sentence, start, cuts), clause_end(sentence, end, cuts)
    m = _TIME_CLAUSE_RE.search(sentence, own_start, own_end)
    if m is None:
        after = re.match(r"[\s,–—-]*", sentence[own_end:])
        at = own_end + (after.end() if after else 0)
        m = _TIME_CLAUSE_RE.match(sentence, at)
    if m is None:
        lead = re.match(r"[\s*_>(–—-]*", sentence)
        m = _TIME_CLAUSE_RE.match(sentence, lead.end() if lead else 0)
    return " ".join(m.group("word").casefold().split()) if m else None
