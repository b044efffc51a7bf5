"""An amount written before a noun, after a determiner, is the amount of that noun.

"so the saving comes off the €480 quote", "we'll credit your €25 voucher": the amount stands
where an adjective would, between a determiner and a noun, and says how much that noun is.
It names its own subject as surely as "the 14-day cooling-off period" does a duration's
(`topics._attributive_topic`): the quote's amount, not the price of whatever topic a farther
word of the sentence names. So its topic is read from that noun phrase first: the noun's
topic when the catalogue names it ("the €35 late fee"), `other` when it names something no
topic of money covers ("the €480 quote"), and the usual reading when the noun's head only
says that an amount is meant ("the €5 fee", "a €10 admin charge"): such a head names no
subject of its own, and its modifiers are read as any clause's words are.

English grammar only: a determiner right before the amount ("the", "a", "your", "this"), a
noun phrase of one to three content words right after it (not a function word, a number,
or "a month"/"per"/"off"/"extra", which say what the amount is charged per or taken from).
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

# A determiner right before the amount: "the €480", "your €25", "a €5".
_DETERMINER_BEFORE_RE: Final = re.compile(
    r"\b(?:the|a|an|your|our|this|that|their|his|her|its|my)\s+$", _I
)
# One to three content words right after the amount, up to a function word or punctuation.
_NOUN_PHRASE_RE: Final = re.compile(
    r"\s+((?:(?!(?:and|or|but|of|for|to|in|on|at|with|from|by|that|which|who|is|are|was|were|"
    r"be|been|will|would|can|could|may|might|must|should|if|when|so|as|than|before|after|"
    r"until|per|the|a|an|this|your|our|their|its|off|extra|more|less|each|every|monthly|"
    r"weekly|yearly|annually|daily|up|back|instead|only|too|plus|minus|now|then|upfront|"
    r"in\s+total)\b)"
    r"[A-Za-z][\w'’-]*\s*){1,3})",
    _I,
)
# Nouns that say only that an amount is meant: they name no subject of their own.
_GENERIC_AMOUNT_RE: Final = re.compile(
    r"^(?:fee|charge|price|cost|amount|sum|total|payment|rate|bill|figure|balance|one|"
    r"difference|saving|savings|limit|maximum|minimum|cap)s?$",
    _I,
)


def amount_noun(sentence: str, start: int, end: int) -> str | None:
    """The noun phrase an amount at sentence[start:end] describes, written between a
        determiner and that noun ("the €480 quote" gives "quote"); None when the amount is not
        written so, or its head noun only says an amount is meant ("the €5 fee", "a €5 late fee":
    the usual reading decides those)."""
    if not _DETERMINER_BEFORE_RE.search(sentence[max(0, start - 8) : start]):
        return None
    m = _NOUN_PHRASE_RE.match(sentence, end)
    if m is None:
        return None
    noun = m.group(1).strip()
    return None if _GENERIC_AMOUNT_RE.match(noun.split()[-1]) else noun
