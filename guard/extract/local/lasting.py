"""A negated verb with no object and a "for" duration: how long its subject lasts, no denial.

"Gift cards don't expire for three years", "The code won't run out for 90 days". The clause's
subject is a thing (a noun phrase, or "it"), the negated verb takes no object (nothing stands
between it and "for"), and "for N" measures how long the subject stays as it is: the
sentence states N as the subject's own lifetime or waiting time, as "Gift cards expire after
three years" does. A denied act has an agent and an object between the verb and "for": "we
don't keep them for 90 days", "the shop won't hold items for 30 days" deny the length of what
somebody does, and stay denials. A person's pronoun as subject ("you don't pay for 30 days")
is an agent too, and is left to the plain negation rule (the safe side: a value in doubt).

Read from the clause's shape alone (subject, auxiliary, one verb and its particle, "for"),
no verb list. Its limit, by the same token: a verb that itself lasts, denied ("the sale
doesn't run for 30 days"), has the same shape and is read as the thing's length too; such a
denial with no value of its own beside it is rare in a reply, and the value read is still
checked against the topic like any other.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
_WORD: Final = r"[A-Za-z][\w'’-]*"

# Personal pronouns name an agent (a person or the team): never a thing that lasts.
_PERSONS: Final = r"I|we|you|he|she|they|someone|somebody|anyone|anybody|everyone|nobody"

# A phrasal verb's particle belongs to the verb ("run out", "wear off"): no object.
_PARTICLES: Final = r"out|off|up|down|away|over|through"

# The whole clause up to the value: a subject of up to five words, an auxiliary negated
# ("don't", "does not", "won't", "will not"), exactly one verb (with its particle, if
# phrasal), then "for" (and "the
# first/next").
_LASTS_FOR_RE: Final = re.compile(
    rf"^[\W_]*(?:(?:and|so|but|also|note|good\s+news)\b[\W_]*)*"
    rf"(?!(?:{_PERSONS})\b)(?P<subject>(?:{_WORD}\s+){{0,4}}?{_WORD})\s+"
    r"(?:(?:do|does|will|wo)n['’]?t|(?:do|does|will)\s+not)\s+"
    rf"{_WORD}\s+(?:(?:{_PARTICLES})\s+)?"
    r"for\s+(?:(?:the\s+)?(?:first|next|another|a\s+further)\s+)?$",
    _I,
)


def lasts_for(clause: str) -> bool:
    """Whether `clause` (the text from its start up to a duration) is a thing's negated
    verb with no object and a "for" right before the value: the value is how long the thing
    lasts (see the module docstring), no denial of it."""
    m = _LASTS_FOR_RE.match(clause)
    if not m:
        return False
    words = m.group("subject").split()
    return not any(re.fullmatch(_PERSONS, w, _I) for w in words)
