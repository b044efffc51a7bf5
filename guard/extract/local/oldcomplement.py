"""An "old" thing inside a noun's complement, with a present-tense verb: no old value.

"The previous price was £39", "your old limit of 2 bags" and "the old price is £39" mark the
value itself as history: "old", "previous" or "former" qualifies the noun the value is of
(`dropped`). But in "collection of your old sofa is £20" or "the fee for the previous
owner's transfer is £15", the phrase with "old" stands after a preposition: it is the
complement of another noun ("collection", "the fee"), and that noun, not the old thing, is
the verb's subject and what the value measures. "Old" then says which thing the service
is about (an old sofa, a used phone), not that the value has gone by; the present tense
("is", "are") says the value holds now. With a past verb ("the cost of the old plan was
£20") the sentence itself still puts the value in the past, so only the present tense is
read here.

English grammar only: a preposition (a closed class of grammar words) right before the
determiner of the "old" phrase, and a present form of "be" right before the value; no
catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

# A noun (a content word, not a verb or a preposition itself), a preposition that opens its
# complement, a determiner, "old"/"previous"/"former" and up to two more words, then a
# present "is"/"are" right before the value.
_OLD_IN_COMPLEMENT_RE: Final = re.compile(
    r"\b(?!(?:is|are|was|were|be|been|instead|rather|than|down|up|from|to)\b)[A-Za-z][\w'’-]*\s+"
    r"(?:of|for|on|with|from|about|per|at)\s+"
    r"(?:the|our|your|its|their|his|her|my|an?)\s+(?:old|previous|former)"
    r"(?:\s+(?!(?:is|are|was|were|of)\b)[A-Za-z][\w'’-]*){1,2}\s+(?:is|are)\s+$",
    _I,
)


def old_thing_in_complement(tail: str) -> bool:
    """Whether the words right before a value (`tail`) are a noun whose complement holds an
    "old" thing, then a present "is"/"are" ("disposal of your old sofa is "): the value is
    that noun's, said now, not an old value (see the module docstring)."""
    return _OLD_IN_COMPLEMENT_RE.search(tail) is not None
