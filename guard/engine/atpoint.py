"""The customer's case placed at its own figure and found outside the policy: "at 14 months
it's just outside it", "at 22 your son wouldn't be able to take one".

A reply that states a topic's value in its own words ("parts are covered for 12 months", "you
need to be 25 or over") often goes on to apply it to the customer's case, naming that case by
the figure the customer gave ("my bike ... 14 months ago", "He's 22") after "at": the point
the case has reached (an age, a time since), not a length or a limit the team grants. When
the same clause then says the case falls outside ("isn't covered", "wouldn't be able", "just
outside it", "too late"), the figure is the case the draft's own value is applied to, and
denied: it promises the customer nothing, so it is no claim of the topic's value. Its number
is the customer's (rule D0b: "a figure the customer quoted").

The same case is often referred back with a determiner instead of "at": "Our maximum stay is
8 weeks, so I'm afraid the 9 weeks wouldn't quite fit" (after "we're away for 9 weeks"). "the"
or "your" before the customer's number says it is the one already known, and the denial
places it outside as "at" does. So does an indefinite article before a number that sizes a
noun, with its unit in the singular ("so a 5 week trip wouldn't be covered", "a 10-day stay
isn't possible" after "a 5 week trip", "10 days"): English writes a number and a singular unit
before a noun to say how big that thing is, the customer's thing sized by their figure, never
a limit the team grants ("trips of up to 31 days").

The customer's case is as often said of them with "be": "as you're about 12 miles away,
you're outside our 10 mile radius", "she's 15, so she can't book alone" (after "we're about
12 miles away", "she's 15"). A number a person is said to be is where that person stands, the
customer's case, as after "at"; a limit the team grants is said of a thing or an act ("the
radius is 10 miles", "you can travel 10 miles"), never of the person by "be" alone.

Only when all hold, so that no policy value can hide here:
- "at" right before the number (an adverb between allowed: "at just 22"), or "the" or
  "your", or "a"/"an" with a singular unit and a noun after the number ("a 5 week trip"),
  or a person and a form of "be" ("you're about 12", "he is 22");
- the number is the customer's: the same number in the ticket's message, followed by the
  same word there when a unit word follows it in the draft ("14 months" after "14 months
  ago"), or standing alone before the person it describes ("at 22 your son", "at 22, he");
  the same number whether either writes it in digits or in words ("at fourteen months"
  after "14 months ago": `numberwords`);
- the rest of its clause denies the case (a negation, "outside", "past", "beyond", "too",
  "over the limit", "no longer"), or says it has not reached the value yet: time still "to
  go" or "to wait" ("at 22 months she has a couple of months to go" beside "children move
  up at 2 years") places the case short of the value, which is as much outside it; so
  does an adjective that says the case has not reached it ("at 6 your daughter is still a
  little young", "at 3 weeks it's a bit early"), unless "enough" turns it round ("young
  enough");
- the caller checks that the draft states, in its own words, a value of that topic.

"At 16 you can join" (after "I'm 16") states what a 16-year-old may do: no denial, so it is
decided as before. "At 14 months you're still covered" promises cover: a claim, unless the
draft states in its own words a value of the topic the figure does not exceed ("a 2-year
warranty, so at 14 months you're covered"), which places the case inside that value; it is
then the case that value is applied to (`placed_inside`, read by `figures`), and the
draft's own value is decided. Only with words of cover: "you can" or "you're fine" may be
said of a case before a waiting time.
English grammar only, no catalogue's words. Pure: strings in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numberwords import NUMBER_WORD_RE, value_of

_I: Final = re.IGNORECASE

_AT_RE: Final = re.compile(r"\bat\s+(?:(?:just|only|nearly|almost|over|about|around)\s+)?$", _I)
# A person the number is said of by "be": "you're about 12 miles away", "he is 22".
_BE_RE: Final = re.compile(
    r"\b(?:you|he|she|they)(?:['’](?:re|s)|\s+(?:are|is|was|were))\s+"
    r"(?:(?:just|only|nearly|almost|over|about|around|roughly)\s+)?$",
    _I,
)
# The customer's figure referred back by a determiner: "the 9 weeks wouldn't fit", "your 14
# months are past it". The article says the number is one already known, the customer's.
_POINTED_RE: Final = re.compile(r"\b(?:the|your)\s+$", _I)
# An indefinite article before a number that sizes a noun: "a 5 week trip", "an 8-day stay".
_ARTICLE_RE: Final = re.compile(r"\ban?\s+$", _I)
# Right after that number: a singular unit word (no plural -s) and a noun-like word after it.
_SIZED_NOUN_RE: Final = re.compile(r"[\s-]+[A-Za-z]+(?<![sS])[\s-]+[A-Za-z]")
# A number as customers write it: digits, one decimal part at most, or a number word.
_DIGITS_RE: Final = re.compile(r"(?<![\w.,])\d{1,4}(?:\.\d+)?(?![\w.,]\d)")
_NUMBER_RE: Final = re.compile(rf"{_DIGITS_RE.pattern}|{NUMBER_WORD_RE.pattern}", _I)
_NEXT_WORD_RE: Final = re.compile(r"[\s-]*([A-Za-z]+)")
# The person or thing the bare figure describes, right after it: "at 22 your son", "at 22,
# he", "at 17 the driver".
_PERSON_AFTER_RE: Final = re.compile(
    r"\s*,?\s*(?:your|his|her|their|my|the|he|she|they|you|it|i|we)\b", _I
)
# Where the figure's clause ends: a sentence's end, a semicolon, or a turn to a new clause
# ("but", "and we", a dash).
_CLAUSE_END_RE: Final = re.compile(r"[.;!?]|\s[–—]\s|\bbut\b", _I)
# The case denied: a negation, or the case placed outside the value.
_DENIED_RE: Final = re.compile(
    r"n['’]t\b|\b(?:not|never|no\s+longer|outside|past|beyond|too|over\s+the\s+limit|"
    r"unable|ineligible|expired|ran\s+out|run\s+out|out\s+of|to\s+go|to\s+wait|"
    r"(?:young|early|soon)(?!\s+enough))\b",
    _I,
)


def _customers(text: str, start: int, end: int, message: str) -> bool:
    """Whether the number at text[start:end] is one the customer wrote in `message`, with
    the same word after it when a word other than a person follows it in the draft."""
    value = value_of(text[start:end])
    person = _PERSON_AFTER_RE.match(text, end)
    mine = None if person else _NEXT_WORD_RE.match(text, end)
    for m in _NUMBER_RE.finditer(message):
        if value is None or value_of(m.group()) != value:
            continue
        if mine is None:
            return True
        theirs = _NEXT_WORD_RE.match(message, m.end())
        if theirs and theirs.group(1).lower().rstrip("s") == mine.group(1).lower().rstrip("s"):
            return True
    return False


def placed_outside(text: str, start: int, end: int, message: str) -> bool:
    """Whether the number at text[start:end] is the customer's own figure after "at", in a
    clause that denies the case (see the module docstring). The caller must also find a
    value of the topic the draft states in its own words."""
    before = text[max(0, start - 20) : start]
    sized = bool(_ARTICLE_RE.search(before) and _SIZED_NOUN_RE.match(text, end))
    led = _AT_RE.search(before) or _POINTED_RE.search(before) or _BE_RE.search(before)
    if not message or not (led or sized):
        return False
    if not _NUMBER_RE.fullmatch(text[start:end]):
        return False
    if not _customers(text, start, end, message):
        return False
    stop = _CLAUSE_END_RE.search(text, end)
    rest = text[end : stop.start() if stop else len(text)]
    return bool(_DENIED_RE.search(rest))


# The case said to be inside a span of cover: "you're covered", "it's still within it",
# "you're still under warranty". Only cover words: "you're fine" or "you can" may be said of
# a case before a waiting time ("after 1 year …, so at 10 months you can borrow one"), which
# would place it outside.
_COVERED_RE: Final = re.compile(
    r"\b(?:covered|within\s+(?:it|that|the|your|our)|inside\s+(?:it|that|the|your|our)|"
    r"(?:in|under)\s+(?:warranty|guarantee|cover))\b",
    _I,
)


def placed_inside(text: str, start: int, end: int, message: str) -> bool:
    """Whether the number at text[start:end] is the customer's own figure after "at", in a
    clause that says their case is covered and denies nothing ("so at 18 months you're
    covered"). The caller must also find a value of the topic the draft states in its own
    words that the figure does not exceed: then the figure is the case that value is
    applied to (`figures`)."""
    if not message or not _AT_RE.search(text[max(0, start - 20) : start]):
        return False
    if not _DIGITS_RE.fullmatch(text[start:end]) or not _customers(text, start, end, message):
        return False
    stop = _CLAUSE_END_RE.search(text, end)
    rest = text[end : stop.start() if stop else len(text)]
    return bool(_COVERED_RE.search(rest)) and not _DENIED_RE.search(rest)
