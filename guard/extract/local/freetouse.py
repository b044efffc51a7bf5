"""A thing said to be "free to use" costs nothing to use: a price of zero.

"You're free to cancel" is a liberty, not a price, so the predicate zero in `money` leaves a
"free" with "to" after it unread. But when the subject is a thing, not a person, and the verb
after "to" is one of using or getting that very thing, with no object of its own ("the app is
free to download", "it's free to use", "the library is free to join"), the subject is what is
used: using it costs nothing, which is the subject's own price of zero. An act done to the
thing ("lessons are free to cancel") stays no zero: that is the act's price, which a
cancellation topic and not the thing's price would hold (`actionzero` reads such acts when
"free of charge" says so). A verb with an object ("it's free to use the gym"), or a person
as the subject ("you're free to join", "they're free to visit") is a liberty: no zero.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES, QUANTIFIERS, THING_PRONOUNS, one_of

_I: Final = re.IGNORECASE

# The subject right before the copula is not a person: not I, you, we, he, she, they.
_NOT_PERSON: Final = r"(?<!\bi)(?<!\byou)(?<!\bwe)(?<!\bhe)(?<!\bshe)(?<!\bthey)"

# Verbs of using or getting the subject itself (never an act done to a booking or an order).
_USE_VERB: Final = (
    r"(?:use|join|enter|access|attend|visit|download|install|borrow|hire|rent|watch|stream|"
    r"play|read|ride)"
)

# An object right after the verb makes it a liberty with its own object ("free to use the gym"):
# a determiner, a pronoun or "one", "both", "all" (the list as first written: not "each").
_OBJECT_WORDS: Final = one_of(
    ARTICLES, POSSESSIVES, THING_PRONOUNS, DEMONSTRATIVES, QUANTIFIERS, ("one", "both", "all"),
    without=("each",),
)  # fmt: skip
_OBJECT: Final = rf"(?:{_OBJECT_WORDS})\b"

#: "is/are/was/'s free to use" said of a thing, the verb with no object.
FREE_TO_USE_RE: Final = re.compile(
    rf"(?:{_NOT_PERSON}\s+(?:is|are|was|were|stays?|remains?)|{_NOT_PERSON}['’]s)\s+"
    rf"(?:always\s+|still\s+|\w+ly\s+)?free\s+to\s+{_USE_VERB}\b(?!\s+{_OBJECT})",
    _I,
)


def free_to_use(sentence: str) -> list[re.Match[str]]:
    """Each "free to use" in `sentence` said of a thing (the module docstring): a zero."""
    return list(FREE_TO_USE_RE.finditer(sentence))
