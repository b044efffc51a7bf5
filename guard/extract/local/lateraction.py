"""A zero written after another action than the one its topic's words name.

"If we cancel a class, you can join another class at no extra cost": the
clause names the cancellation (a cancellation fee's word), but the zero comes after a later
verb and its complement ("join another class") and says what that action
costs, not the cancellation. As "cancel your pass free of charge" prices the cancelling and
not the pass (`actionzero`), a zero prices the action it is written after: a verb that
stands between the topic's words and the zero, in a verb's slot, takes it. The topic's own
words keep it when nothing stands between ("you can cancel your booking at no cost", "the
fee is waived"), and a nominal "-ing" after a determiner ("your booking") is no verb.

English grammar only: the verb is found by its slot (after a modal, "to" or a subject
pronoun; a gerund after a preposition, a comma or a conjunction), never by a catalogue's
words.
"""

from __future__ import annotations

import re
from typing import Final

# The zero wordings that say what an action or a thing costs (the predicate "free" included:
# "moving to another class is free").
_ZERO_RE: Final = re.compile(
    r"(?:is|are|['’]s|['’]re)?\s*(?:free(?:\s+of\s+charge)?|for\s+free|"
    r"at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge))$",
    re.IGNORECASE,
)

# A finite verb after a modal, "to" or a subject pronoun ("you can travel", "we'll move").
_FINITE_RE: Final = re.compile(
    r"\b(?:can|could|may|might|will|would|shall|should|must|to|you|we|they|['’]ll)\s+"
    r"(?=(?P<verb>[a-z]+)\b)",
    re.IGNORECASE,
)

# A gerund that opens a phrase: after a preposition, a comma or a conjunction ("choose between
# travelling on...", ", rebooking onto..."). Not one right after the topic's words with
# nothing between: that "-ing" word is the head noun the topic's words modify ("Saturday
# fitting is free", "weekend parking is free": the priced thing itself), no later action.
_GERUND_RE: Final = re.compile(
    r"(?:[,;]\s*|\b(?:between|by|from|of|on|without|after|before|with|about|and|or|"
    r"instead\s+of)\s+)(?P<verb>[a-z]{2,}ing)\b",
    re.IGNORECASE,
)

# Words a slot can hold that are no action: modals, auxiliaries, determiners, adverbs of
# degree ("you can also travel" reads "also" as no verb, and the next word is tried).
_NO_VERB_WORDS: Final = """
    can could may might will would shall should must be been being is are was were have has
    had do does did not also still only just then always never a an the your our their my
    any some no this that these those it them us you we they
    """
_NO_VERB: Final = frozenset(_NO_VERB_WORDS.split())

# Words in -ing that are no gerund: a preposition and nouns of time and things.
_NOT_GERUND_RE: Final = re.compile(
    r"(?:during|\w*thing|morning|evening|ceiling|spring|string|[krsw]ing)", re.IGNORECASE
)


def zero_of_a_later_action(zero: str, before: str, words: str) -> bool:
    """Whether the zero written `zero`, after the sentence text `before`, is said of a verb
    that stands between the last time the topic's `words` are written there and the zero
    (so it prices that action, not the topic)."""
    if not words or not _ZERO_RE.search(zero.strip()):
        return False
    at = before.lower().rfind(words.lower())
    if at < 0:
        return False
    between = re.sub(r"^\w*", "", before[at + len(words) :])  # the rest of the topic's word
    for m in _FINITE_RE.finditer(between):
        if m["verb"].lower() not in _NO_VERB:
            return True
    return any(not _NOT_GERUND_RE.fullmatch(m["verb"]) for m in _GERUND_RE.finditer(between))
