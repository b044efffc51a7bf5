"""A count in a ", with …" phrase is its sentence's subject's: "Our rooms are bright, with
space for 3 guests".

A phrase opened by "with" after a comma, hung on a clause with no verb of its own ("…, with
a maximum of 4 riders", "…, with up to 3 guests each"), says what the clause before it has:
it describes that clause's subject, as "our rooms have space for 3 guests" would. So a
number in it that counts a count topic's unit noun (`unithead`) counts it for what the clause
before the comma names, and that clause's topic phrase names the count's topic, though the
number's own clause (cut at the comma) does not.

Only a phrase that opens with "with" right after a comma and holds no other clause stop
before the number, and only the clause right before that comma (back to the sentence's start
or its last stop), so a topic named two clauses away never reaches the number. English
grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

#: The number's own phrase: a comma, "with", then no stop up to the number.
_WITH_PHRASE_RE: Final = re.compile(r",\s*with\s+[^,;:.!?()\[\]–—]*$", re.IGNORECASE)
#: Where the clause before the comma starts: after the last stop.
_STOP_RE: Final = re.compile(r"[;:.!?()\[\]–—]|,")


def clause_the_phrase_describes(sentence: str, start: int) -> str:
    """The clause a ", with …" phrase holding sentence[start] hangs on, or "" when the number
    stands in no such phrase (module docstring)."""
    m = _WITH_PHRASE_RE.search(sentence[:start])
    if m is None:
        return ""
    before = sentence[: m.start()]
    stops = list(_STOP_RE.finditer(before))
    return before[stops[-1].end() :] if stops else before
