"""A topic's phrase led by a verb also names its topic said in the passive.

A team writes what the customer does as a verb and its object ("report a problem", "return the
item", "cancel your order"); a reply often says the same act with the object first and the
verb as a passive participle ("problems need to be reported within 14 days", "items must be
returned unused"). The loose form of a phrase (`phrases.loose_pattern`) already lets its two
content words come in either order, a few words apart; but in the object-first order the verb
stands as its past participle, which none of the word's forms spell ("report", "reports",
"reporting"). So in that order the verb also matches its regular past participle: "-ed", "-d"
after a silent "e", "-ied" for a consonant and "y", and a doubled final "l" as British English
spells it ("cancelled"). An irregular participle ("sent", "given") is not predictable from
spelling and is not matched.

English morphology only, no catalogue's words.
"""

from __future__ import annotations

import re

_VOWELS = "aeiou"


def past_participles(verb: str) -> tuple[str, ...]:
    """The regular past participles of `verb` ("report" → "reported", "return" →
    "returned", "cancel" → "cancelled", "canceled"), or () for a word that is not a plain
    verb stem of three letters or more."""
    word = verb.lower()
    if len(word) < 3 or not word.isalpha() or word.endswith(("ed", "ing")):
        return ()
    if word.endswith("e"):
        return (word + "d",)
    if word.endswith("y") and word[-2] not in _VOWELS:
        return (word[:-1] + "ied",)
    if word.endswith("l") and word[-2] in _VOWELS and word[-3] not in _VOWELS:
        return (word + "led", word + "ed")
    return (word + "ed",)


def participle_pattern(verb: str) -> str | None:
    """A regex source matching one of the verb's regular past participles, or None."""
    forms = past_participles(verb)
    return "(?:" + "|".join(re.escape(f) for f in forms) + ")" if forms else None
