"""A length said of how late a thing is: "If an invoice is more than 14 days overdue, we
pause the account".

A duration right before "overdue", "past due", "in arrears" or "late" is a measure phrase
of that adjective: it says how far past its due date or time the thing the clause is about
stands, never the period that thing is given up to then. When the words that put the value
on its topic are that thing itself (the subject of "is … overdue": "an invoice" for a topic
of when invoices are payable), the value measures the thing's lateness, not the topic's
period: `other`. A topic named elsewhere in the sentence keeps it ("Units are locked once
rent is 10 days overdue": the lock-out's day, as "rent" names no topic), and so does a topic
whose own phrase is the adjective ("overdue", "late payment").

English grammar only, no catalogue's words. Pure: a string and offsets in, the subject's
words or None out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import BE_FORMS, one_of

_I: Final = re.IGNORECASE

# Right after the duration: the adjective it measures.
_LATE_RE: Final = re.compile(r"\s*(?:overdue|past\s+due|in\s+arrears|late)\b", _I)
# Right before the duration: a linking verb ("is", "gets", "falls") and a comparison; the
# subject is before them, after the last clause opener or stop. The verb is required: after
# an act ("the tuner arrived 2 hours late") the length says how late the act was, a case or
# a rule about the act that is read as one, never a thing standing overdue.
_LINK_RE: Final = re.compile(
    rf"\s+(?:{one_of(BE_FORMS)}|gets?|becomes?|falls?|runs?)\s+"
    r"(?:(?:more|less|fewer)\s+than\s+|over\s+|under\s+|at\s+least\s+|up\s+to\s+)?$",
    _I,
)
_OPENER_RE: Final = re.compile(
    r"[,;:()]|\b(?:if|when|once|where|while|unless|until|after|because)\b", _I
)


def late_subject(sentence: str, start: int, end: int) -> str | None:
    """The words of the thing the duration at sentence[start:end] says is overdue or late,
    when one stands before it ("an invoice" in "If an invoice is more than 14 days
    overdue"), else None."""
    if not _LATE_RE.match(sentence, end):
        return None
    link = _LINK_RE.search(sentence[:start])
    head = sentence[: link.start()] if link else ""
    subject = _OPENER_RE.split(head)[-1].strip()
    return subject or None


def measures_lateness(sentence: str, start: int, end: int, cue_words: str) -> str | None:
    """The late thing's words when the cue that put the duration on its topic is that thing
    itself (see the module docstring), else None."""
    subject = late_subject(sentence, start, end)
    if subject is None or not cue_words.strip():
        return None
    return subject if cue_words.casefold() in subject.casefold() else None
