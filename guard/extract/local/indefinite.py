"""A value that bounds an indefinite subject: the line a step starts at, not a topic's value.

"Anything above $200 needs approval from a manager", "Amounts over €50 go to finance",
"Anything up to 3 days you can approve yourself": the subject is no thing with a value but
every case past a line ("anything", "any amount", "amounts"), and the value is that line. It
says when a procedure applies, not what a fee, a time or a limit is. A heading above it
("Late fee disputes") names what the procedure is about, so reading the value on the
heading's topic would state a fee nobody charges. So when the value's own clause names no
topic, such a value is on no topic (`other`); a clause that names one ("Late fees above $200
need approval") is read as before.

The same holds for a value said of another party: "other shops only charge $1", "another
bank takes 2 days". Its subject is someone else's, so a heading about our own fee does not
make it our value; when the catalogue knows none of the subject's words (a subject of its
own, as `subject` reads one), the value is on no topic. "other plans cost $5", where the
catalogue knows "plan", stays with the outer text, as it did.

The same holds for instances a plural noun names, bounded by an amount, when what follows
is a requirement: "Refund requests above £500 need a manager's sign-off", "Claims over £1,000
must go to a senior handler". The bound sits in the subject's post-modifier, so it picks out
which instances the requirement falls on, as "amounts over" does: a line, not the noun's price
or limit (a limit sits in the predicate: "claims are capped at £1,000"). A singular or mass
noun ("Hire above £40 needs a manager's sign-off") reads as before: it may name the thing
whose price passes the line, and a clause that names a topic decides. A requirement that
itself names a topic of the value's kind leaves the reading to that clause.

English grammar only: an indefinite pronoun or a bare amount noun, then a bound; "other" or
"another" before a noun, then its verb; a plural noun, an upward or downward bound, an
amount and a verb of requirement.
"""

from __future__ import annotations

import re
from typing import Final

from guard.wordforms import singular

_BOUNDED_INDEFINITE_RE: Final = re.compile(
    r"(?:^|[^\w'’])(?P<subject>(?:anything|everything|any\s+amounts?|amounts|any\s+sums?|sums)"
    r"(?:\s+else)?\s+(?:above|over|beyond|exceeding|under|below|up\s+to|"
    r"(?:more|less|greater|higher|lower)\s+than|in\s+excess\s+of))\s*$",
    re.IGNORECASE,
)


def bounded_indefinite(left: str) -> str | None:
    """The words "anything above" when they end `left` (the clause before a value), else
    None."""
    m = _BOUNDED_INDEFINITE_RE.search(left)
    return m.group("subject") if m else None


_ADVERB: Final = r"(?:only|just|still|also|all|usually|normally|often|typically|generally)"
# "other networks only hold ", "another bank takes ", "another shop asked you for ": the noun
# (one or two words), adverbs, its verb, a personal pronoun as its object and a preposition
# ("asked you for"), and a bound word at most, right before the value.
_OTHERS_RE: Final = re.compile(
    rf"(?:^|[^\w'’])(?:other|another)\s+(?P<np>[A-Za-z][\w'’-]*(?:\s+(?!{_ADVERB}\b)"
    rf"[A-Za-z][\w'’-]*)??)\s+(?:{_ADVERB}\s+)*[a-z][\w'’]*\s+"
    r"(?:(?:you|us|me|them|him|her)\s+)?(?:(?:for|of|at)\s+)?"
    r"(?:(?:only|just|up\s+to|about|around|at\s+(?:least|most))\s+)?$",
    re.IGNORECASE,
)


def others_subject(left: str) -> str | None:
    """The noun of "other <noun> <verb>" when it ends `left` (the clause before a value):
    whose value it is, if not ours; else None. The caller asks whether the catalogue knows
    the noun."""
    m = _OTHERS_RE.search(left)
    return m.group("np") if m else None


# "Cancellation requests above " opening a clause: one or two modifiers and a plural head noun,
# then a bound, right before the value.
_BOUNDED_PLURAL_RE: Final = re.compile(
    r"^\s*(?:(?:all|any)\s+)?(?P<np>(?:[A-Za-z][\w'’-]*\s+){0,2}(?P<head>[A-Za-z]+))\s+"
    r"(?:above|over|exceeding|under|below|(?:more|less|greater|higher|lower)\s+than|"
    r"in\s+excess\s+of)\s*$",
    re.IGNORECASE,
)
# A verb of requirement right after the value (a total or a per-item word may come between).
_REQUIREMENT_RIGHT_RE: Final = re.compile(
    r"^\s*(?:(?:in\s+total|in\s+all|each)\s+)?(?:need|require|must|have\s+to|"
    r"are\s+(?:required|needed)|should)\b",
    re.IGNORECASE,
)


def bounded_instances(left: str, right: str) -> str | None:
    """The words "Claims above" when `left` (the clause before an amount) is a plural noun
    and a bound and `right` opens with a requirement ("need", "must", "have to"), else None:
    the amount is the line the requirement starts at."""
    m = _BOUNDED_PLURAL_RE.search(left)
    if m is None or singular(m.group("head")) is None:
        return None
    return left[m.start("np") :].strip() if _REQUIREMENT_RIGHT_RE.match(right) else None
