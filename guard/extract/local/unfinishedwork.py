""" "Work in progress" named as things, not as the text's own status.

"This page is a work in progress", "Status: work in progress", "(work in progress)": said of
the text itself, or standing alone, the phrase says the text is unfinished, a draft. But the
same words are also a plain noun phrase for unfinished things: "a rack for work in
progress", "space to keep your work in progress", "storage of work in progress". After a
preposition or a possessive the phrase is the object of something the text offers or
describes, and it says nothing of the text's status: the document stays as in force as its
other sentences.

An article or a determiner between the preposition and the phrase opens the same noun phrase
("we charge for the work in progress", "a shelf for any work in progress"): still an object.

The words read before the phrase are prepositions, possessives and determiners: grammar
words, closed classes, not domain words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, QUANTIFIERS, one_of

_I: Final = re.IGNORECASE

#: A preposition or a possessive right before the phrase: it is an object, a thing.
_OBJECT_BEFORE_RE: Final = re.compile(
    r"\b(?:for|of|with|to|on|in|into|from|onto|under|your|their|our|my|his|her|its)\s+"
    rf"(?:(?:{one_of(ARTICLES, DEMONSTRATIVES, QUANTIFIERS, ('all',))})\s+)?$",
    _I,
)


def names_unfinished_things(text: str, start: int, end: int) -> bool:
    """Whether the "work in progress" at text[start:end] is an object after a preposition or
    a possessive (see the module docstring), not the text's own status."""
    said = " ".join(text[start:end].split()).casefold()
    if said != "work in progress":
        return False
    return bool(_OBJECT_BEFORE_RE.search(text[:start]))
