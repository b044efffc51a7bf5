"""A topic that is a narrower case of another, said in the other topic's words.

A catalogue often has a general topic and a case of it with its own value: "free
storage" and "free storage at railway stations", "delivery time" and "delivery time for
express orders". Its writers label the case as the general thing plus what narrows it, and
give it `about` phrases for that qualifier ("railway stations", "express"). The documents then
state the case in the general topic's words, with the qualifier nearby: "railway station
lockers include 3 days of free storage", or "Free storage: 5 days" under a heading
"Station lockers". Read by the evidence score alone, the general topic's longer phrase
wins ("free storage" says more than "railway stations"), and the case's value lands on
the general topic, where it contradicts (or changes) the general value.

So when a value's topic was read from words that another topic of its kind holds in its
label (the general topic's words inside the narrower topic's name), and the text around the
value names that narrower topic by its own phrases (in the value's sentence, an earlier
sentence it continues, or a heading above it), the value is the narrower topic's: the text
states both the general thing and what narrows it, which is exactly what the narrower label
says. With no such qualifier nearby the general reading stands ("free storage is
7 days" in an article on storage).

English structure only (a label that holds another topic's phrase); no catalogue's words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from guard.extract.local.vocab import Vocabulary


@lru_cache(maxsize=256)
def narrower_topics(vocab: Vocabulary, kind: str, words: str, topic: str) -> frozenset[str]:
    """Topics of `kind` other than `topic` whose label holds `words` (the phrase that put the
    value on `topic`) as whole words, and says more: the narrower cases of what those words
    name. Words that are only one word long name too little to make a topic a case of
    another ("fee" is in every fee's label)."""
    w = words.split()
    if len(w) < 2:
        return frozenset()
    # Each word as written or inflected ("free wait" in "free waiting time").
    stems = r"\s+".join(rf"{re.escape(x)}\w*" for x in w)
    inside = re.compile(rf"(?<![\w-]){stems}(?![\w-])", re.IGNORECASE)
    return frozenset(
        t.key
        for t in vocab.catalogue.of_kind(kind)
        if t.key != topic and t.label and len(t.label) > len(words) and inside.search(t.label)
    )
