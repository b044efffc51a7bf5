"""How long the writer's own side has done something: "we've run the depot for 6 years".

A reply sometimes says how long the team, the firm or the writer has been at it: "I've
looked after this account for 3 years", "our crew has been fitting kitchens for 12 years".
The clause's subject is the writer's own side (a first-person pronoun, "I" or "we", or a
noun phrase led by "our" or "my"), its verb is in the present perfect ("has", "have", "'ve",
then a past participle: "been", "run", "worked"; "our shop has free parking" is possession), and "for" leads the duration: the present
perfect with "for" measures a stretch of the past up to now, the writer's own history. It is
no period a policy sets for the customer (a notice, a window, a wait), so it is no claim:
read on the ticket's topic of its kind (a value whose words name no topic goes there,
`engine.attribution`) it would contradict the real value.

A promise in the same person keeps its value: "we'll hold it for 7 days", "we refund within
5 days", "we need 14 days' notice" are in the future or the present, not the perfect. So does
a perfect whose words before "for" name the customer or their things ("we've held your slot
for 7 days", "I've extended it for you for 14 days"): that is an act done on the customer's
behalf, whose length may be a policy's.

Grammar words only (pronouns, "our"/"my", the auxiliary "have", "for"): closed classes of
English, no team's wording.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
_WORD: Final = r"[A-Za-z][\w'’-]*"

# The writer's own side as the clause's subject, at the start of the sentence or of a
# sub-clause (after punctuation or a coordinating conjunction): "we", "I", "our team",
# "my colleagues and I".
_OWN_SUBJECT: Final = rf"(?:I|we|(?:our|my)\s+(?:{_WORD}\s+){{0,2}}?{_WORD}(?:\s+and\s+I)?)"
# A past participle: "been", a regular "-ed" or an "-en"/"-wn" form, or one of the few
# common irregular ones (a closed class of English verb forms, no team's words). "Has" with
# a noun after it is possession ("our salon has free parking for 2 hours"), no perfect.
# Words that end like a participle and are none (a number word, an adverb, "open") are
# kept out by name: a closed set of grammar words, no team's.
_PARTICIPLE: Final = (
    r"(?!(?:seven|eleven|often|even|open|need|seed|speed|red)\b)"
    r"(?:been|had|run|done|kept|led|made|sold|taught|built|[A-Za-z]+(?:ed|en|wn))\b"
)
# The present perfect: "'ve"/"have"/"has", maybe an adverb, a participle, then up to six
# words (its object or where) and "for", with an approximation before the number.
_OWN_HISTORY_RE: Final = re.compile(
    rf"(?:^|[,;:–—(]|\b(?:and|but|so)\b)\s*{_OWN_SUBJECT}"
    r"(?:['’]ve|\s+have|\s+has)(?:\s+(?:now|already|also|just|actually|personally))?\s+"
    rf"{_PARTICIPLE}(?:\s+{_WORD}){{0,6}}?\s+for\s+"
    r"(?:(?:the\s+)?(?:past|last)\s+)?"
    r"(?:(?:about|around|nearly|almost|over|more\s+than|just\s+over|just\s+under)\s+)?$",
    _I,
)
# The customer or their things named before "for": an act on their behalf.
_CUSTOMER_RE: Final = re.compile(r"\b(?:you|your|yours)\b", _I)


#: Why such a duration is no claim (a trace shows it).
OWN_HISTORY: Final = "how long the writer's own side has done something"


def own_history(sentence: str, start: int) -> bool:
    """Whether the duration at `start` is how long the writer's own side has done something
    so far (see the module docstring): no value a policy sets, no claim."""
    m = _OWN_HISTORY_RE.search(sentence[:start])
    return m is not None and not _CUSTOMER_RE.search(m.group())
