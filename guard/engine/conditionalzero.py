"""A zero said under a condition casts no doubt on a topic's price: it is the exception.

UNPLACED (`unplaced`) doubts an ALLOW when a source states a value of the claim's kind on no
topic, near the topic's key word, that the draft's value does not match: the reader may have
missed that the sentence states the topic's value in unforeseen words. A zero said under a
condition is not such a value. "If you renew early, you won't be charged for the setup",
"no fee where the fault is ours": the sentence says what costs nothing when its condition
holds, the exception the condition sets (`guard.extract.local.exceptionzero`, which is why
the reader sets it on `other` on purpose), never what the topic costs outright. A draft's
price cannot contradict an exception, so such a zero is no doubt, whatever words surround
it. Which zeros are said under a condition is `exceptionzero.zero_condition`'s grammar
reading (the condition words, an imperative joined by "and", a relative clause), the one
the reader used; nothing here reads a catalogue's words.
"""

from __future__ import annotations

from guard.extract.local.exceptionzero import is_zero_price, zero_condition
from guard.models import SourceClaim


def conditional_zero(claim: SourceClaim) -> bool:
    """Whether `claim` is a zero price its own sentence says only under a condition (see the
    module docstring); False when its words are not found in its quote."""
    if not is_zero_price(claim.value) or not claim.value_text:
        return False
    at = claim.quote.find(claim.value_text)
    if at < 0:
        return False
    return zero_condition(claim.quote, at, at + len(claim.value_text)) is not None
