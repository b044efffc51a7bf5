"""Whether a price includes the sales tax, when the draft and the sources both say it: "£35
plus VAT" against "£35 including VAT", or against a help centre whose prices "include VAT".

A price and its tax basis are one promise: "£35 a month plus VAT" is £42 at 20%, "£35 a month
including VAT" is £35. The extractor reads the amount only (the tax words are no number), so a
draft that keeps V's amount and moves the tax to the other side of it was SUPPORTED, and the
customer is quoted a fifth more or less than the sources charge. No exact conversion joins the
two (the rate is not the engine's to know, and differs by country and by thing), so, as for a
price per person against one per booking (`chargebasis`), the equal amount is no support: D8,
CAUTION UNIT_MISMATCH.

The same holds for any team, because English says a price's tax in two places only:
- right after the amount and the bases it is charged per ("£35 per user per month plus VAT",
  "£95 (inc. VAT)", "£240, VAT included"): `tax_after`, `stated_tax`; where the sentence
  states one amount, anywhere in it ("A clean is £18, and that includes VAT": `tax_basis`);
- in one sentence about every price of a document, which states a basis and no amount ("All
  prices include VAT", "Our prices exclude VAT, which is added at 20%"):
  `document_tax_basis`; a help centre says it once for every price its policies state, so the
  one such sentence the in-force documents agree on holds for a document that says none
  (`house_tax_basis`).

So where the draft states a tax basis for its amount, and every quote V rests on states the
other one (`source_tax_basis`: its own words, else its document's, else the house's), the
equal amount is another price (`other_tax`). A basis stated on one side only proves nothing
(most sources never say).

Read by closed sets of English words only, one set each: the names English gives a sales tax
(VAT, GST, HST, sales tax, tax), the words that put it inside a price ("including", "inc",
"incl.", "inclusive of", "with", "… included") or on top of it ("plus", "+", "excluding",
"ex", "before", "without", "net of", "not including", "on top of", "… extra", "… on top",
"… is added"), and "include"/"exclude" as a verb ("prices include VAT") with its negation
("don't include VAT": on top).

Pure: text in, a basis (`INSIDE`, `ON_TOP`) or None out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

_I: Final = re.IGNORECASE

INSIDE: Final = "tax:inside"
ON_TOP: Final = "tax:on_top"

#: The names of sales taxes: a closed class.
_TAX: Final = r"(?:VAT|GST|HST|sales\s+tax(?:es)?|tax(?:es)?)\b"
_NEGATION: Final = r"(?:don't|doesn't|do\s+not|does\s+not|won't|will\s+not|never)"

#: The tax on top of a price, and inside it: the words before the tax's name, the verbs, and
#: the words after it.
_ON_TOP: Final = (
    r"(?:\+|\b(?:plus|excluding|exclusive\s+of|ex(?:cl?)?\b\.?-?|before|without|net\s+of"
    rf"|not\s+including|on\s+top\s+of))\s*{_TAX}"
    rf"|\b(?:exclude|excludes|excluded)\s+{_TAX}"
    rf"|\b{_NEGATION}\s+(?:include|includes|included)\s+{_TAX}"
    rf"|\b{_TAX}\s*(?:is\s+|are\s+)?(?:excluded|extra|on\s+top|(?:will\s+be\s+)?added)"
)
_INSIDE: Final = (
    rf"\b(?:including|incl?\b\.?|inclusive\s+of|with)\s*{_TAX}"
    rf"|\b(?:include|includes|included)\s+{_TAX}"
    rf"|\b{_TAX}\s*(?:is\s+|are\s+)?(?:included|inclusive|incl?\b\.?)"
)
_ON_TOP_RE: Final = re.compile(_ON_TOP, _I)
_INSIDE_RE: Final = re.compile(_INSIDE, _I)
#: The same words right at the start of the text after an amount (past a comma or a bracket).
_ON_TOP_AT_RE: Final = re.compile(rf"[\s,(]*(?:{_ON_TOP})", _I)
_INSIDE_AT_RE: Final = re.compile(rf"[\s,(]*(?:{_INSIDE})", _I)

#: The bases an amount is charged per, passed over before the tax ("per user per month").
_BASES_RE: Final = re.compile(r"(?:\s*(?:(?:per|an?|each)\s+[a-z][a-z-]*|/\s?[a-z][a-z-]*))*", _I)

_AMOUNT_RE: Final = re.compile(r"[£$€¥₹]\s?\d|\d\s?(?:p|pence|cents?|EUR|GBP|USD)\b", _I)
_SENTENCE_RE: Final = re.compile(r"[^.!?\n]+(?:[.!?]+|$)")


def tax_basis(text: str) -> str | None:
    """The one tax basis `text` states anywhere (`INSIDE` or `ON_TOP`), or None when it
    states none or both."""
    on_top = bool(_ON_TOP_RE.search(text))
    # "don't include VAT" is on top: its "include VAT" says nothing inside.
    inside = bool(_INSIDE_RE.search(_ON_TOP_RE.sub(" ", text)))
    if inside == on_top:
        return None
    return INSIDE if inside else ON_TOP


def tax_after(text: str) -> str | None:
    """The tax basis the words right after an amount (`text`) state, past the bases it is
    charged per: `ON_TOP`, `INSIDE` or None."""
    rest = text[_BASES_RE.match(text).end() :]  # type: ignore[union-attr]
    if _ON_TOP_AT_RE.match(rest):
        return ON_TOP
    if _INSIDE_AT_RE.match(rest):
        return INSIDE
    return None


def tax_words_end(text: str) -> int:
    """Where a tax basis said at the start of `text` (" plus VAT", ", including VAT") ends, or
    0 when it starts with none."""
    m = _ON_TOP_AT_RE.match(text) or _INSIDE_AT_RE.match(text)
    return m.end() if m is not None else 0


def stated_tax(text: str, value_text: str) -> str | None:
    """The tax basis `text` states for its value `value_text`: the words right after the
    value's number (`tax_after`), else, when `text` states no other amount, its one basis
    anywhere (`tax_basis`: "£18, and that includes VAT"); or None."""
    at = text.find(value_text) if value_text else -1
    if at >= 0:
        inner = re.search(r"\d[\d,.]*", value_text)
        after = tax_after(text[at + (inner.end() if inner is not None else len(value_text)) :])
        if after is not None:
            return after
    if len(_AMOUNT_RE.findall(text)) > 1:
        return None  # another amount's tax words may be the ones said
    return tax_basis(text)


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


def source_tax_basis(
    quote: str, value_text: str, body: str, house: str | None = None
) -> str | None:
    """A source value's tax basis: its quote's own words (`stated_tax`), else its document's
    general sentence (`document_tax_basis`), else the one the in-force documents agree on
    (`house_tax_basis`)."""
    return stated_tax(quote, value_text) or document_tax_basis(body) or house


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
