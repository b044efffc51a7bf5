"""A count a bound phrase alone puts on a topic, whose own noun is another thing than the
topic counts: "We need at least 6 bookings to run a class" on a minimum number of guests.

A team writes the bound of its count among its topic's phrases ("at least", "minimum of",
"no more than"): those words say the number is a limit, not what it counts. Any limit in
the text has them, so when they are all that names the topic, the number's own noun says
what it counts: "at least 6 bookings" counts bookings, "a minimum of 8 guests" guests. When
that noun is another thing than the topic's (its `unit`'s counted noun, a person's noun when
the unit counts people, or a one-word phrase of the topic's: `students`), the count is no
value of the topic: read as one it makes a false conflict (6 bookings against 8 guests).

Only for a topic placed by its clause, by a phrase made only of bound and function words
(`othernoun`'s qualifiers), and only for a number with a noun of its own right after it
(up to one modifier: "6 confirmed bookings"); "at least 6 to run a class" and "at least 6
of you" name none, and stay the topic's. English only: no noun of a team's is listed.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.patterns import counted_noun
from guard.english import PERSON_WORDS
from guard.extract.local.cues import Because
from guard.extract.local.othernoun import QUALIFIERS
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrases import FUNCTION_WORDS
from guard.wordforms import noun_forms

_I: Final = re.IGNORECASE
_WORD_RE: Final = re.compile(r"[^\W\d_]+")
#: Bound words beyond `othernoun`'s qualifiers: "no more than", "fewer than", "less than".
_BOUND_WORDS: Final = frozenset({*QUALIFIERS, "no", "than", "fewer", "less", "over", "under"})
#: Up to two words right after the number (a modifier and the noun), each a plain word.
_AFTER_RE: Final = re.compile(r"[\s-]*([^\W\d_]+)(?:[\s-]+([^\W\d_]+))?", _I)


def _bound_only(words: str) -> bool:
    """Whether a phrase is made only of bound and function words ("at least", "minimum of")."""
    tokens = [w.lower() for w in _WORD_RE.findall(words)]
    return bool(tokens) and all(w in _BOUND_WORDS or w in FUNCTION_WORDS for w in tokens)


def _own_noun(sentence: str, end: int) -> str | None:
    """The noun right after a number ending at `end` (past one modifier), or None when a
    function word comes first ("at least 6 to run", "at least 6 of you")."""
    m = _AFTER_RE.match(sentence, end)
    if m is None:
        return None
    words = [w for w in m.groups() if w]
    if words[0].lower() in FUNCTION_WORDS:
        return None
    if len(words) == 2 and words[1].lower() not in FUNCTION_WORDS:
        return words[1].lower()  # "6 confirmed bookings"
    return words[0].lower()


def counts_another_thing(
    vocab: Vocabulary, topic: str, why: Because, sentence: str, end: int
) -> str | None:
    """The noun a count ending at `end` counts when only a bound phrase of `topic` placed it
    and that noun is not what `topic` counts (see the module docstring); None otherwise."""
    spec = vocab.topic(topic)
    noun_rx = counted_noun(spec.unit) if spec is not None else None
    if spec is None or noun_rx is None or why.where != "clause" or not _bound_only(why.words):
        return None
    noun = _own_noun(sentence, end)
    if noun is None or re.fullmatch(noun_rx, noun, _I):
        return None
    people = any(re.fullmatch(noun_rx, p, _I) for p in PERSON_WORDS)
    if people and noun in PERSON_WORDS:
        return None
    single = {f for p in spec.about if " " not in p for f in noun_forms(p.rstrip("*").lower())}
    return None if noun in single or noun in _BOUND_WORDS else noun
