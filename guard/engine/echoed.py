"""A draft that repeats the customer's own words around a number is quoting them back.

"I know other networks only hold $1, but ours is $30" after the ticket's "Other networks
only hold $1": the words right before the number are the customer's, word for word, so the
number is theirs, as surely as when a determiner points back to it ("the $1"). A policy
value is stated in the team's words; the same two words before the same number in both the
ticket and the draft are the customer's sentence echoed. So are the same two words after it
("so being back 8 minutes later is fine" after "I was back at the car 8 minutes later"): the
number with the customer's own noun and the word that places it in their story. `figures` then decides, by its own
rules, whether such a figure may be set aside (never when the draft states it as the
topic's value alone).

Pure: two strings in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import numbers_in, value_of

# The words right before a number: two words, then an optional currency sign.
_WORDS_BEFORE_RE: Final = re.compile(r"([A-Za-z][\w'’]*)\s+([A-Za-z][\w'’]*)\s+[$€£¥]?\s?$")


def _two_words_before(text: str, start: int) -> tuple[str, ...] | None:
    m = _WORDS_BEFORE_RE.search(text[max(0, start - 60) : start])
    return tuple(w.casefold() for w in m.groups()) if m else None


# The words right after a number: two words ("minutes later", "days late").
_WORDS_AFTER_RE: Final = re.compile(r"\s*([A-Za-z][\w'’]*)\s+([A-Za-z][\w'’]*)\b")


# A word that ties a count to the event it is measured from or to ("6 days after booking",
# "14 days of delivery"): that is the form a policy's window takes, so a customer who writes it
# may be quoting a rule, and the same words in a draft may state it ("If it was moved 6 days
# after booking, …"). Only words that place the number in the customer's own story ("8 minutes
# later", "3 days late", "2 years old") make the words after it theirs.
_MEASURED_FROM: Final = frozenset(
    {"after", "before", "since", "following", "from", "of", "until", "till", "to", "within"}
)


def _two_words_after(text: str, end: int) -> tuple[str, ...] | None:
    m = _WORDS_AFTER_RE.match(text, end)
    if m is None or m.group(2).casefold() in _MEASURED_FROM:
        return None
    return tuple(w.casefold() for w in m.groups())


def echoes_customer(text: str, start: int, end: int, message: str) -> bool:
    """Whether the number at text[start:end] follows, or is followed by, the same two words
    as the same number in the customer's `message`."""
    if not message:
        return False
    before, after = _two_words_before(text, start), _two_words_after(text, end)
    if before is None and after is None:
        return False
    value = value_of(text[start:end])
    return any(
        value_of(message[s:e]) == value
        and (
            (before is not None and _two_words_before(message, s) == before)
            or (after is not None and _two_words_after(message, e) == after)
        )
        for s, e in numbers_in(message)
    )
