"""A zero that says an action costs nothing, not the thing the action is done to.

"You can cancel your yearly pass free of charge" says cancelling is free, not that the pass
is: "free of charge", "for free" and "at no (extra) cost" written after a verb and its object
qualify the verb. A zero is a price of the priced thing only when said of it: "the pass is
free", "a free pass" (`freenoun`), "you get the pass at no cost" (a verb of getting or giving
hands over the thing itself, so the zero is its price). When the catalogue's phrase itself
holds the verb ("replace a card" for a replacement fee), the action is the priced thing.

The verb's object may be a list ("we'll repaint the gate and the fence free of charge"): the
zero still qualifies the verb, whichever item of the list a catalogue prices, so the priced
thing's words may be followed by more items joined by "and", "or" or a comma (each a few words
with no verb slot, pronoun or preposition in them) before the zero.

English grammar only: the verb is found by its slot (after a modal, "to", a subject pronoun,
or at the start of the clause), never by a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, MORE_PREPOSITIONS, POSSESSIVES, PREPOSITIONS, one_of

# The adverbial zero wordings, written after what they qualify.
_ADVERBIAL_ZERO_RE: Final = re.compile(
    r"^(?:free\s+of\s+charge|for\s+free|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge))$",
    re.IGNORECASE,
)


# Verbs whose object is handed over: a zero after them is the object's own price.
_GETTING_WORDS: Final = """
    get gets got getting receive receives received receiving offer offers offered offering
    give gives gave given giving provide provides provided providing include includes
    included including supply supplies supplied supplying lend lends lent lending send sends
    sent sending enjoy enjoys enjoyed enjoying have has had having keep keeps kept keeping
    claim claims claimed claiming collect collects collected collecting pick picking borrow
    borrows borrowed borrowing add adds added adding issue issues issued issuing
    """
_GETTING: Final = frozenset(_GETTING_WORDS.split())


# What opens a verb's slot: a modal, "to", a subject pronoun, a conjunction. Itself no verb:
# before "swap a locker" in "you can swap a locker", "can" is not the action.
_SLOT: Final = (
    "can|could|may|might|will|would|shall|should|must|to|you|we|they|i|please|and|or|then|also"
)


# A verb in its slot, then an optional determiner, right before the priced thing's words.
_VERB_SLOT_RE: Final = re.compile(
    rf"(?:^|(?:\b(?:{_SLOT})|['’]ll)\s+)(?!(?:{_SLOT})\b)(?P<verb>[a-z]+)\s+"
    r"(?:(?:your|the|a|an|my|our|their|this|that|any|his|her|its)\s+)?$",
    re.IGNORECASE,
)


# A gerund that opens the clause, then an optional determiner: "Cancelling your pass is
# free" says the cancelling is.
_GERUND_SUBJECT_RE: Final = re.compile(
    r"^\s*(?P<verb>[a-z]+ing)\s+(?:(?:your|the|a|an|my|our|their|this|that|any)\s+)?$",
    re.IGNORECASE,
)


# A zero said as the predicate: "is free", "are free of charge".
_COPULAR_ZERO_RE: Final = re.compile(r"^(?:is|are|was|were|be|['’](?:s|re))\b", re.IGNORECASE)


# Words that cannot be part of a listed object's noun phrase: a verb's slot, a pronoun, a
# preposition, a form of "be". One of them after the priced thing means a new clause or a
# phrase of another role ("cancel your pass and we'll refund it", "cancel your pass today").
_NOT_IN_A_LISTED_NOUN_WORDS: Final = """
    he she it them us me is are was were be been for with from by on in at of into before
    after until within during
    """
_NOT_IN_A_LISTED_NOUN: Final = frozenset(_SLOT.split("|") + _NOT_IN_A_LISTED_NOUN_WORDS.split())
_WORD: Final = r"[a-z][\w'’-]*"


def _determined_words(determiners: tuple[str, ...], most: int, word: str) -> str:
    """A short noun phrase, as a regex fragment: an optional determiner (an article, a
    possessive or one of `determiners`), then one to `most` words matching `word`, as the
    group `words`. A listed item and a preposition's object are both such a phrase; each
    names the determiners its place takes ("all", "both" in a list; "another" after "to")."""
    return (
        rf"(?:(?:{one_of(ARTICLES, POSSESSIVES, determiners)})\s+)?"
        rf"(?P<words>{word}(?:\s+{word}){{0,{most - 1}}})"
    )


# More items of the object's list: "and", "or" or a comma, an optional determiner, then one
# to three words ("and the skirting boards", ", the doors or the windows").
_LISTED_ITEM_RE: Final = re.compile(
    r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)"
    + _determined_words(("any", "all", "both"), 3, r"(?!(?:and|or)\b)" + _WORD),
    re.IGNORECASE,
)


def _more_listed_items(rest: str) -> bool:
    """Whether `rest` (what follows the priced thing's words, up to the zero) is only more
    items of a list of objects ("and the skirting boards"), so the zero after it still
    qualifies the verb of the whole list."""
    at = 0
    items = 0
    while at < len(rest.rstrip()):
        m = _LISTED_ITEM_RE.match(rest, at)
        if m is None or items == 3:
            return False
        if any(w.lower() in _NOT_IN_A_LISTED_NOUN for w in m["words"].split()):
            return False
        if any(w.lower() in _GETTING for w in m["words"].split()):
            return False
        at = m.end()
        items += 1
    return items > 0


# One phrase of a preposition after the object ("to the next free slot", "onto a later
# date"): where or when the verb's act takes the object, a determiner, then one to four words.
_COMPLEMENT_RE: Final = re.compile(
    rf"^\s+(?:{one_of(PREPOSITIONS, MORE_PREPOSITIONS, without=('of',))})\s+"
    + _determined_words(("any", "another", "other"), 4, _WORD)
    + r"\s*$",
    re.IGNORECASE,
)


def _verb_complement(rest: str) -> bool:
    """Whether `rest` (what follows the priced thing's words, up to the zero) is one phrase
    of a preposition that completes the verb ("reschedule your visit to the next free slot at
    no extra cost"): the verb's act still ends at the zero, so the zero is the act's. "Of"
    is left out (it qualifies the object's noun), and so is a phrase holding a verb's slot,
    a pronoun or a getting verb (a new clause). Prepositions are a closed class of English."""
    m = _COMPLEMENT_RE.match(rest)
    if m is None:
        return False
    words = [w.lower() for w in m["words"].split()]
    return not any(w in _NOT_IN_A_LISTED_NOUN or w in _GETTING for w in words)


def zero_of_an_action(zero: str, left: str, words: str) -> bool:
    """Whether the zero written `zero` qualifies the verb before the priced thing's `words`
    (the last time they stand in `left`, the clause before the zero), not that thing: after
    a verb and its object ("cancel your pass free of charge"), or as the predicate of a
    gerund's ("cancelling your pass is free")."""
    zero = zero.strip()
    copular = bool(_COPULAR_ZERO_RE.match(zero))
    if not words or not (copular or _ADVERBIAL_ZERO_RE.match(zero)):
        return False
    at = left.lower().rfind(words.lower())
    if at < 0:
        return False
    rest = left[at + len(words) :]
    if rest.strip() and (copular or not (_more_listed_items(rest) or _verb_complement(rest))):
        return False  # the thing is not what the zero is written right after (or its list)
    slot = _GERUND_SUBJECT_RE if copular else _VERB_SLOT_RE
    m = slot.search(left[:at])
    return m is not None and m["verb"].lower() not in _GETTING
