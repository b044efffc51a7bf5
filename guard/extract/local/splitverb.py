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
"""

from __future__ import annotations

from typing import Final

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
