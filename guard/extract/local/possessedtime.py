"""A duration said as a possessive measures the noun after it, not the topic its clause
names only as the moment that noun counts from.

"You can end the plan after the trial period by giving one month's written notice": the
month is the notice's length ("a month's notice", "two weeks' warning", "48 hours' notice"
all say how long the noun after the apostrophe is). The clause does name a topic, the trial
period, but only as the object of "after" (or "before", "until", "past", "beyond",
"following", "at the end of"): the time the notice may start, not what the month measures.
So when a duration is followed by a possessive and a noun phrase, that noun phrase and the
words after it in the clause name no topic of the kind, and every topic of the kind the
clause names before the value is such an anchored object, the value is the noun's: `other`.
A notice the clause names as the topic's own act is unchanged ("You can pause a delivery by
giving 2 days' notice", where "pause a delivery" is what is done, not when), and so is a
possessive whose noun names a topic ("a month's notice period" for a notice period topic).
`attributive` reads a possessive whose noun is a subject of its own; a noun that only says
how a span is given ("notice", `nouncomplement`) is read as the bare duration is, and this
reading is for that case.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import CLOSED_CLASSES
from guard.extract.local.cues import Cue, cue
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
#: The possessive right after the duration, then up to three words of its noun phrase.
_POSSESSED_RE: Final = re.compile(r"^['’]s?\s+(?P<np>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})", _I)
#: A preposition of time whose object is the moment something counts from or to, ending the
#: text right before a topic's phrase (with a determiner between).
_ANCHOR_END_RE: Final = re.compile(
    r"\b(?:after|before|until|till|past|beyond|following|(?:at|by|before|after)\s+the\s+end\s+of)"
    r"\s+(?:(?:the|your|our|their|its|this|that|a|an|each|every)\s+)?$",
    _I,
)


def _noun_phrase(np: str) -> str:
    """The words of `np` up to its first function word ("written notice to" → "written
    notice")."""
    out: list[str] = []
    for w in np.split():
        if w.casefold() in CLOSED_CLASSES:
            break
        out.append(w)
    return " ".join(out)


def possessed_noun(vocab: Vocabulary, kind: str, left: str, right: str) -> str | None:
    """The noun a possessive duration measures when its clause names the topics of the kind
    only as anchors (see the module docstring), else None. `left` and `right`: the value's
    clause before and after it."""
    if kind != "duration":
        return None
    m = _POSSESSED_RE.match(right)
    if m is None:
        return None
    noun = _noun_phrase(m.group("np"))
    if not noun:
        return None
    if _names_kind(vocab, kind, cue(right[m.start("np") :], vocab)):
        return None
    before = cue(left, vocab)
    named = [
        (s, e)
        for s, e, t in (*before.strong, *before.loose)
        if (spec := vocab.topic(t)) is not None and spec.kind == kind
    ]
    if not named or not all(_ANCHOR_END_RE.search(left[:s]) for s, _ in named):
        return None
    return noun


def _names_kind(vocab: Vocabulary, kind: str, c: Cue) -> bool:
    """Whether `c` holds a phrase of a topic of `kind`."""
    return any(
        (spec := vocab.topic(t)) is not None and spec.kind == kind
        for _, _, t in (*c.strong, *c.loose)
    )
