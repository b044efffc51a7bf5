"""A person's state the customer told us, said back: "My daughter is 17" → "As she's 17, …".

A number alone is not the customer's figure ("I'm 16" does not make "at 16 you can join"
theirs: `numbers._customers_number`). But when the ticket says a number as what someone is
("my daughter is 17", "I'm 16 now") and the draft says the same number as what a person is
("as she's 17", "since you're 16"), the draft repeats what it was told about that person; a
policy is never written with a pronoun as its subject and a bare number as all it says
("the minimum age is 16" has a thing as its subject, "you must be 16" a modal). So in both
places: the number right after a form of "be" (the draft's led by a personal pronoun), and
after it nothing that would make it a measure of something else (an end of clause, a
conjunction, "years old", or the pronoun subject of the next clause where no comma is
written: "As he's 15 he can't join yet"). Digits only: a person's age or count, as customers write it.
The person may also be named by a possessive and a noun, the same noun in both ("My son is
19" → "as your son is 19"): the customer's own words for them, said back.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
_DIGITS_RE: Final = re.compile(r"(?<![\d.,])\d{1,3}(?![\d.,]\d)")

_ADVERB: Final = r"(?:(?:only|just|now|already|still|nearly|almost)\s+)?"
_BE: Final = r"(?:['’](?:s|re|m)|\s+(?:is|are|am|was|were))"
# The draft: a personal pronoun and a form of "be" right before the number.
_PRONOUN_BE_RE: Final = re.compile(
    rf"\b(?:he|she|they|you|i|we){_BE}\s+{_ADVERB}$",
    _I,
)
# The ticket: any subject and a form of "be" (or "turned") right before the number.
_ANY_BE_RE: Final = re.compile(rf"(?:\w{_BE}|\s(?:turned|turns))\s+{_ADVERB}$", _I)
# After the number: the clause ends, a conjunction follows, "years old", or a new clause's
# pronoun subject where no comma is written ("As he's 15 he can't join yet").
_STATE_END_RE: Final = re.compile(
    r"(?:\s*(?:[,.;:!?)]|$)|\s+(?:and|but|so|or|now|too|already)\b|[\s-]+years?[\s-]+old\b"
    r"|\s+(?:he|she|they|you|i|we)\b)",
    _I,
)


def _a_state(text: str, start: int, end: int, before: re.Pattern[str]) -> bool:
    return bool(before.search(text[max(0, start - 40) : start]) and _STATE_END_RE.match(text, end))


# The same person named by a possessive and a noun in both places: the ticket's "my son is
# 19" said back as "as your son is 19". The noun must be the same word in both (singular or
# plural aside), so a policy's own subject ("your deposit is …") is never taken for it.
_YOUR_NOUN_BE_RE: Final = re.compile(
    rf"\b(?:your|his|her|their)\s+([^\W\d_][\w'’-]*){_BE}\s+{_ADVERB}$", _I
)
_MY_NOUN_BE_RE: Final = re.compile(
    rf"\b(?:my|our|his|her|their)\s+([^\W\d_][\w'’-]*){_BE}\s+{_ADVERB}$", _I
)


def _noun_state(text: str, start: int, end: int, before: re.Pattern[str]) -> str | None:
    """The noun of a possessive subject whose state is the number at text[start:end]."""
    m = before.search(text[max(0, start - 40) : start])
    if m is None or not _STATE_END_RE.match(text, end):
        return None
    return m.group(1).casefold().rstrip("s")


def echoed_state(text: str, start: int, end: int, message: str) -> bool:
    """Whether the number at text[start:end] repeats what the ticket's `message` said a
    person is (the module docstring), by a pronoun or by the same possessive noun."""
    words = text[start:end]
    if not message or not words.isdigit():
        return False
    if _a_state(text, start, end, _PRONOUN_BE_RE):
        return any(
            m.group() == words and _a_state(message, m.start(), m.end(), _ANY_BE_RE)
            for m in _DIGITS_RE.finditer(message)
        )
    noun = _noun_state(text, start, end, _YOUR_NOUN_BE_RE)
    return noun is not None and any(
        m.group() == words and _noun_state(message, m.start(), m.end(), _MY_NOUN_BE_RE) == noun
        for m in _DIGITS_RE.finditer(message)
    )
