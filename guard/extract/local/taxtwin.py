"""An amount in brackets right after a price that gives the same price with the sales tax told
the other way: "£240 a day including VAT (£200 plus VAT)", "£35 plus VAT (£42 inc. VAT)".

A price list states a price once with the tax in and once without it, so that both kinds of
customer read their figure. The two numbers differ but are one price: the bracket restates
the one before it. Read as a second value of the same topic, the bracket's amount contradicted
the price in the same sentence: every reply on the topic escalated (D7), and a draft that
quoted the main price was held against the bracket's.

So the bracket's amount is no claim when the bracket opens with it (an amount of the same
currency, nothing but its charge bases between), the price before it states one tax basis
and the bracket's amount the other (`guard.engine.taxbasis`: closed sets of grammar words
and sales-tax names, no team's words). The price outside the bracket is the claim; a draft
that states the bracket's figure with its own tax basis is compared with that price (rule D8
weighs the tax basis). In a draft the same bracket's number is left unread (rule D0b), so
nothing is hidden there.

Pure: a sentence's values in, a yes or no for one of them out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.taxbasis import tax_after
from guard.extract.local.found import Found

#: The reason `dropped.why_not_a_claim` gives.
TAX_TWIN: Final = "the same price with the sales tax told the other way"

#: What may stand between the price (and its bases and tax words) and the bracket's amount.
_OPEN_RE: Final = re.compile(r"[^()]{0,60}?\(\s*$")


def restates_with_tax(sentence: str, found: list[Found], i: int) -> bool:
    """Whether `found[i]`, a money amount that opens a bracket, restates the money amount
    right before the bracket with the other tax basis (see the module docstring)."""
    if i == 0:
        return False
    d, before = found[i], found[i - 1]
    if d.value.kind != "money" or before.value.kind != "money":
        return False
    if d.value.unit != before.value.unit or before.end > d.start:
        return False
    if not _OPEN_RE.fullmatch(sentence[before.end : d.start]):
        return False
    # the bracket's number is where its own tax basis is read from
    mine = tax_after(_after_number(sentence, d))
    theirs = tax_after(_after_number(sentence, before))
    return mine is not None and theirs is not None and mine != theirs


def _after_number(sentence: str, f: Found) -> str:
    """The words from the end of `f`'s number on ("per day including VAT" after "£240")."""
    text = sentence[f.start : f.end]
    m = re.search(r"\d[\d,.]*", text)
    start = f.start + (m.end() if m is not None else len(text))
    return sentence[start:]
