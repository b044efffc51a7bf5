"""A comparison inside a participle phrase that describes its subject is a condition.

"An order returned more than 30 days after delivery is refused" says the same as "if an
order is returned more than 30 days after delivery, it is refused": the participle phrase
("returned more than 30 days after delivery") picks out which orders, so its value is the
threshold the text sets, not a value something is merely compared with. The structure is a
noun, a past participle straight after it (no auxiliary: "refunds are processed faster than
5 days" compares), the comparison, and then the sentence's own finite verb ("is refused",
"will be charged", "cannot be"), which shows the participle was not the main verb ("The
parcel arrived later than 5 days." has none after its value).
"""

from __future__ import annotations

import re
from typing import Final

# The lead before the comparison ends in a word and a past participle: "-ed" (not "need",
# "speed", "hundred"), or one of the common irregular participles.
_PARTICIPLE_LEAD_RE: Final = re.compile(
    r"(?P<head>[A-Za-z'’]+)\s+(?!\w*eed\b|hundred\b|shed\b)"
    r"(?:[A-Za-z]{2,}ed|made|sent|paid|held|kept|left|sold|bought|done|put|set|cut|lost|"
    r"brought|told|spent|run|taken|given|written|chosen|broken|shown|seen|known|drawn)\s+$",
    re.IGNORECASE,
)
# A word before the participle that makes it a verb of its own clause (an auxiliary or a
# subject pronoun: "are processed", "we processed", "it's been") rather than a noun's
# description.
_NOT_A_NOUN_RE: Final = re.compile(
    r"(?:[a-z]*['’](?:s|ve|re|d|ll)|is|are|was|were|be|been|being|am|get|gets|got|getting|"
    r"has|have|had|having|it|we|you|they|he|she|i|who|which|that|and|or|to)",
    re.IGNORECASE,
)
# The sentence's finite verb after the value, before the clause ends: a modal or a form of
# be/have/do/get, possibly negated, so the participle before the value was not the verb.
_FINITE_AFTER_RE: Final = re.compile(
    r"^[^,;:.!?]{0,80}?\b(?:will|won['’]t|would|shall|should|can|cannot|can['’]t|could|may|"
    r"might|must|is|isn['’]t|are|aren['’]t|was|wasn['’]t|were|weren['’]t|has|have|had|"
    r"does|doesn['’]t|do|don['’]t|gets?|incurs?|pays?|needs?)\b",
    re.IGNORECASE,
)


def describes_subject(lead: str, after: str) -> bool:
    """`lead` (the text before a comparison's "more than" words) ends in a noun and a past
    participle, and `after` (the text after the compared value) reaches the sentence's own
    finite verb: the comparison is a participle phrase's condition on its subject."""
    m = _PARTICIPLE_LEAD_RE.search(lead)
    if m is None or _NOT_A_NOUN_RE.fullmatch(m["head"]):
        return False
    return _FINITE_AFTER_RE.search(after) is not None
