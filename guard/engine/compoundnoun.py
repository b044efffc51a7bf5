"""A number hyphened to a noun before another noun names a kind of thing: "a two-person crew".

Rule D0b reads every number in a draft, so "Our two-person crew can assemble it" left "two"
unread and capped a correct reply at CAUTION EXTRACTION_GAP. But a number joined by a hyphen
to a noun, the pair standing before a noun of its own ("a two-person crew", "a
three-bedroom house", "a 4-wheel drive"), is a compound adjective: it says what kind of crew
or house it is, and states no amount of any policy. A team's count is written the same way
only with the thing it counts ("a 3-bag allowance" for a topic counting bags), and a
duration, a price or a measure with its unit ("a 30-day trial", "a 2-hour window", "a 5 kg
bag"): those stay numbers to read.

So such a number is set aside when the word after its hyphen is no unit of time, money or
measure, no fraction ("two-thirds") and no number word ("twenty-four"), is no word of a topic's unit (what a count counts) nor of its `about` phrases, and another word follows the pair. English grammar and the catalogue only,
no team's words. Pure: the draft's text and the catalogue in, the spans of the compounds
out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import NUMBER_WORD_VALUES
from guard.kb.catalogue import Catalogue
from guard.measures import MEASURE_UNIT
from guard.models import PatternMatch
from guard.wordforms import loose_singular

_NUMBER: Final = r"\d{1,4}|" + "|".join(sorted(NUMBER_WORD_VALUES, key=len, reverse=True))

# "two-person crew": the number, a hyphen, its noun, a space and the next word.
_COMPOUND_RE: Final = re.compile(
    rf"(?<![\w.,£$€¥-])(?P<num>{_NUMBER})-(?P<noun>[A-Za-z]+)(?=\s+[A-Za-z])",
    re.IGNORECASE,
)

# Units a value is written with: time, money and percent, measures.
_UNIT_RE: Final = re.compile(
    r"(?:sec(?:ond)?|min(?:ute)?|h(?:ou)?r|day|night|week|fortnight|month|year|yr|decade|"
    r"pound|euro|dollar|pence|penny|cent|percent|per|"
    r"half|halve|third|quarter|fifth|sixth|seventh|eighth|ninth|tenth|"
    rf"{MEASURE_UNIT}|(?:metre|meter|inch|foot|feet|litre|liter|gram|tonne|ton|mile)\w*)s?",
    re.IGNORECASE,
)


def _catalogue_nouns(cat: Catalogue) -> frozenset[str]:
    """Every word of the topics' units (what a count counts) and `about` phrases, singular
    and lower case: a number hyphened to one of them may be a value of the catalogue."""
    words: set[str] = set()
    for t in cat.topics:
        words.update(loose_singular(w.lower()) for w in re.findall(r"[A-Za-z]+", t.unit or ""))
        for phrase in t.about:
            words.update(loose_singular(w.lower()) for w in re.findall(r"[A-Za-z]+", phrase))
    return frozenset(words)


def compound_numbers(text: str, cat: Catalogue) -> list[PatternMatch]:
    """The numbers of `text` hyphened to a noun that is no unit and no noun of the catalogue,
    the pair standing before another word ("two-person crew"): each a match over the
    compound, a name of a kind of thing (see the module docstring)."""
    known = _catalogue_nouns(cat)
    out: list[PatternMatch] = []
    for m in _COMPOUND_RE.finditer(text):
        noun = m.group("noun")
        if (
            _UNIT_RE.fullmatch(noun)
            or loose_singular(noun.lower()) in known
            or noun.lower() in NUMBER_WORD_VALUES  # "twenty-four hours" is one number
        ):
            continue
        out.append(PatternMatch(text=m.group(), start=m.start(), end=m.end(), kind="number"))
    return out
