"""A number glued into a name the catalogue gives a topic: "3D", "4DX", "5G" are names.

Rule D0b reads every number in a draft, and the policy-pattern detector reads "3D" as "3
days" (its short unit "d"). But a team's catalogue may name a topic by words that hold
digits: a premium-format topic's `about` phrases "3D" and "4DX", a mobile-data topic's "5G".
Where the draft says those very words, the digits are part of a name the catalogue itself
lists, not an amount the draft states: "it still includes IMAX, 3D and ScreenX" gives no
value. Flagging them caps a correct reply at CAUTION EXTRACTION_GAP. A number word in such a
phrase is the same: a bulk-discount topic named "baker's dozen", a cycling topic "two-wheeler
hire": "dozen" in "buy a baker's dozen and save 5%" names the topic the 5% is read on, the
very words that decided it, and states no further value.

Only digits inside a match of a topic's `about` phrase (the words that name a topic, never
a choice's options, which are values: "6am to 10pm"), glued to a letter, or standing as a
word of their own with no unit after them in the phrase's match ("Band 1", "Tier 2", "Zone
3": a name's number, as a class or a zone is numbered). A number with a unit or a sign
("the 30-day guarantee", "24/7 support", "a 10% plan") is still read, even inside a
phrase: it may be the topic's value written into its name, and a number needs a verdict.

A scope value's phrase is a name too, the catalogue's name for one kind of service, never a
value of a topic: a fraction in words inside it ("half day", "quarter-day session" as a
session length's values) says which kind the sentence is about, as "3D" says which format,
and measures nothing. "A half day costs £24" states £24 for the half-day session (the scope
the ticket settles), not a duration of half a day. So a fraction (`fractions`) whose words
overlap a match of a scope value's phrase is a name's, not an unread number; the same
fraction said any other way ("half a day", "a day and a half", or no scope phrase in the
catalogue holding it) still needs a verdict.

Pure: the draft's text and the catalogue in, the spans of such numbers out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.fractions import fraction_spans
from guard.engine.numbers import numbers_in
from guard.extract.local.bandspans import band_name_spans
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.measures import MEASURE_UNIT
from guard.models import PatternMatch

_TIME_UNITS: Final = r"(?:minute|min|hour|hr|day|night|week|fortnight|month|year|yr)s?"


#: What makes a number in a name a measure: a unit, a sign or a fraction after it ("30-day",
#: "10%", "24/7"), or a currency sign before it.
_MEASURE_AFTER: Final = re.compile(
    rf"[\s-]*(?:%|/|[.,]\d|(?:{MEASURE_UNIT}|{_TIME_UNITS})(?![\w]))", re.IGNORECASE
)
_CURRENCY_BEFORE: Final = re.compile(r"[£$€¥]\s?$")


def _names_it(text: str, start: int, end: int, span_end: int) -> bool:
    """Whether the number at text[start:end], inside a phrase's match ending at `span_end`,
    is a name's number: glued to a letter, or a word of its own that measures nothing."""
    if _glued(text, start, end):
        return True
    return not (_MEASURE_AFTER.match(text[:span_end], end) or _CURRENCY_BEFORE.search(text[:start]))


def _glued(text: str, start: int, end: int) -> bool:
    """Whether the number at text[start:end] is glued to a letter before or after it."""
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return before.isalpha() or after.isalpha()


def _holds_a_number(phrase: str) -> bool:
    """Whether a catalogue phrase holds a number: digits ("3D") or a number word ("baker's
    dozen", "two-wheeler")."""
    return any(ch.isdigit() for ch in phrase) or bool(numbers_in(phrase))


def catalogue_named_numbers(text: str, cat: Catalogue) -> list[PatternMatch]:
    """The numbers of `text` that name, inside a match of a topic's `about` phrase, each as a
    match over the whole name (so a detector match inside it, "3D" as "3 days", is one too)."""
    phrases = tuple(p for t in cat.topics for p in t.about if _holds_a_number(p))
    spans = find_all(phrases, text) if phrases else []
    numbers = numbers_in(text)
    return [
        PatternMatch(text=text[s:e], start=s, end=e, kind="number")
        for s, e in spans
        if any(s <= ns and ne <= e and _names_it(text, ns, ne, e) for ns, ne in numbers)
    ] + scope_named_fractions(text, cat)


def scope_named_fractions(text: str, cat: Catalogue) -> list[PatternMatch]:
    """The fractions in words of `text` ("a half" in "a half day costs £24") whose words
    overlap a match of a scope value's phrase ("half day"): each a match over the fraction and
    the phrase together, a name (module docstring)."""
    phrases = tuple(p for d in cat.scopes for _, ph in d.values for p in ph)
    fractions = fraction_spans(text) if phrases else []
    if not fractions:
        return []
    out: list[PatternMatch] = []
    for s, e in find_all(phrases, text):
        for fs, fe in fractions:
            if fs < e and s < fe:
                lo, hi = min(s, fs), max(e, fe)
                out.append(PatternMatch(text=text[lo:hi], start=lo, end=hi, kind="number"))
    return out


def band_names(text: str, cat: Catalogue) -> list[PatternMatch]:
    """The matches of a topic's `about` phrase that name it by a value of another kind ("the
    10-20 minutes tier" of a percentage topic): their numbers are a name, read
    (`guard.extract.local.bandname`)."""
    return [
        PatternMatch(text=text[s:e], start=s, end=e, kind="number")
        for s, e in band_name_spans(text, cat)
    ]
