"""What a fee is charged for: "a handling fee for each swap" is the swap fee.

A fee has a name and an occasion. Teams name fees by either: "admin fee", "handling fee",
"booking fee" say how the fee is labelled on a bill, which many charges share; "swap fee",
"refund fee", "cancellation fee" say what it is charged FOR, which is what tells one price
topic from another. English says the occasion either in front of the price word (the
compound "swap fee") or after it, as the price word's complement: "a £10 handling fee for
each swap", "a handling fee of £10 is charged for each swap", "£5 per booking". The
complement says, in so many words, what each payment of this amount buys, so it names the
price as surely as the compound would: "fee for each swap" is a "swap fee".

So for each money topic whose `about` phrase is a noun with a price word after it ("swap
fee", "refund charge", "booking cost"), the noun said after "for each", "for every", "on
each", "on every" or "per" names that topic's occasion (`occasion_matches`), in a text that
says a price word ("one locker for each member", a count, names no fee).

It decides only between names: when a text says a fee's name that is another money topic's
phrase ("handling fee") and an occasion, the occasion's topic takes the place of the name's
(`occasion_over_name`, asked first in the value's clause by `topics`). Said alone, an
occasion of one word is no cue: "a £12 charge for each repair our engineers do" may price a
repair the catalogue's "repair fee" does not mean; one word names too many things
(`pricednoun` needs two for the same reason). A name beside it says the text is about a fee
the catalogue distinguishes, and the occasion says which. "A £10 handling fee for each
refund" stays the refund fee whichever topic says "handling fee"; "a handling fee for each
swap" is the swap fee even where "handling fee" is the refund topic's phrase, because a name
shared by several charges cannot say which one this is and the occasion can. A match ending
in a price word is a fee's name; any other match ("Saver tickets", "refund*") is left to
weigh as before.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrases import FUNCTION_WORDS, phrase_pattern, split_exact

#: (start, end, topic)
Match = tuple[int, int, str]

_I: Final = re.IGNORECASE
#: The stems of price words (as `guard.kb.pricednouns` reads them).
_PRICE_STEMS: Final = ("fee", "price", "cost", "charge")
_PRICE_RE: Final = re.compile(r"\b(?:fees?|prices?|costs?|charges?|charged|payable)\b", _I)
#: The words that say a countable occasion follows.
_OCCASION: Final = r"(?:(?:for|on)\s+(?:each|every)|per)\s+"


def _is_price_word(token: str) -> bool:
    word = token.lower().rstrip("*")
    return any(word in (s, s + "s") for s in _PRICE_STEMS)


def occasion_noun(phrase: str) -> str | None:
    """The occasion an `about` phrase prices ("change" of "change fee", "seat booking" of
    "seat booking charge"), or None when the phrase is not a noun and a price word."""
    text, exact = split_exact(phrase)
    tokens = [t for t in re.split(r"[\s\-]+", text) if t]
    if exact or len(tokens) < 2 or any(t in ("...", "…") or "|" in t for t in tokens):
        return None
    if not _is_price_word(tokens[-1]) or any(_is_price_word(t) for t in tokens[:-1]):
        return None
    noun = tokens[:-1]
    if any(t.lower() in FUNCTION_WORDS for t in noun):
        return None
    return " ".join(noun)


@lru_cache(maxsize=64)
def _patterns(cat: Catalogue) -> tuple[tuple[str, re.Pattern[str]], ...]:
    out: list[tuple[str, re.Pattern[str]]] = []
    for t in cat.of_kind("money"):
        nouns = sorted({n for n in (occasion_noun(p) for p in t.about) if n})
        if nouns:
            body = "|".join(phrase_pattern(n) for n in nouns)
            out.append((t.key, re.compile(rf"\b{_OCCASION}(?:{body})", _I)))
    return tuple(out)


def occasion_matches(cat: Catalogue, text: str) -> tuple[Match, ...]:
    """Each money topic's occasion said after "for each" / "per" in a text that says a price
    word (see the module docstring)."""
    if not _PRICE_RE.search(text):
        return ()
    return tuple((m.start(), m.end(), key) for key, rx in _patterns(cat) for m in rx.finditer(text))


def occasion_over_name(cat: Catalogue, text: str, strong: tuple[Match, ...]) -> Match | None:
    """The occasion match that takes the place of another money topic's fee name in `text`
    (the value's whole clause; `strong` its phrase matches), or None (see the module
    docstring)."""
    occasions = occasion_matches(cat, text)
    if not occasions:
        return None
    named = {k for _, _, k in occasions}
    for s, e, key in strong:
        spec = cat.topic(key)
        words = re.sub(r"\W+$", "", text[s:e]).split()
        if key in named or spec is None or spec.kind != "money" or not words:
            continue
        if _is_price_word(words[-1]):
            return occasions[0]
    return None
