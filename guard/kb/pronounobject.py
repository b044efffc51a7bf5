"""A phrase of a verb and its object names its topic when a message says the object as "it",
after naming the object's noun.

"I booked a table for Friday but we're running late. Can I still push it back?", "I've got a
voucher from my aunt, can I extend it?": a customer names the thing once, then says what they
want done to it with a pronoun. A catalogue phrase that is a verb and its object ("extend your
voucher", "move the table", a possessive or an article between them) then names the topic as
surely as "extend my voucher" would: "it" stands for the noun the message named before it.
This reads such a phrase in a customer's message (where a weaker cue is asked only when no
phrase matches as written or loosely, `guard.engine.attribution.ticket_topics`): the verb
in its base, -s, -ing or past form (`particleverb.verb_forms`), "it", and the phrase's noun said
earlier in the message (in its plural or possessive too). A verb with no noun before the
pronoun ("Can I extend it?" alone) names nothing: what "it" is, the message does not say.

English grammar only: no verb or noun is listed here.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import POSSESSIVES
from guard.kb.particleverb import verb_forms
from guard.kb.phrases import phrase_pattern, split_exact

#: The words that may stand between a phrase's verb and its object's noun.
_DETERMINERS: Final = frozenset({*POSSESSIVES, "a", "an", "the", "this", "that"})


@lru_cache(maxsize=512)
def verb_and_object(phrase: str) -> tuple[str, str] | None:
    """A phrase's verb and its object's noun ("extend", "voucher" of "extend your voucher"), or None
    for a phrase that is not a verb, a determiner and one noun."""
    text, exact = split_exact(phrase)
    tokens = text.split()
    if exact or len(tokens) != 3 or tokens[1].lower() not in _DETERMINERS:
        return None
    verb, noun = tokens[0], tokens[2]
    if not (verb.isalpha() and noun.isalpha()):
        return None
    return verb, noun


def said_with_it(phrase: str, message: str) -> list[tuple[int, int]]:
    """The spans of the phrase's verb and "it" in `message` where the phrase's noun is said
    earlier in the message (see the module docstring)."""
    parts = verb_and_object(phrase)
    if parts is None:
        return []
    verb, noun = parts
    forms = "|".join(re.escape(f) for f in verb_forms(verb))
    noun_rx = re.compile(phrase_pattern(noun), re.IGNORECASE)
    spans: list[tuple[int, int]] = []
    for m in re.finditer(rf"\b(?:{forms})\s+it\b", message, re.IGNORECASE):
        if noun_rx.search(message[: m.start()]):
            spans.append(m.span())
    return spans
