"""The customer's amount a draft's own value is taken from: the base, not a claim.

"We keep a £3 booking fee and send the rest of the £58.20 back", "your 15% comes off the
£230 quote": the draft states its own value (the fee, the discount) and names, with a
determiner, the customer's amount it is taken from ("off the £230", "from your £58.20",
"the rest of the £58.20"). That amount is the case the draft's value is applied to, as a
customer's amount under a limit is (`figures`): the whole a deduction comes out of is what
the customer paid or was quoted, never what the policy sets, and the deduction itself is
decided by every rule. The reader, which never sees the ticket, may still put the amount on
the topic its sentence names (the fee's, or a price whose name a farther word of the sentence
holds), where against the real fee or price it would look like a contradiction.

So a figure is such a base only when all hold: the customer wrote it in the ticket (and the
draft points back to it: `figures`); it is money; the words right before its determiner
say what a deduction is taken from ("off", "from", "out of", "the rest / remainder /
balance of"); the same sentence states, in the draft's own words, a value in the same
currency or a percentage (the deduction); and no words right after the figure name a
catalogue topic ("off the £45 admin fee" presupposes what the fee is: it is still
checked).

Pure: the draft's text, its claims and the catalogue in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import value_at
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.models import DraftClaim

_I: Final = re.IGNORECASE
# What a deduction is taken from, then a determiner pointing back to the customer's amount.
_TAKEN_FROM_RE: Final = re.compile(
    r"\b(?:off|from|out\s+of|(?:rest|remainder|balance)\s+of)\s+(?:the|your|that|this)\s+$",
    _I,
)
# The words right after the figure, up to a clause mark: they may name what it is.
_AFTER_RE: Final = re.compile(r"[^.,;:!?()\n]{0,40}")


def _deduction_in_sentence(c: DraftClaim, own: list[DraftClaim]) -> bool:
    """Whether the draft states, in its own words and in the figure's sentence, a value in
    the figure's currency or a percentage."""
    v = c.value
    return v is not None and any(
        o.value is not None
        and o is not c
        and (o.span in c.span or c.span in o.span)
        and (o.value.kind == "percent" or (o.value.kind == v.kind and o.value.unit == v.unit))
        for o in own
    )


def base_of_deduction(text: str, c: DraftClaim, own: list[DraftClaim], cat: Catalogue) -> bool:
    """Whether the customer's figure `c` (already known to be theirs, pointed back to) is
    the amount the draft's own value in its sentence is taken from (the module docstring)."""
    if c.value is None or c.value.kind != "money":
        return False
    start = value_at(text, c)
    if start < 0 or not _TAKEN_FROM_RE.search(text[max(0, start - 30) : start]):
        return False
    after = _AFTER_RE.match(text, start + len(c.value_text))
    named = after is not None and any(find_all(t.about, after.group()) for t in cat.topics)
    return not named and _deduction_in_sentence(c, own)
