"""The noun a money topic's `about` phrases price: "hair wash" of "hair wash fee".

A team names a price by its compounds ("hair wash fee", "price of a hair wash", "pay for a
hair wash"); its pages, its agents and its customers then speak of the thing itself ("a hair
wash costs £8", "is a hair wash free?"). This module derives that noun from the catalogue,
so a reader (`guard.extract.local.pricednoun`) and the engine's ticket reading
(`guard.engine.attribution`) can take it as a weak cue for the topic: the catalogue's own
words, said without their price word.

A noun of one word is not derived from a compound: what it leaves once its price word goes is
often a modifier ("late" of "late fee", "annual" of "annual fee") or a word many things
share; two words or more ("hair wash", "late payment") name one thing. A single word that
is the object of "pay for" or "price of" ("pay for delivery") is a noun by its grammar, and
is derived, unless another money topic prices the same word.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrases import FUNCTION_WORDS, phrase_pattern, split_exact

#: The words that make a compound a price: their stems (a team writes "cost*", "fees").
_PRICE_STEMS: Final = ("fee", "price", "cost", "charge")
#: Words that only introduce the priced noun: "pay for a hair wash", "the price of".
_INTRO: Final = frozenset({"pay", "pays", "paying", "paid", *FUNCTION_WORDS})
#: Determiners and quantifiers that are no part of the noun ("each meal costs", "no
#: delivery fee").
_DETERMINERS: Final = frozenset({"each", "every", "any", "no", "all", "some", "one"})
#: Fewest content words a priced noun needs (see the module docstring).
MIN_WORDS: Final = 2


def _is_price_word(token: str) -> bool:
    word = token.lower().rstrip("*")
    return any(word in (s, s + "s") for s in _PRICE_STEMS)


def priced_noun(phrase: str) -> str | None:
    """The noun an `about` phrase prices ("hair wash" of "hair wash fee", "price of a hair
    wash" or "pay for a hair wash"), or None when the phrase is no such compound."""
    text, exact = split_exact(phrase)
    tokens = [t for t in re.split(r"[\s\-]+", text) if t]
    if exact or len(tokens) < 2 or any(t in ("...", "…") or "|" in t for t in tokens):
        return None
    if _is_price_word(tokens[-1]) and not any(_is_price_word(t) for t in tokens[:-1]):
        noun = tokens[:-1]  # "hair wash fee"
    elif (_is_price_word(tokens[0]) and tokens[1].lower() == "of") or (
        tokens[0].lower() in ("pay", "pays", "paying") and tokens[1].lower() == "for"
    ):
        noun = tokens[2:]  # "price of a hair wash", "pay for a hair wash"
        if any(_is_price_word(t) for t in noun):
            return None
    else:
        return None
    while noun and noun[0].lower() in _INTRO | _DETERMINERS:
        noun = noun[1:]
    content = [t for t in noun if t.lower() not in FUNCTION_WORDS | _DETERMINERS]
    # One word is a noun only as the object of "pay for" or "price of" ("pay for
    # delivery"): English takes no bare modifier there ("pay for late" is no phrase).
    fewest = 1 if _is_object(tokens) else MIN_WORDS
    if len(content) < fewest or len(content) != len(noun):
        return None
    return " ".join(noun)


def _is_object(tokens: list[str]) -> bool:
    """Whether the phrase's noun is the object of its price words ("pay for delivery",
    "price of parking"), which makes a single word a noun, never a modifier."""
    first, second = tokens[0].lower(), tokens[1].lower()
    return (first in ("pay", "pays", "paying") and second == "for") or (
        _is_price_word(first) and second == "of"
    )


@lru_cache(maxsize=64)
def priced_patterns(cat: Catalogue) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each money topic with a priced noun: one pattern for its nouns."""
    out: list[tuple[str, re.Pattern[str]]] = []
    # A one-word noun more than one money topic prices names neither: it is a shared word.
    words = [n for t in cat.of_kind("money") for n in {priced_noun(p) for p in t.about} if n]
    shared = {n.casefold() for n in words if " " not in n and words.count(n) > 1}
    for t in cat.of_kind("money"):
        nouns = sorted(
            {n for n in (priced_noun(p) for p in t.about) if n and n.casefold() not in shared}
        )
        if nouns:
            body = "|".join(phrase_pattern(n) for n in nouns)
            out.append((t.key, re.compile(body, re.IGNORECASE)))
    return tuple(out)
