"""The conditions a text says something is free under, read the same way in a source and in a
draft, so that a draft's free period can be matched with a source's.

A draft's "your first month is free" is a zero under its condition (`freeperiod`); a source
says the same offer as "new members get their first month free" or "the first month is free".
Neither is a value of the fee (a source's free period is a trial's length or an offer, not
what the fee is), but the two say the same thing when their conditions are the same words.
So each "free" said only for a period, an occasion or a group is read here with its condition
normalised: the words after "for", without determiners or possessives ("for your first month"
and "their first month" are both "first month"). Besides `freeperiod`'s forms, the offer form
a help page uses, a verb of getting with the free thing as its object ("get your first month
free", "enjoy the first lesson free"), is read. English grammar only: determiners, the verbs
of getting, the ordinal words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.freeperiod import limited_zeros
from guard.extract.local.vocab import Vocabulary

#: An offer: a verb of getting, the free thing (an ordinal subject), then "free".
_OFFER_RE: Final = re.compile(
    r"\b(?:get|gets|getting|got|have|has|enjoy|enjoys|receive|receives)\s+"
    r"(?P<subject>(?:the|your|our|their|his|her|a)\s+(?:very\s+)?(?:first|second|third|opening|"
    r"introductory)(?:\s+[\w'’-]+){1,3}?)\s+(?:completely\s+|totally\s+)?free\b"
    r"(?!\s+(?:of|from|to)\b(?!\s+charge))",
    re.IGNORECASE,
)
_DETERMINERS: Final = re.compile(
    r"\b(?:for|the|your|our|their|his|her|a|an|very)\b\s*", re.IGNORECASE
)


def normalised(condition: str) -> str:
    """A condition's words without "for", determiners and possessives, casefolded."""
    return " ".join(_DETERMINERS.sub(" ", condition).casefold().split())


def offers(sentence: str) -> list[tuple[int, int, str]]:
    """Each offer of `sentence` ("get your first year free"), as (start, end, normalised
    condition): a verb of getting, the free thing, then "free"."""
    return [(m.start(), m.end(), normalised(m["subject"])) for m in _OFFER_RE.finditer(sentence)]


def free_conditions(sentence: str, vocab: Vocabulary) -> list[str]:
    """The normalised condition of each "free" of `sentence` said only for a period, an
    occasion or a group (see the module docstring)."""
    out = [normalised(z.condition) for z in limited_zeros(sentence, vocab)]
    out += [normalised(m["subject"]) for m in _OFFER_RE.finditer(sentence)]
    return [c for c in out if c]
