"""Rates: an amount followed by what it is charged per ("£2.50 a day", "$10 per user per
month", "$20/seat/month", "€5 per GB").

A rate is one money value: the words after the amount say what it is charged per, so they
are part of the value as written (its `value_text`) and never a value of their own ("a day"
is no one-day duration). They also name the topic more closely than anything else in the
sentence when a catalogue's `about` phrases say so ("per seat", "per day abroad"); "/seat" is
read as "per seat" for that. English has two spellings of a basis, "per" and the
distributive "a"/"an" ("£3 per page", "£3 a page"), and both are read here, on one path, to
the same value text and the same "per" words (`rate_words`): "£3 a page" names the topic
a catalogue's "per page" names. Before a comma the article is no basis ("£12, a saving of
£3"), nor where its noun goes on into a longer noun phrase ("£12 a full day").

What is charged per is not part of the normalised value: "£2.50 a day" and "£2.50 a week"
are both {2.5, GBP} to the engine. A topic usually is a rate already ("daily roaming
charge", "price per seat"), and sources often leave the basis to the topic's label or a
table header, so comparing bases would flag agreeing sources as different units. A draft
that changes only the basis is caught only where it names a period of time that V's words
and the topic's do not (`engine.ratebasis`); docs/workspace-format.md says so.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.english import CLOSED_CLASSES, one_of
from guard.extract.local.found import Found
from guard.extract.local.numerals import _WORD_NUMBER
from guard.extract.local.priceperiod import NOUN_PHRASE_ENDS
from guard.extract.local.shortrates import SHORT_STEP, spelled_out

_TIME: Final = r"(?:day|night|week|month|year|hour|minute|annum|fortnight)"
_EACH: Final = r"(?:user|seat|member|person|head|licen[cs]e|device|line|sim|account|GB|MB|TB|gig)"
# Any other noun after "a"/"an" ("£3 a page", "£14 a bike"): the same basis as "per page",
# read as "per" reads one, when it is no grammar word (`english.CLOSED_CLASSES`, as
# `engine.chargebasis` reads a basis's noun) and its noun phrase ends there: a function word,
# punctuation or another step next ("£3 a page, or", "£3 a page per copy"), not a noun it
# would describe ("£12 a full day", "£5 a bike hire", "£5 a kid's ticket" keep the amount
# alone).
_A_NOUN: Final = (
    rf"(?!(?:{one_of(CLOSED_CLASSES)})\b)(?:additional\s+|extra\s+)?[^\W\d_][\w-]*"
    rf"(?![\w'’-])(?:{NOUN_PHRASE_ENDS}|(?=[ \t]+(?:per|an?|each|every)\b|\s?/))"
)
# One step of a rate: "per <word>" ("per user", "per active user", "per GB"), "a|an <time or
# head>" ("a day", "a seat") or another noun ending its phrase ("a page"), "each|every
# <time>" (also after "for", and of half the time: "£4 for every half hour"), or "/<word>"
# ("/month", "/mo", "/seat").
_STEP: Final = (
    rf"(?:per\s+(?!cent\b)(?:active\s+|additional\s+|extra\s+)?[A-Za-z][\w-]*"
    rf"|an?\s+(?:(?:{_TIME}|{_EACH})s?\b|{_A_NOUN})"
    rf"|(?:for\s+)?(?:each|every)\s+(?:half\s+(?:an?\s+)?)?{_TIME}\b"
    r"|\s?/\s?[A-Za-z]+\b"
    rf"|{SHORT_STEP})"  # "£15pm", "£650 pcm" (`shortrates`)
)
_RATE_RE: Final = re.compile(rf"(?:[ \t]{{0,2}}{_STEP}){{1,3}}", re.IGNORECASE)
_SLASH_RE: Final = re.compile(r"\s?/\s?")


def with_rates(sentence: str, found: list[Found]) -> list[Found]:
    """Money values extended over the rate words right after them; a value that only
    those words held ("a day") is then covered by the money and dropped with the overlap."""
    out: list[Found] = []
    for f in found:
        m = _RATE_RE.match(sentence, f.end) if f.value.kind == "money" and not f.free else None
        if m is None or not m.group().strip():
            out.append(f)
            continue
        out.append(replace(f, end=m.end(), text=sentence[f.start : m.end()], rate=m.group()))
    return out


# A count's rolling window: "two visits in any 12 months", "3 swaps every 30 days", "5 a
# rolling 12 months". Like a rate's basis it belongs to the value as written (so the engine
# finds its number read, `engine.numbers`), not to the normalised value.
_WINDOW_RE: Final = re.compile(
    rf"[ \t]{{1,2}}(?:(?:in|within|over|during)\s+)?(?:any|every|each|per|an?)\s+"
    rf"(?:rolling\s+)?(?:\d+|{_WORD_NUMBER})\s+{_TIME}s?\b",
    re.IGNORECASE,
)


def with_windows(sentence: str, found: list[Found]) -> list[Found]:
    """Count values extended over a rolling window right after them."""
    out: list[Found] = []
    for f in found:
        m = _WINDOW_RE.match(sentence, f.end) if f.value.kind == "count" else None
        out.append(f if m is None else replace(f, end=m.end(), text=sentence[f.start : m.end()]))
    return out


# "a month", "an hour", "each week", "every day": the same distributive "per" in other words.
_PER_WORD_RE: Final = re.compile(r"\b(?:an?|each|every)(?=\s)", re.IGNORECASE)


def rate_words(rate: str) -> str:
    """The rate as words a catalogue phrase is written in: "/seat/month" → " per seat per
    month", and "a month", "each month", "every month" → "per month": a rate says what it
    is charged per with any of those words, and a catalogue lists one of them."""
    return _PER_WORD_RE.sub("per", _SLASH_RE.sub(" per ", spelled_out(rate)))
