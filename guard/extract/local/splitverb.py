"""An option phrase that opens with a verb still names its option with a pronoun object
put between the verb and the word after it.

"We'll brush it out", "we clip them short", "we send it back": English puts a pronoun
object between a phrasal verb and its particle or complement, where a noun object may
follow them ("brush out the mats", "send back the parcel"). A catalogue writes the option
as the verb and its particle ("brush out", "clip short", "send back"); the pronoun only
says what the act is done to, never which act it is. So the first gap of an option phrase
of two words or more also matches one object pronoun. The list is closed: it holds
English's third-person object pronouns (grammar words, the same for any team's wording),
never a noun, which might be another thing the verb acts on. A pronoun after any later
word is no such split: "nylon it strings" is no English, so it cannot be read as one.

The same holds for a topic's `about` phrase that is a verb and its particle ("take down",
"set up"): "we'll take it down on Monday" names it as "take down the tent" does
(`particle_split`, a loose cue in `loose`). A transitive phrasal verb puts a short noun
object there as readily ("we'll take the tent down", "set your stall up"): a noun phrase a
determiner opens (an article, a possessive or a demonstrative, then one or two words)
matches too, for a phrase of a verb and its particle alone. A verb, particle and preposition
("get back to") takes no object between; one there makes it another verb ("get the fee
back", `particle`), and such phrases are not split here.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES, one_of
from guard.kb.particleverb import particle_pattern, verb_forms

#: English's third-person object pronouns: the object a phrasal verb takes before its
#: particle ("brush it out", "clip him short", "send them back").
OBJECT_PRONOUNS: Final = ("it", "them", "him", "her")

#: The gap after an option phrase's first word: one object pronoun.
PRONOUN_GAP: Final = r"\s+(?:" + "|".join(OBJECT_PRONOUNS) + r")\s+"


def pronoun_split(words: list[str]) -> str:
    """The pattern of an option phrase (its words' patterns, `words`, two or more) with one
    object pronoun after its first word and its other words as written (see the module
    docstring)."""
    return words[0] + PRONOUN_GAP + r"\s+".join(words[1:])


#: A phrasal verb's noun object between verb and particle: a determiner, one or two words.
NOUN_GAP: Final = (
    rf"\s+(?:{one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES)})\s+[A-Za-z]+(?:[\s-]+[A-Za-z]+)?\s+"
)


def particle_split(phrase: str) -> str | None:
    """The regex source of a phrase of a verb and its particle ("set up") in the verb's
    forms with one object pronoun between ("sets it up"); None for any other phrase."""
    if particle_pattern(phrase) is None:  # not a verb and one particle
        return None
    verb, particle = phrase.split()
    forms = "|".join(re.escape(f) for f in verb_forms(verb))
    gap = rf"(?:{PRONOUN_GAP}|{NOUN_GAP})"
    return rf"(?<![\w])(?:{forms}){gap}{re.escape(particle)}(?![\w])"
