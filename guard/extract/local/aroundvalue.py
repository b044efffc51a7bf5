"""A verb phrase said with the value inside it: "give at least 2 months' notice" is the
catalogue's "give notice" with its measure put in.

English puts a measure between a verb and the noun it takes: "give notice" becomes "give
four weeks' notice", "allow time" becomes "allow 5 days' time". The value is the measure of
the verb's object, so the phrase that the verb and that noun make is the value's own
description, nearer than any other words of its clause (a purpose clause after it, "so we
can offer it to the next person on the waiting list", says why, not what). A phrase whose
words lie on both sides of the value is in neither side of its clause, so it is read here:
the content word right before the value (a bound such as "at least" or "about" skipped)
and the noun the value describes, read together as one phrase of a topic of the value's
kind. English grammar only; the phrase is the catalogue's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.extract.local.cues import Because, _named, cue
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
# The word right before the value, a bound between them allowed: "give at least ", "allow ".
_BEFORE_RE: Final = re.compile(
    r"(?P<verb>[A-Za-z][\w'’-]*)\s+"
    r"(?:(?:at\s+least|at\s+most|up\s+to|no\s+less\s+than|no\s+more\s+than|a\s+minimum\s+of|"
    r"a\s+maximum\s+of|about|around|roughly|approximately|over|under|just|only|a|an|the)\s+)*$",
    _I,
)


def phrase_around(vocab: Vocabulary, kind: str, left: str, noun: str) -> tuple[str, Because] | None:
    """The topic of `kind` whose phrase is the word before the value (`left` ends there)
    and the noun the value describes said together ("give" … "notice": "give notice"), or
    None. The match must take in both words: the noun alone is read elsewhere."""
    m = _BEFORE_RE.search(left)
    if m is None or not noun.strip():
        return None
    verb = m.group("verb")
    words = f"{verb} {noun.strip()}"
    found = cue(words, vocab)
    kept = tuple(x for x in found.strong if x[0] == 0 and x[1] > len(verb))
    if not kept:
        return None
    whole = replace(found, strong=kept, other=False, hints=(), loose=())
    return _named(vocab, whole, kind, (0, 0), "clause")
