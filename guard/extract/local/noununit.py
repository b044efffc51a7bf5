"""A unit word that names a kind of thing, not a length of time: "a day pass", "a week ticket",
"a month rider". Written with an article and no number, the unit word there modifies the noun
after it (a compound noun), so the article belongs to that noun and no duration is said; "a day
or two", "a day in advance", "a day later", "a month free", "a week's notice" (a possessive is
a length) and "a day is enough" all keep their duration.

English grammar only, no catalogue's words: what may follow a spoken duration is a closed set
(punctuation, a preposition, a conjunction, a comparative or a time adverb, a verb), and a verb
right after a singular subject is marked (-s, -ed, a modal or an auxiliary). Any other word is
the head noun the unit word describes.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    CLOSED_CLASSES,
    word_set,
)

# Words that follow a duration said with an article ("a day …"): determiners and pronouns,
# prepositions, conjunctions, relatives, auxiliaries and modals (`CLOSED_CLASSES`), and this
# reader's own: adverbs of place and direction ("a day ahead", "a week away"), the stems "wo"
# and "ca" of "won't" and "can't", comparatives, time adverbs and the few adjectives written
# after a length ("a month free", "a day early", "a week long", "a year old").
_OWN_FOLLOWERS: Final = """
    there here what please then than
    up down off out ahead behind apart away ago abroad overseas back home left remaining
    wo ca
    later earlier sooner longer shorter faster quicker slower more less extra further
    early late long old overdue free max maximum minimum min tops most least
    only just now instead too also even still either again exactly
    """
_FOLLOWERS: Final = word_set(CLOSED_CLASSES, _OWN_FOLLOWERS.split())


# The next word right after the unit word: one plain space, then a lower-case word, read
# with a contracted "n't" apart ("won't" is "wo" and "n't", "isn't" is "is"): the stem is
# the verb, and a stem cut at the apostrophe ("won", "isn") would look like a noun.
# Capitals, digits, hyphens and punctuation end the noun phrase ("a day. Pass ...").
_NEXT_WORD_RE: Final = re.compile(r" (?:(?P<stem>[a-z]+)n['’]t|(?P<word>[a-z]+))\b")


# A verb after a singular subject ("a day passes", "a week went by", "a month remained") or
# an adverb ("a day usually"): not a noun.
_VERB_OR_ADVERB_RE: Final = re.compile(r"(?:[^s]s|ed|ly)$")


def names_a_thing(sentence: str, end: int) -> bool:
    """Whether the unit word ending at `end` modifies the noun after it ("a day pass"), so the
    article and the unit are part of that noun's name and no length of time."""
    m = _NEXT_WORD_RE.match(sentence, end)
    if not m:
        return False
    word = m["stem"] or m["word"]
    return word not in _FOLLOWERS and not _VERB_OR_ADVERB_RE.search(word)
