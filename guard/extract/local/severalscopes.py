"""A draft value whose own clause names one value of each of several scope dimensions is
said for that combination ("In the van it's £62 for a medium dog").

A reply names whom a value is for in as many ways as the team's prices vary: where prices
vary by place and by size, "in the van ... for a medium dog" says both. Each dimension is
read exactly as a lone one is (`draftscope`: only the value's own clause or words, only one
value of that dimension, no other value of it named around), and the value's condition is
all their words. Where any named dimension fails that reading, the claim keeps no scope, as
before: a guess about one dimension must not move a claim off the customer's scope. And
each dimension's words must be said as whom or where the value is for, in a phrase a
preposition opens ("for a medium dog", "in the van"): a scope word that describes the
measured noun ("99.9% monthly uptime") is no sure second dimension. The
engine decides the value against that combination's value (`guard.engine.scopedclaims`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

#: A preposition, then at most a determiner and one more word, right before a scope value's
#: words (or opening them): "In our mobile van", "for a medium dog", "On Enterprise".
_PREPOSITION: Final = re.compile(
    r"\b(?:in|on|at|for|with|from|by|if|as|via|under)\s+(?:(?:a|an|the|our|your|my|their|its)\s+)?"
    r"(?:[\w'’-]+\s+)?$",
    re.IGNORECASE,
)
_OPENS: Final = re.compile(r"^(?:in|on|at|for|with|from|by|if|as|via|under)\s", re.IGNORECASE)


def several_scope_words(
    keys: Sequence[str], words_of: Callable[[str], str | None], sentence: str
) -> str | None:
    """All the named dimensions' words, joined, when there are two or more, each is read
    surely (`words_of`) and each is said in a phrase of whom or where (`said_as_whom`); None
    otherwise."""
    if len(keys) < 2:
        return None
    said = [words_of(k) for k in keys]
    if any(w is None or not said_as_whom(sentence, w) for w in said):
        return None
    return ", ".join(w for w in said if w)


def said_as_whom(sentence: str, words: str) -> bool:
    """The scope words open with a preposition or follow one ("for a medium dog", "In our
    van"): a phrase that says whom or where the value is for. A scope word that only
    describes the measured noun ("99.9% monthly uptime") says what is measured, and two
    dimensions read with one such word are no sure combination."""
    if _OPENS.match(words):
        return True
    at = sentence.find(words)
    return at >= 0 and bool(_PREPOSITION.search(sentence[:at]))
