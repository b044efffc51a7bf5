"""Whether an amount is said with its sales tax or without it: "£35 plus VAT" against "£35
including VAT".

The same figure with the tax on top and with the tax in is two prices: "£35 a month plus VAT"
is £42 for the customer, "£35 a month including VAT" is £35. The value's number is the same, so
a draft that keeps the amount and flips the tax was read as within V: an ALLOW on a price the
business does not charge. No exact conversion joins the two (the rate is not the engine's to
know, and differs by country and by thing), so, as for a charge basis (`chargebasis`), the
equal amount is no support: D8, CAUTION UNIT_MISMATCH.

Read only where English puts it, right after the amount and the bases it is charged per
("£35 per user per month plus VAT", "£95 (inc. VAT)", "£240, VAT included"), in closed sets of
words: the prepositions that add a tax ("plus", "+", "excluding", "ex", "before", "on top
of") or hold it in ("including", "inc", "incl", "inclusive of", "with"), and the names of
sales taxes, which are a closed class (VAT, GST, HST, sales tax, tax). Like a charge basis, a
tax said on one side only proves nothing: a source often leaves it to a table header or to
the whole price list ("all prices include VAT"), so only a draft that states one basis
against quotes of V that all state the other is a mismatch.

Pure: strings in, "net" (tax on top), "gross" (tax in) or None out.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

#: The names of sales taxes: a closed class.
_TAX: Final = r"(?:VAT|GST|HST|sales\s+tax(?:es)?|tax(?:es)?)"

#: The bases an amount is charged per, passed over before the tax ("per user per month").
_BASES_RE: Final = re.compile(r"^(?:\s*(?:(?:per|an?|each)\s+[a-z][a-z-]*|/\s?[a-z][a-z-]*))*", _I)

_NET_RE: Final = re.compile(
    r"^[\s,(]*(?:(?:plus|\+|excluding|excl\.?|exc\.?|ex\.?-?|before|exclusive\s+of|"
    rf"not\s+including|on\s+top\s+of)\s*{_TAX}\b|{_TAX}\s+(?:extra|on\s+top)\b)",
    _I,
)
_GROSS_RE: Final = re.compile(
    r"^[\s,(]*(?:(?:including|incl\.?|inc\.?|inclusive\s+of|with)\s*"
    rf"{_TAX}\b|{_TAX}\s+(?:included|inclusive|incl\.?|inc\.?)(?!\w))",
    _I,
)


def tax_after(text: str) -> str | None:
    """The tax basis the words right after an amount (`text`) state, past the bases it is
    charged per: "net", "gross" or None."""
    rest = text[_BASES_RE.match(text).end() :]  # type: ignore[union-attr]
    if _NET_RE.match(rest):
        return "net"
    if _GROSS_RE.match(rest):
        return "gross"
    return None


def tax_words_end(text: str) -> int:
    """Where a tax basis said at the start of `text` (" plus VAT", ", including VAT") ends, or
    0 when it starts with none."""
    m = _NET_RE.match(text) or _GROSS_RE.match(text)
    return m.end() if m is not None else 0


def stated_tax(text: str, value_text: str) -> str | None:
    """The tax basis `text` states right after its value's words `value_text` (read from the
    value's number on, which may hold the bases already: "£35 per user"), or None."""
    if not value_text:
        return None
    at = text.find(value_text)
    if at < 0:
        return None
    inner = re.search(r"\d[\d,.]*", value_text)
    start = at + (inner.end() if inner is not None else len(value_text))
    return tax_after(text[start:])


def other_tax(mine: str | None, theirs: list[str | None]) -> str | None:
    """The one tax basis every quote of V states, when the draft states the other; else None
    (a basis on one side only, or quotes that disagree, prove nothing)."""
    if mine is None or not theirs or any(t is None for t in theirs):
        return None
    stated = set(theirs)
    if len(stated) != 1:
        return None
    (one,) = stated
    return one if one != mine else None
