"""Two phrases that share a verb: "notice to cancel your membership" holds "notice to cancel"
and "cancel your membership".

Phrases are matched leftmost and never overlapping, so only the first of two phrases that
share a word is a cue. When the first ends on a verb ("notice to cancel", "time to return")
it leaves open what is acted on; when the text goes on with a phrase of another topic that
opens with that same verb and names its object ("cancel your membership", "return the
trailer": a determiner or possessive right after the verb), the object says which act it
is: the notice is the notice to cancel the membership. So the second phrase is the cue,
in the first one's place: one act, named by the phrase that says what it is done to.

English grammar only: a shared verb and a determiner opening its object; no catalogue's
words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES
from guard.extract.local.evidence import Match

_I: Final = re.IGNORECASE

#: The verb and the determiner that opens its object, at the start of the second phrase.
_VERB_AND_OBJECT_RE: Final = re.compile(
    rf"[^\W\d_]+\s+(?:{'|'.join((*ARTICLES, *DEMONSTRATIVES, *POSSESSIVES))})\s", _I
)

#: The last word of the first phrase, after "to": an infinitive, a verb.
_LAST_VERB_RE: Final = re.compile(r"\bto\s+(?P<verb>[^\W\d_]+)$", _I)


def with_verb_objects(
    text: str, found: tuple[Match, ...], matches: Callable[[str], list[Match]]
) -> tuple[Match, ...]:
    """`found` with each match that ends on an infinitive replaced by a match of another
    topic that opens with that verb and names its object (module docstring). `matches` finds
    the `about` matches in a text."""
    out: list[Match] = []
    for s, e, topic in found:
        last = _LAST_VERB_RE.search(text[s:e])
        if last is not None:
            at = s + last.start("verb")
            longer = [
                (at + b0, at + b1, t)
                for b0, b1, t in matches(text[at:])
                if b0 == 0 and at + b1 > e and t != topic
            ]
            if longer and _VERB_AND_OBJECT_RE.match(text, at):
                out.extend(longer)
                continue
        out.append((s, e, topic))
    return tuple(sorted(set(out)))
