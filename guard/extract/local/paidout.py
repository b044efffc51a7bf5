"""An amount the business pays out is no price the customer pays.

Money moves one way or the other. A price topic measures what the customer pays ("price of
the add-on", "booking fee", "cost of delivery"); "the warranty pays out up to £800 for any
one repair" and "the most we'll pay for one repair is £800" say what the business pays the
customer, a payout. Read on the price topic because the clause names the add-on, the payout
would contradict the price every source states, and a correct draft could never say it.

So an amount whose own clause, before it, makes the business the payer is on no price topic:

- "pay out" (any subject: "the cover pays out", "it paid out");
- "pay" with the writer as its subject ("we pay", "we'll pay", "the most we will pay").

Not "pay back", "refund" or "reimburse": those return what the customer paid, which may be
the price itself ("we'll pay back the £19 add-on"). Which topic is a price, its own label
says, as `limits` reads a limit's: a word of what a customer is charged (price, cost, fee,
charge), and no word of a limit. English grammar and the label only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION, clause_before
from guard.extract.local.cues import Because
from guard.extract.local.limits import is_limit
from guard.extract.local.vocab import Vocabulary

# What a customer is charged, as a topic's label names it.
_PRICE_RE: Final = re.compile(r"\b(?:prices?|costs?|fees?|charges?)\b", re.IGNORECASE)

# The business as the payer, before the amount in its clause: "pays out", "we'll pay".
_PAYS_OUT_RE: Final = re.compile(
    r"\b(?:pay|pays|paid|paying)\s+out\b"
    r"|\bwe(?:['’]ll|['’]d|\s+will|\s+would|\s+can|\s+only|\s+then)?\s+pay\b(?!\s+(?:back|you\s+back)\b)",
    re.IGNORECASE,
)


def _is_price(vocab: Vocabulary, topic: str) -> bool:
    """Whether `topic` is a money topic that measures what a customer pays, by its label."""
    spec = vocab.topic(topic)
    return (
        spec is not None
        and spec.kind == "money"
        and bool(_PRICE_RE.search(spec.label))
        and not is_limit(vocab, topic)
    )


def paid_out(vocab: Vocabulary, kind: str, left: str, topic: str) -> Because | None:
    """Why the amount after `left` is no value of the price topic `topic`: its clause makes
    the business the payer ("pays out", "the most we'll pay … is"); else None."""
    if kind != "money" or not _is_price(vocab, topic):
        return None
    clause = clause_before(left, len(left), PUNCTUATION)
    m = _PAYS_OUT_RE.search(clause)
    if m is None:
        return None
    return Because("clause", m.group(), note="an amount the business pays out, not a price")
