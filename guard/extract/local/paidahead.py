"""A bare percentage paid ahead is the deposit's: "we need 25% in advance".

Why: a percentage said with "in advance", "upfront" or "on booking" right after it is a share
of the price paid before the rest, which is what a deposit is, whatever other words the team
gives the topic. Where the clause names no topic (the customer asked about a deposit and a
discount at once, say), the bare percentage named neither and a right reply was CAUTION; it
is the value of the one percent topic that its label or its own phrases call a part of the
price paid ahead. With two such topics, or none, nothing is read. The paying-ahead words are
`aheadshare`'s (English phrases of time of payment); the nouns for such a payment are
English's closed few ("deposit", "down payment", "prepayment", "retainer"), no team's words.
Read where the value's own words name no topic (`reading.topic_and_value`).
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
# Paying ahead right after a percentage: "25% in advance", "20 percent upfront".
_PAID_AHEAD_AFTER: Final = re.compile(
    r"\s+(?P<w>up[\s-]?front|in\s+advance|on\s+booking|at\s+booking|when\s+you\s+book)\b", _I
)
# What a topic is called when it is the part of a price paid ahead.
_PAID_AHEAD_TOPIC: Final = re.compile(
    r"\b(?:deposits?|down[\s-]payments?|pre-?payments?|retainers?|up[\s-]?front|in\s+advance)\b",
    _I,
)
#: Why a bare percentage paid ahead is the deposit topic's.
PAID_AHEAD: Final = "a share paid ahead: the one percent topic called a deposit"


def paid_ahead_topic(
    vocab: Vocabulary, sentence: str, start: int, end: int
) -> tuple[str, str] | None:
    """(the topic, the paying-ahead words) for the percentage at sentence[start:end] said with
    paying-ahead words right after it, where exactly one percent topic is called a part of the
    price paid ahead by its label or its own phrases; else None (module docstring)."""
    m = _PAID_AHEAD_AFTER.match(sentence, end)
    if m is None:
        return None
    keys = [
        t.key
        for t in vocab.catalogue.topics
        if t.kind == "percent"
        and (_PAID_AHEAD_TOPIC.search(t.label) or any(_PAID_AHEAD_TOPIC.search(p) for p in t.about))
    ]
    return (keys[0], m["w"]) if len(keys) == 1 else None
