"""Finding durations in a sentence ("4 business days", "same day", "half an hour") and ages;
the design decisions are listed in `values`."""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.noununit import names_a_thing
from guard.extract.local.numerals import (
    _CHANGE_FROM_RE,
    _I,
    _IX,
    _NUM,
    _QUAL,
    number,
)
from guard.extract.local.ontheday import only_on_the_day
from guard.measures import AGE_RE
from guard.models import Value

# Units as written: the first letters tell them apart (`_unit`). A month's and a year's
# adjective form counts ("12-month contract", "30-minute call"); "monthly" does not.
_UNITS: Final = r"hours?|hrs?|h|minutes?|mins?|days?|weeks?|wks?|fortnights?|months?|years?|yrs?"


# The general duration: an optional range, optional filler ("2 more days"), a qualifier and
# a unit. Whitespace runs are bounded so a long run of spaces cannot make matching
# quadratic. The lookbehind keeps "v2 days" and "1.5" fragments from matching mid-token.
_DURATION_RE: Final = re.compile(
    rf"""
    (?<![\w.])
    (?P<between>between\s+)?
    (?P<low>{_NUM})
    (?:\s{{0,3}}(?P<sep>-|–|—|to|or|and)\s{{0,3}}(?P<high>{_NUM}))?
    \+?
    [\s-]{{0,3}}
    (?:(?:more|extra|additional|further|full|whole|clear)\s+)?
    (?P<qual>(?:{_QUAL})(?:[\s-]{{1,3}}(?:{_QUAL}))*)?
    [\s-]{{0,3}}
    (?P<unit>{_UNITS})
    \b
    """,
    _IX,
)


# Phrases whose number is implicit; each is tried alongside the general pattern.
_SAME_DAY_RE: Final = re.compile(rf"(?<![\w.])same[\s-]+(?:(?P<qual>{_QUAL})[\s-]+)?day\b", _I)


_NEXT_DAY_RE: Final = re.compile(rf"(?<![\w.])next[\s-]+(?:(?P<qual>{_QUAL})[\s-]+)?day\b", _I)


# "a day", "an hour", "a business day", "a month", "a day or two" (a range of 1-2), "an hour
# and a half". Not "a minute": "give me a minute" is how agents talk, not a promise. "A full
# year", "a whole week", "a clear day" are the same length said with emphasis, as "one full
# year" is (the general pattern's filler words).
_ARTICLE_RE: Final = re.compile(
    r"(?<![\w.])an?\s+(?:(?:full|whole|clear)\s+)?"
    rf"(?:(?P<qual>{_QUAL})[\s-]+)?(?P<unit>hour|day|week|fortnight|month|year)\b"
    r"(?:(?P<or_two>\s+or\s+two\b)|(?P<and_half>\s+and\s+a\s+half\b))?",
    _I,
)


# "a day" chosen is a date, not a span of time: "pick a day in the link", "choose a week that
# suits you", "call to agree a day with you" (British English drops "on"), "arrange a day". (A number stays a duration: "choose 3 days" is how many.)
_CHOSEN_RE: Final = re.compile(
    r"\b(?:pick(?:s|ed|ing)?|choos(?:e|es|ing)|chose|select(?:s|ed|ing)?|nam(?:e|es|ed|ing)|"
    r"suggest(?:s|ed|ing)?|propos(?:e|es|ed|ing)|agree(?:s|d|ing)?(?:\s+on)?|"
    r"arrang(?:e|es|ed|ing))\s+$",
    _I,
)


# "a day" a relative clause marks as one the customer picks is a date too: "reply with a day
# that suits", "send us a week which works for you", "a day you'd prefer", "a day when you're
# free". A restrictive clause of liking or fitting chooses among days; a span of time is never
# said to suit (a number stays a duration: "3 days that suit" is how many).
_CHOSEN_AFTER_RE: Final = re.compile(
    r"\s+(?:(?:that|which)\s+(?:(?:best|really|also)\s+)?"
    r"(?:suits?|works?|fits?|is\s+(?:good|best|better|convenient|easiest|easier|free))\b"
    r"|(?:that\s+|which\s+)?(?:you|they|he|she|we)(?:['’]d|\s+would)?\s+"
    r"(?:like|prefer|want|choose|pick|fancy)\b"
    r"|when\s+(?:you|they|he|she|we)(?:['’]re|['’]s|\s+are|\s+is)\s+(?:free|available)\b)",
    _I,
)


_COUPLE_RE: Final = re.compile(
    rf"(?<![\w.])a\s+couple\s+(?:of\s+)?(?:(?P<qual>{_QUAL})[\s-]+)?"
    r"(?P<unit>minutes|hours|days|weeks|months|years)\b",
    _I,
)


# "half an hour", "half a year", and "half a day", "half a week", "half a month": each is half
# its unit, never the whole unit that "a day" alone would read (no number without its
# verdict, `fractions`).
_HALF_RE: Final = re.compile(r"(?<![\w.])half\s+an?\s+(?P<unit>hour|day|week|month|year)\b", _I)


_BUSINESS_QUAL_RE: Final = re.compile(r"\b(?:b[ui]?[is]{1,3}n+e?s{1,2}|biz|work\w*|bank\w*)\b", _I)


def _unit(qual: str | None, unit: str) -> tuple[str, float]:
    """The duration unit and the factor that converts the written unit into it."""
    business = bool(qual and _BUSINESS_QUAL_RE.search(qual))
    u = unit.lower()
    if u.startswith("h"):
        return "hours", 1.0
    if u.startswith("mi"):
        return "minutes", 1.0
    if u.startswith("mo"):
        return "months", 1.0
    if u.startswith("y"):
        return "years", 1.0
    if u.startswith("w"):
        return ("business_days", 5.0) if business else ("calendar_days", 7.0)
    if u.startswith("f"):
        return ("business_days", 10.0) if business else ("calendar_days", 14.0)
    return ("business_days" if business else "calendar_days"), 1.0


def _duration(low: float, high: float | None, unit: str, factor: float) -> Value:
    amount_max = None if high is None or high == low else high * factor
    return Value(amount=low * factor, amount_max=amount_max, unit=unit)


def _general(sentence: str, m: re.Match[str]) -> Found:
    low = number(m["low"])
    high = number(m["high"]) if m["high"] else None
    start = m.start()
    changed = m["sep"] and m["sep"].lower() == "to" and _CHANGE_FROM_RE.search(sentence[:start])
    if high is not None and (
        high < low or changed or (m["sep"].lower() == "and" and not m["between"])
    ):
        # "from 4 to 1 business day" and "bump from 14 to 21 days" are changes, and "section
        # 3 and 4 days" is not a range: only the number next to the unit is the value.
        low, high, start = high, None, m.start("high")
    unit, factor = _unit(m["qual"], m["unit"])
    return Found(start, m.end(), sentence[start : m.end()], _duration(low, high, unit, factor))


def _implicit(
    sentence: str, m: re.Match[str], amount: float, high: float | None, *, article: bool = False
) -> Found:
    groups = m.groupdict()
    unit, factor = _unit(groups.get("qual"), groups.get("unit") or "day")
    value = _duration(amount, high, unit, factor)
    return Found(m.start(), m.end(), m.group(), value, article=article)


def _durations(sentence: str) -> list[Found]:
    found = [_general(sentence, m) for m in _DURATION_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 0, None) for m in _SAME_DAY_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 1, None) for m in _NEXT_DAY_RE.finditer(sentence)]
    found += only_on_the_day(sentence)  # "can only be booked on the day": 0 days (`ontheday`)
    found += [
        _implicit(
            sentence, m, 1.5 if m["and_half"] else 1, 2 if m["or_two"] else None, article=True
        )
        for m in _ARTICLE_RE.finditer(sentence)
        if not _CHOSEN_RE.search(sentence, 0, m.start())
        and not _CHOSEN_AFTER_RE.match(sentence, m.end())
        and not (m["or_two"] is None and m["and_half"] is None and names_a_thing(sentence, m.end()))
    ]
    found += [_implicit(sentence, m, 2, None, article=True) for m in _COUPLE_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 0.5, None) for m in _HALF_RE.finditer(sentence)]
    found += [_age(m) for m in AGE_RE.finditer(sentence)]
    return found


def _age(m: re.Match[str]) -> Found:
    """An age as years: the number alone is the value's text ("age 3" is "3"), so a unit
    written after it makes the duration pattern's longer match win."""
    if m["nth"]:
        return Found(m.start(), m.end(), m.group(), _duration(number(m["nth"]), None, "years", 1))
    if m["group"]:  # "under-16s": the bound word stays in its text (`directions`)
        return Found(m.start(), m.end(), m.group(), _duration(number(m["group"]), None, "years", 1))
    high = number(m["high"]) if m["high"] else None
    start = m.start("low")
    value = _duration(number(m["low"]), high, "years", 1.0)
    return Found(start, m.end(), m.string[start : m.end()], value)
