"""The word "free" said before what a price topic prices: "a free loan bike", "free parking
permits".

The other zero wordings (`money`) say a price is nothing as a predicate ("is free", "free of
charge", "no fee"); "free" as an adjective says it too, of the noun right after it, when
that noun is what a money or percent topic of the catalogue prices: "you'll get a free
loan bike" is a price of zero for the loan bike, as much as "the loan bike is free". Only a
noun that a price topic's `about` phrase names counts (issue item 4: a zero is a claim only
on a money or percent topic its words name): "a free trial", "free listings" name no price,
and stay no claim. Where "free" is itself part of a topic's phrase ("free delivery
threshold"), that phrase says what the words are about and the zero is not read. So does
a "free" that its clause makes conditional on a threshold ("free bike delivery on orders
over £40", "free loan bikes when you spend more than £50"), as the predicate form does
(`money._FREE_QUALIFIER`): the price is not nothing, only waived above an amount.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import AT_LEAST, MORE_THAN, one_of
from guard.extract.local.cues import cue
from guard.extract.local.found import Found
from guard.extract.local.reductions import is_reduction
from guard.extract.local.vocab import Vocabulary
from guard.models import Value

_FREE_BEFORE_RE: Final = re.compile(r"\bfree[\s-]+", re.IGNORECASE)
_PRICES: Final = frozenset({"money", "percent"})
# A threshold in the rest of the clause: the zero holds only past it (an amount, or a floor:
# guard.english's MORE_THAN and AT_LEAST, "or more", "minimum").
_THRESHOLD_RE: Final = re.compile(
    rf"[^,;.!?]*?(?:[$€£¥]\s?\d|\b(?:{one_of(MORE_THAN, AT_LEAST)}|or\s+more|minimum)\b)",
    re.IGNORECASE,
)


def free_nouns(sentence: str, vocab: Vocabulary) -> list[Found]:
    """Each "free" right before a price topic's phrase, as a price of zero whose words are
    "free" and that phrase (so the phrase names its topic, `zerotopic.zero_topic`)."""
    if "free" not in sentence.casefold():
        return []
    strong = cue(sentence, vocab).strong
    out: list[Found] = []
    for m in _FREE_BEFORE_RE.finditer(sentence):
        if any(s <= m.start() < e for s, e, _ in strong):
            continue  # "free" is part of a topic's own phrase
        ends = [e for s, e, t in strong if s == m.end() and _prices(vocab, t)]
        if ends and not _THRESHOLD_RE.match(sentence, max(ends)):
            end = max(ends)
            value = Value(amount=0, unit="XXX", kind="money")
            out.append(Found(m.start(), end, sentence[m.start() : end], value, free=True))
    return out


def _prices(vocab: Vocabulary, topic: str) -> bool:
    spec = vocab.topic(topic)
    return spec is not None and spec.kind in _PRICES and not is_reduction(vocab, topic)
