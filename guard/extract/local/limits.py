"""A money topic that is a limit takes no price of zero.

"Free", "at no extra cost" and "no charge" say what something costs. On a money topic that
is a price ("packing fee", "delivery charge") that is a price of nothing. On one that is a
limit, as its own label says ("cover limit per item", "maximum payout"), it is nothing of
the kind: "every booking includes our cover at no extra cost" says what the cover costs,
not that it pays out nothing for an item, and "no limit" would mean the opposite of a zero.
Read as a zero, the price would contradict every real limit the sources state. Like a
reduction (`reductions`), the label decides: it names what the amount measures.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary

# What a bound on an amount is called in English, whatever it bounds: the topic's label says it.
_LIMIT_RE: Final = re.compile(r"\b(?:limits?|maximum|max|caps?|ceiling)\b", re.IGNORECASE)


def is_limit(vocab: Vocabulary, topic: str) -> bool:
    """Whether `topic` is a money topic that measures a limit, by its own label."""
    spec = vocab.topic(topic)
    return spec is not None and spec.kind == "money" and bool(_LIMIT_RE.search(spec.label))
