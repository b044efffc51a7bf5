"""A percent topic that is a reduction (a discount, a saving) takes no price of zero.

"Free", "no charge" and "waived" say that something costs nothing. On a percent topic that
is a rate charged ("no restocking fee": a 0% fee) that is 0%. On one that is a reduction,
as its own label says ("member discount", "loyalty saving", "10% off"), it is nothing of
the kind: "Joining the club is free" says what joining costs, not that members save 0%, and
read as 0% it would contradict every real discount the sources state.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary

# What a reduction is called in English, whatever is reduced: the topic's label says it.
_REDUCTION_RE: Final = re.compile(
    r"\b(?:discount(?:s|ed)?|sav(?:e|es|ing|ings)|off|reductions?|rebates?|cashback)\b",
    re.IGNORECASE,
)


def is_reduction(vocab: Vocabulary, topic: str) -> bool:
    """Whether `topic` is a percent topic that measures a reduction, by its own label."""
    spec = vocab.topic(topic)
    return spec is not None and spec.kind == "percent" and bool(_REDUCTION_RE.search(spec.label))
