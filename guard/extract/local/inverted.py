"""A sentence that opens with its auxiliary verb and ends in a question mark asks every value
in it: "Is the fee still £20, or did it go up to £30?".

`wording.asked` reads a value as asked when its own clause ends in a question mark, and as
stated when a comma comes first, so that a tag on a statement ("It's 5 days, OK?") stays a
statement. An alternative question puts a comma before its second half ("Is it still 6
hours, or did it go up to 12?"), and so would read its first value as stated. But the word
order says otherwise from the first word: a verb before its subject ("is it", "does the
plan", "can we") opens a yes/no or alternative question, and the question mark at the
sentence's end closes it. Nothing in it is stated, whatever commas stand between.

Only when both hold: the sentence, or the part of it after a run-in lead ("Quick one:"), the
last colon or spaced dash before the value, starts with an auxiliary or modal verb; and the
sentence ends in "?". A statement after a colon ("Good news: it's 5 days, right?") opens with
its subject and stays a statement. English auxiliaries only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

#: An auxiliary or modal verb first, then a word (its subject): "is it", "did the price".
_INVERTED_RE: Final = re.compile(
    r"^[\s*_\"'“‘(]*(?:is|are|was|were|am|do|does|did|can|could|will|would|shall|should|has|"
    r"have|had|may|might|must|isn['’]t|aren['’]t|wasn['’]t|doesn['’]t|don['’]t|didn['’]t|"
    r"can['’]t|won['’]t|hasn['’]t|haven['’]t)\s+\w",
    _I,
)
#: Where a run-in lead ends before the question: a colon or a spaced dash.
_LEAD_END_RE: Final = re.compile(r":\s|\s[-–—]\s")
#: The sentence's end: a question mark, closing quotes or emphasis after it allowed.
_ENDS_ASKING_RE: Final = re.compile(r"\?[\s\"'”’)*_]*$")


def asked_by_word_order(sentence: str, start: int) -> bool:
    """Whether the value at sentence[start:] stands in a question that opens with its verb
    and ends in "?" (module docstring)."""
    if not _ENDS_ASKING_RE.search(sentence):
        return False
    before = sentence[:start]
    leads = list(_LEAD_END_RE.finditer(before))
    opening = before[leads[-1].end() :] if leads else before
    return bool(_INVERTED_RE.match(opening))
