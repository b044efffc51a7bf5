"""A value the draft leaves on no topic, beside the draft's own answer to the ticket: not
the answer again.

A reply answers its ticket, so a value whose sentence names no topic is read on the topic
the ticket asks about (`attribution`). But where the same draft already gives that topic a
value in words that name it ("You can start from 16"), a different unplaced value is not a
second, contradicting answer: it measures something else the reply goes on to mention (the
adult who must come along is "at least 21"). Read on the ticket's topic it would HOLD a
correct reply; left unattributed it is a number nobody checked (D0b: CAUTION, never ALLOW).
An unplaced value that agrees with the draft's answer, or one with no answer beside it,
is still read on the ticket's topic; so is a figure the customer wrote in the ticket ("I
know the other site takes 10%"), which the customer-figure rule then sets aside as theirs
(`figures`), not a number left unchecked. Pure: claims in, a yes or no out.

Nor is a value the ticket's answer where its own clause says whose act it times by a verb
and its object that the ticket's topic never names (`another_act`): "You can move the date
for free up to 7 days before" times moving the date; on a ticket about cancelling it is no
cancellation notice, however much "before" sounds like one. Read on the ticket's topic it
would HOLD a right reply about another act; left unattributed it is CAUTION, never ALLOW. The
verb is found by grammar (after a modal or "to", before a determiner and its noun: the
closed classes of `guard.english`), and a verb or noun any of the topic's phrases holds
keeps the value on it ("you can cancel the party up to 14 days before").
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.values import same_value
from guard.english import (
    ARTICLES,
    DEMONSTRATIVES,
    DO_FORMS,
    MODALS,
    MORE_PREPOSITIONS,
    POSSESSIVES,
    PREPOSITIONS,
)
from guard.kb.catalogue import TopicSpec
from guard.models import DraftClaim
from guard.wordforms import singular

_DETERMINERS: Final = "|".join((*ARTICLES, *POSSESSIVES, *DEMONSTRATIVES))
#: A modal or "to", the verb, a determiner and the object's noun ("can move the date").
_VERB_OBJECT_RE: Final = re.compile(
    rf"\b(?:{'|'.join((*MODALS, 'to'))})\s+(?:\w+ly\s+)?(?P<verb>[a-z]+)\s+"
    rf"(?:{_DETERMINERS})\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def answered_otherwise(c: DraftClaim, claims: list[DraftClaim], topic: str) -> bool:
    """Whether `claims` (the draft's) give `topic` by their own words a value, and none
    equals `c`'s (see the module docstring)."""
    said = [d.value for d in claims if d.topic == topic and not d.alternatives and d.value]
    return bool(said) and c.value is not None and not any(same_value(v, c.value) for v in said)


def _stem(word: str) -> str:
    """The word in lower case and the singular (`guard.wordforms.singular`)."""
    w = word.casefold()
    return singular(w) or w


#: Words that name no act after the verb: a preposition after a demonstrative pronoun ("do that
#: for 2 months") is no object's noun.
_NOT_A_NOUN: Final = frozenset((*PREPOSITIONS, *MORE_PREPOSITIONS))


def _names_an_act(m: re.Match[str]) -> bool:
    """Whether the verb and its object name an act of their own. "do" is the pro-verb: "you can
    do that for 2 months" stands for the act the ticket asked about, and a demonstrative before a
    preposition ("that for") is a pronoun, not a determiner of an object."""
    return (
        m.group("verb").casefold() not in DO_FORMS and m.group("noun").casefold() not in _NOT_A_NOUN
    )


def another_act(c: DraftClaim, spec: TopicSpec | None) -> bool:
    """Whether the value's own clause, before the value, names an act by a verb and its object
    of which neither word is in any of the topic's phrases (see the module docstring)."""
    if spec is None or c.value is None or c.value.kind == "choice":
        return False  # an option's words are common English: `attribute` reads them apart
    at = c.span.find(c.value_text)
    own = re.split(r"[,;:()\u2013\u2014]", c.span[: at if at >= 0 else len(c.span)])[-1]
    m = _VERB_OBJECT_RE.search(own)  # in the value's own clause only
    if m is None or not _names_an_act(m):
        return False
    words = {_stem(w.rstrip("*")) for phrase in spec.about for w in re.findall(r"[\w*]+", phrase)}
    return not any(
        _stem(m.group(k)) in words
        or any(_stem(m.group(k)).startswith(w) for w in words if len(w) > 3)
        for k in ("verb", "noun")
    )
