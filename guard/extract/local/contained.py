"""Cue words that are part of another topic's longer phrase.

"you can cancel within 14 days of joining" names "cancel", a notice-period topic's phrase;
a cooling-off topic lists "right to cancel". The word alone cannot tell the two apart: it is
shared vocabulary, as a phrase two topics list is. So a value its clause puts on a topic by
such words only is read again against the topics whose longer phrases hold them, on the text
around the clause (an earlier sentence, the headings: "Your statutory right to cancel",
"Changed your mind?"). That text decides only when it names one of them by other words; if
nothing does, the clause's reading stands (`topics.read_topic`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from guard.extract.local.vocab import Vocabulary


@lru_cache(maxsize=256)
def longer_owners(vocab: Vocabulary, kind: str, words: str, topic: str) -> frozenset[str]:
    """Topics of `kind` other than `topic` with a longer plain `about` phrase that holds
    `words` as whole words."""
    w = " ".join(words.split())
    if not w:
        return frozenset()
    inside = re.compile(rf"(?<![\w-]){re.escape(w)}(?![\w-])", re.IGNORECASE)
    return frozenset(
        t.key
        for t in vocab.catalogue.of_kind(kind)
        if t.key != topic
        and any(len(p.rstrip("*")) > len(w) and inside.search(p.rstrip("*")) for p in t.about)
    )
