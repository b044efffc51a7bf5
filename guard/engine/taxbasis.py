"""Whether a price includes the sales tax, when the draft and the sources both say it: "£25
plus VAT" against a help centre whose prices "include VAT".

A price and its tax basis are one promise: "£25 plus VAT" is £30 at 20%, "£25 including VAT"
is £25. The extractor reads the amount only (the tax words are no number), so a draft that
keeps V's amount and moves the tax to the other side of it was SUPPORTED, and the customer is
quoted a fifth more or less than the sources charge. The same holds for any team: a tax said
on top of a price or inside it is what English puts right beside the price or in one
sentence about every price of a document ("All prices include VAT", "Our prices exclude
VAT, which is added at 20%").

So where the draft's sentence states a tax basis for its amount, and every quote V rests on
states the other one, in its own words or, when its words state none, in its document's
general sentence about its prices (one that states a basis and no amount), or else in the
one such sentence the in-force documents agree on (a help centre says it once, "All our prices
exclude VAT", for every price its policies state), the equal amount is no support: D8, CAUTION UNIT_MISMATCH, as for a price per person against one per booking
(`chargebasis`). A basis stated on one side only proves nothing (most sources never say).

Read by closed sets of English words only: the names English gives a sales tax ("VAT",
"GST", "HST", "sales tax", "tax"), and the words that put it inside a price ("including",
"incl.", "inclusive of", "with", "… included") or on top of it ("plus", "+", "excluding",
"ex", "before", "… extra", "… on top", "… is added"); "include"/"exclude" as a verb ("prices
include VAT") and its negation ("don't include VAT": on top).

Pure: text in, a basis or None out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

_I: Final = re.IGNORECASE

_TAX: Final = r"(?:VAT|GST|HST|sales\s+tax(?:es)?|tax(?:es)?)\b"
_NEGATION: Final = r"(?:don't|doesn't|do\s+not|does\s+not|won't|will\s+not|never)"
_INSIDE_RE: Final = re.compile(
    rf"\b(?:incl?\b\.?|including|inclusive\s+of|with)\s*{_TAX}"
    rf"|\b(?:include|includes|included)\s+{_TAX}"
    rf"|\b{_TAX}\s*(?:is\s+|are\s+)?(?:included|inclusive|incl\b\.?)",
    _I,
)
_ON_TOP_RE: Final = re.compile(
    rf"(?:\bplus|\+|\bex(?:cl?)?\b\.?|\bexcluding|\bexclusive\s+of|\bbefore|\bwithout|\bnet\s+of)\s*{_TAX}"
    rf"|\b(?:exclude|excludes|excluded)\s+{_TAX}"
    rf"|\b{_NEGATION}\s+(?:include|includes|included)\s+{_TAX}"
    rf"|\b{_TAX}\s*(?:is\s+|are\s+)?(?:excluded|extra|on\s+top|(?:is\s+|will\s+be\s+)?added)",
    _I,
)
_AMOUNT_RE: Final = re.compile(r"[£$€¥₹]\s?\d|\d\s?(?:p|pence|cents?|EUR|GBP|USD)\b", _I)
_SENTENCE_RE: Final = re.compile(r"[^.!?\n]+(?:[.!?]+|$)")

INSIDE: Final = "tax:inside"
ON_TOP: Final = "tax:on_top"


def tax_basis(text: str) -> str | None:
    """The one tax basis `text` states (`INSIDE` or `ON_TOP`), or None when it states none or
    both."""
    on_top = bool(_ON_TOP_RE.search(text))
    # "don't include VAT" is on top: its "include VAT" says nothing inside.
    inside = bool(_INSIDE_RE.search(_ON_TOP_RE.sub(" ", text)))
    if inside == on_top:
        return None
    return INSIDE if inside else ON_TOP


@lru_cache(maxsize=4096)
def document_tax_basis(body: str) -> str | None:
    """The tax basis a document's general sentences about its prices state: those that state
    a basis and no amount ("All prices include VAT."), when they agree; else None."""
    said = {
        b
        for s in _SENTENCE_RE.findall(body)
        if not _AMOUNT_RE.search(s) and (b := tax_basis(s)) is not None
    }
    return said.pop() if len(said) == 1 else None


def house_tax_basis(bodies: Iterable[str]) -> str | None:
    """The tax basis the in-force documents' general sentences agree on ("All our prices
    exclude VAT" in a help article about quotes holds for a price a policy states too), or
    None when none says one or two disagree."""
    said = {b for body in bodies if (b := document_tax_basis(body)) is not None}
    return said.pop() if len(said) == 1 else None


def source_tax_basis(quote: str, body: str, house: str | None = None) -> str | None:
    """A source value's tax basis: its quote's own words, else its document's general
    sentence (`document_tax_basis`), else the one the in-force documents agree on
    (`house_tax_basis`)."""
    return tax_basis(quote) or document_tax_basis(body) or house


def other_tax_basis(draft: str | None, sources: list[str | None]) -> str | None:
    """The one tax basis every source states, when the draft states the other, else None."""
    if draft is None or not sources or any(s is None for s in sources):
        return None
    stated = set(sources)
    if len(stated) != 1:
        return None
    (theirs,) = stated
    return theirs if theirs != draft else None
