"""A speaker the text introduces with an indefinite article reports: "a woman at the desk says
…", "an old regular claims …", "another neighbour insists …".

`wording.reported` reads a person's speech verb before a value as someone else's words when
the person is one of the nouns a support team writes about (`guard.english.PEOPLE_NOUNS`:
customer, caller, member, …). But who the speaker is does not make the words theirs; the
grammar does. An indefinite article ("a", "an", "another", "one") brings in someone the text
has not named before: not the writer ("we", "I") and not a document the team points to as its
own ("our terms say", "the agreement says" take "our" and "the"). So whatever noun follows it,
a value after that speaker's speech verb is what they say, not what the text states, exactly
as after "a customer says". Read as stated, a colleague's Slack line "a gentleman on the phone
says he paid €40 last year" becomes a proposal of €40 that contradicts the current price.

The words this excludes from the noun's place are grammar words only (articles, pronouns, the
forms of be, have and do, modals, prepositions, conjunctions: `guard.english`'s closed
classes), so that "a week she said" or "one of them says" is no speaker; the nouns themselves
are open, and none is listed.
"""

from __future__ import annotations

from typing import Final

from guard.english import (
    CLOSED_CLASSES,
    WRITER_WORDS,
    one_of,
)

_GRAMMAR: Final = one_of(CLOSED_CLASSES, WRITER_WORDS)
#: One word that can be part of a noun phrase: letters, not a grammar word.
_WORD: Final = rf"(?!(?:{_GRAMMAR})\b)[a-z][a-z'’-]*"

#: A speaker the text introduces: an indefinite article and a noun, with at most one word
#: before the noun ("a woman", "an old regular"). A regex fragment without groups, for the
#: subject of `wording`'s reported-speech pattern (case-insensitive, verbose).
NEW_SPEAKER: Final = rf"(?:a|an|another|one)\s+{_WORD}(?:\s+{_WORD})?"
