"""A draft sentence led by a scope value alone names the case, not an uncovered subject.

"E-bikes need a little longer with us, so please allow 5 days", "Hi Sam, express orders take a
bit more care, so allow 3 days": the sentence's subject is one of the catalogue's scope values
(the bike type, the order type), which a topic of the value's kind is about (`subject.
prices_a_scope`: the dimension's label shares a word with that kind's topics). It says which
case the value holds for, not what the value measures: nothing uncovered is named, so the
value is unattributed and the engine reads it on the ticket's topic of its kind
(`engine.attribution`), as `unnamed` already does for a scope value before "is" ("Core is
£26.99"). Here the verb is any verb: a lead of one to three words, every one known for the
kind, holding a scope value's word, then a lower-case word that is not known (the verb).
English grammar and the catalogue's own scope phrases, no team's wording.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.greeting import SALUTATION
from guard.extract.local.subject import all_known, prices_a_scope
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
_WORD: Final = r"[A-Za-z][\w'’-]*"
# The sentence's first words after an optional greeting: up to four, then the rest.
_LEAD_RE: Final = re.compile(
    rf"^[\W_]*(?:{SALUTATION})?(?P<words>(?:{_WORD}\s+){{1,3}}{_WORD})\b", _I
)
_VERB_RE: Final = re.compile(r"^[a-z][a-z'’]*$")

#: The note `unnamed.uncovered_subject` gives when only the sentence's lead subject made the
#: value uncovered: the one reason this reading can overturn.
LEAD_NOTE: Final = "its sentence's own subject names no topic"


def led_by_scope(vocab: Vocabulary, kind: str, sentence: str) -> bool:
    """Whether `sentence` opens with a scope value alone as its subject, then its verb (see
    the module docstring)."""
    m = _LEAD_RE.match(sentence)
    if m is None:
        return False
    words = m["words"].split()
    for n in range(1, len(words)):
        lead, verb = " ".join(words[:n]), words[n]
        if not all_known(vocab, kind, lead):
            return False
        if (
            prices_a_scope(vocab, kind, lead)
            and _VERB_RE.match(verb)
            and not all_known(vocab, kind, verb)
        ):
            return True
    return False
