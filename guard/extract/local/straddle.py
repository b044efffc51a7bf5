"""A topic phrase that runs into a zero's own words: "delivery is free", with "delivery is"
among a price topic's `about` phrases.

A predicate zero ("is free", "are free") is read with its copula as its own words, so its
clause on the left ends before the copula. A catalogue phrase that ends in the copula ("X
is") then falls across the boundary: in neither the clause nor the value's words, although
it names exactly the subject the predicate is said of. Read the clause and the value's words
together, and a money topic's phrase that starts in the clause and ends inside the value's
words names the zero's topic, as a phrase wholly in the clause would.
"""

from __future__ import annotations

from guard.extract.local.cues import Because, cue
from guard.extract.local.reductions import is_reduction
from guard.extract.local.vocab import Vocabulary


def straddling_price(vocab: Vocabulary, left: str, own: str) -> tuple[str, Because] | None:
    """The money topic whose `about` phrase starts in `left` (the clause before a zero) and
    ends inside `own` (the zero's words, right after it), or None; the nearest such phrase
    when several do."""
    text = left + own
    cut = len(left)
    hits = [(s, e, t) for s, e, t in cue(text, vocab).strong if s < cut < e and _price(vocab, t)]
    if not hits:
        return None
    s, e, topic = max(hits, key=lambda h: h[0])
    spec = vocab.topic(topic)
    about = spec.about if spec else ()
    return topic, Because("clause", text[s:e], "about", topic, about)


def _price(vocab: Vocabulary, topic: str) -> bool:
    spec = vocab.topic(topic)
    return spec is not None and spec.kind == "money" and not is_reduction(vocab, topic)
