"""A count placed in a thing its topic never names: "10 toddlers in the paddling pool at one
time" on a topic of riders on a slide at once.

A count topic's phrase is often only when or per what it counts ("at one time", "at a
time", "per booking"), so the count reader takes a number a few words before it in its
clause. Between the two, English may say where the counted people or things are: "8 riders
on the slide at one time", "up to 4 guests in the room at once". That place is what the
count is the limit of. When it is a definite noun phrase ("in the …", "on our …", "inside
this …") none of whose words is a word of the topic's own label or phrases, nor of a scope
value's phrases, the count is the limit of another thing, one the catalogue has no topic
for: read as the topic's value it makes a false conflict (a paddling pool's 10 against a
slide's 8). Such a count is on `other`, as a count of another noun is (`othernoun`).

Only a definite place: an indefinite one ("on an inflatable", "in a group") names any such
thing or a share of the count, not a particular other one. Only right before the topic's
phrase, after the number and at most a noun and a verb ("8 users may be on the slide at
one time"). English prepositions and determiners, a closed class; the topic's and scopes'
words come from the catalogue.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import DEMONSTRATIVES, POSSESSIVES, one_of
from guard.extract.local.vocab import Vocabulary
from guard.wordforms import noun_forms

_I: Final = re.IGNORECASE
_WORD: Final = r"[^\W\d_][\w'’-]*"
#: The words between the count and its topic's phrase: up to three words (the counted noun,
#: "may be"), a preposition of place, a definite determiner and the place's noun phrase.
_PLACED_RE: Final = re.compile(
    rf"^\s*(?:{_WORD}\s+){{0,3}}?(?:in|inside|on|onto)\s+"
    rf"(?:the|{one_of(DEMONSTRATIVES, POSSESSIVES)})\s+"
    rf"(?P<place>(?:{_WORD}\s+){{0,3}}?{_WORD})\s*$",
    _I,
)
_WORD_RE: Final = re.compile(_WORD)


def _words(texts: tuple[str, ...] | list[str]) -> set[str]:
    return {f for t in texts for w in _WORD_RE.findall(t.lower()) for f in noun_forms(w)}


def placed_elsewhere(
    vocab: Vocabulary, topic: str, sentence: str, end: int, phrase: str
) -> str | None:
    """The place that the words of `sentence` between a count's end (`end`) and the topic's
    phrase that placed it (`phrase`, the words that matched) name, when it is none of
    `topic`'s (see the module docstring); None otherwise."""
    spec = vocab.topic(topic)
    if spec is None or spec.kind != "count" or not phrase:
        return None
    at = sentence.find(phrase, end)
    m = _PLACED_RE.match(sentence[end:at]) if at >= 0 else None
    if m is None:
        return None
    place = m.group("place")
    own = _words([spec.label or "", *spec.about])
    scopes = _words([p for d in vocab.dimensions for _, phrases in d.options for p in phrases])
    if _words([place]) & (own | scopes):
        return None
    return place
