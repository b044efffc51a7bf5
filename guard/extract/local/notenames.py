"""British names for a banknote's worth: "a fiver" is £5 and "a tenner" £10.

An agent who writes "it's just a tenner" promises £10 as surely as one who writes "£10", yet
the phrase has no digit, symbol or currency word, so without this reading it was no value at
all and a wrong price passed as a reply with no policy claim (issue #17: no number without a
verdict). Only the article or "one" before the noun makes it an amount ("a tenner a month");
the words are the currency's own, so no catalogue or team's wording is involved.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import A_BANKNOTE, BANKNOTE_NAMES
from guard.extract.local.found import Found
from guard.models import Value

#: A cheap test a sentence must pass before the pattern runs (`money._MONEY_HINT_RE`).
NAMED_NOTE_HINT: Final = rf"\b(?:{'|'.join(BANKNOTE_NAMES)})\b"

_NOTE_RE: Final = re.compile(A_BANKNOTE, re.IGNORECASE)


def named_notes(sentence: str) -> list[Found]:
    """Each "a fiver" / "a tenner" in `sentence`, as its amount in GBP."""
    found: list[Found] = []
    for m in _NOTE_RE.finditer(sentence):
        value = Value(amount=BANKNOTE_NAMES[m["note"].casefold()], unit="GBP", kind="money")
        found.append(Found(m.start(), m.end(), m.group(), value))
    return found
