"""A share of a named price said in words: "the entire booking charge is owed", "you'd pay the
whole session fee", "twice the normal rate", "two and a half times the regular price", "a
third as much again", "a quarter of the bill extra".

Why: each states how much of a price is charged as plainly as "100%", "+100%", "+50%" or
"50%" does, and a reader that sees only digits lets a wrong one through as no claim at all.
English fixes the arithmetic; the sentence's structure fixes what it is a share of:

- "the full/whole/entire <price>" taken by a charge (the clause pays, charges, keeps,
  forfeits or owes it, or says it "is due"/"is payable") is all of that price: 100%. The
  words alone are no charge: "the receipt lists the full price" shows a total and states
  nothing, so a charge verb must govern them.
- A multiple of a price ("double", "twice", "N times", "one and a half times") measured
  against the price's norm ("the usual/standard/normal/regular price": the price without the
  case the clause names) says the case costs that many times the norm: it adds the multiple
  less one (double = +100%, one and a half times = +50%). Against a price with no norm
  ("three times the ticket price") the multiple is itself the share charged (300%).
- "<fraction> as much again" adds that fraction (half as much again = +50%), and a fraction
  or a multiple of a price followed by "on top" or "extra" is the part added: that share.

The share is read only where the words' own clause names a percent topic (as any value is
read, `reading.topic_and_value`): on a topic that prices in money the words state no amount
the reader can place, and they are left to the engine. "About double the price" or "up to
twice the fee" fix no share: nothing is read. The multiplier, norm and charge words are
closed classes of English (numbers, adjectives of the ordinary, verbs of paying), not any
team's wording. Read in drafts only.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, FRACTION, POSSESSIVES, fraction_percent, one_of
from guard.extract.local.aheadshare import with_percent_shares
from guard.extract.local.readtext import Read
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wordcount import vague_at
from guard.models import DraftClaim, Value

_I: Final = re.IGNORECASE
_DET: Final = one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES)
# The nouns of a whole price (what a share can be of): `guard.english.AMOUNT_NOUN` less the
# nouns of a part of a price (deposit, refund, balance, payment...), since "the full deposit"
# is all of the deposit, not a share of the price.
_PRICE: Final = r"(?:price|cost|fee|charge|fare|amount|rate|total|bill|quote|quotation|sum)s?"
# Up to two words qualifying the price ("the full quoted price", "the usual hourly rate").
_QUALIFIERS: Final = r"(?:[a-z][\w'’-]*\s+){0,2}?"
# Adjectives that name a price's norm: the price without the case the clause is about.
_NORM: Final = r"usual|standard|normal|regular|ordinary|base|basic"
# Verbs of a charge: what the customer pays or the seller takes or keeps.
_CHARGE_BEFORE: Final = re.compile(
    r"\b(?:pay|pays|paying|paid|charge|charges|charging|charged|cost|costs|costing|bill|bills|"
    r"billed|keep|keeps|kept|retain|retains|retained|forfeit|forfeits|lose|loses|owe|owes|"
    r"take|takes|taken)\b(?:\s+(?:at|you|for))?\s*$",
    _I,
)
_CHARGE_AFTER: Final = re.compile(
    r"^\s+(?:is|are|will\s+be|would\s+be|becomes?)\s+(?:(?:still|then|now)\s+)?"
    r"(?:due|payable|charged|kept|retained|forfeited|owed|taken|non-refundable)\b",
    _I,
)
_MULTIPLE: Final = (
    r"double|twice|triple|treble"
    r"|(?:one|two|three|four|\d+(?:\.\d+)?)(?:\s+and\s+a\s+half)?\s+times"
)
_FACTORS: Final[dict[str, float]] = {
    "double": 2,
    "twice": 2,
    "triple": 3,
    "treble": 3,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
}
_WHOLE_RE: Final = re.compile(
    rf"(?:\b(?:{_DET})\s+(?:full|whole|entire)|(?<![\w-])(?P<f>{FRACTION})(?:\s+of)?\s+(?:{_DET}))"
    rf"\s+{_QUALIFIERS}{_PRICE}\b(?!\s+(?:on\s+top|extra)\b)",
    _I,
)
_MULTIPLE_RE: Final = re.compile(
    rf"\b(?P<k>{_MULTIPLE})\s+(?:{_DET})\s+(?P<q>{_QUALIFIERS}){_PRICE}\b"
    r"(?P<top>\s+(?:on\s+top|extra)\b)?",
    _I,
)
_FRACTION_TOP_RE: Final = re.compile(
    rf"(?<![\w-])(?P<f>{FRACTION})\s+(?:of\s+)?(?:{_DET})\s+{_QUALIFIERS}{_PRICE}\s+(?:on\s+top|extra)\b",
    _I,
)
_AGAIN_RE: Final = re.compile(rf"(?<![\w-])(?P<f>{FRACTION})\s+as\s+much\s+again\b", _I)


def _factor(words: str) -> float | None:
    parts = words.lower().split()
    head = parts[0]
    k = _FACTORS.get(head)
    if k is None:
        try:
            k = float(head)
        except ValueError:
            return None
    return k + 0.5 if "half" in parts else k


def _percent(amount: float) -> Value:
    return Value(amount=amount, unit="percent", kind="percent")


def price_shares(sentence: str) -> list[tuple[int, int, Value]]:
    """Every share of a named price `sentence` states in words (see the module docstring),
    as (start, end, its percentage)."""
    out: list[tuple[int, int, Value]] = []
    for m in _WHOLE_RE.finditer(sentence):
        if _CHARGE_BEFORE.search(sentence[: m.start()]) or _CHARGE_AFTER.match(sentence[m.end() :]):
            share = fraction_percent(m["f"]) if m["f"] else 100
            if share is not None:
                out.append((m.start(), m.end(), _percent(share)))
    for m in _MULTIPLE_RE.finditer(sentence):
        k = _factor(m["k"])
        if k is None:
            continue
        normed = re.search(rf"\b(?:{_NORM})\b", m["q"], _I) is not None
        share = 100 * (k - 1) if normed and not m["top"] else 100 * k
        if share > 0:
            out.append((m.start(), m.end(), _percent(share)))
    for rx in (_FRACTION_TOP_RE, _AGAIN_RE):
        for m in rx.finditer(sentence):
            share = fraction_percent(m["f"])
            if share is not None:
                out.append((m.start(), m.end(), _percent(share)))
    return [
        (s, e, v) for s, e, v in sorted(out, key=lambda t: t[0]) if not vague_at(sentence, s, e)
    ]


def with_price_shares(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The draft's claims, and a percentage for each share of a named price whose clause
    names a percent topic (`price_shares`)."""
    return with_percent_shares(claims, reads, vocab, price_shares)
