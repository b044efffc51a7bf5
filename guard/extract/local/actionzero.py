"""A zero that says an action costs nothing, not the thing the action is done to.

"You can cancel your yearly pass free of charge" says cancelling is free, not that the pass
is: "free of charge", "for free" and "at no (extra) cost" written after a verb and its object
qualify the verb. A zero is a price of the priced thing only when said of it: "the pass is
free", "a free pass" (`freenoun`), "you get the pass at no cost" (a verb of getting or giving
hands over the thing itself, so the zero is its price). When the catalogue's phrase itself
holds the verb ("replace a card" for a replacement fee), the action is the priced thing.

English grammar only: the verb is found by its slot (after a modal, "to", a subject pronoun,
or at the start of the clause), never by a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

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
    if at < 0 or left[at + len(words) :].strip():
        return False  # the thing is not what the zero is written right after
    slot = _GERUND_SUBJECT_RE if copular else _VERB_SLOT_RE
    m = slot.search(left[:at])
    return m is not None and m["verb"].lower() not in _GETTING
