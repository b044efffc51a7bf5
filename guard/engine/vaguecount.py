"""A count said with a quantifier instead of a number: "a couple of lessons", "a few guest
passes", "a handful of refills", "several free swaps", "a pair of tickets".

Why: a count topic's value is a number of things, and the readers (local and the detector,
`patterns`) see a count only as a number, in digits or number words, before what the topic
counts. A quantifier states how many just as a number does ("you get a couple of lessons"
tells the customer two), or a vaguer amount the customer will hold the team to, yet nothing
read it: the draft passed as ALLOW NO_POLICY_CLAIM against a source that says 3, in any
team's wording. Durations already have this rule ("a few days" is a detector match); counts
had none. The engine does not turn the quantifier into a number ("a couple" is two to some
writers and "two or three" to others; "a few" is no number at all), so the promise is an
unread value: an extraction gap (D0b, CAUTION EXTRACTION_GAP), never ALLOW, beside governed
claims as much as alone, as a count with no limit is (`unlimited`).

Only what a count topic counts marks the promise (its unit's noun or an about phrase, up to
two words after the quantifier: "a couple of extra lessons"). "Both" and "a single" are
left out: they point back to things already named ("both lessons are on Monday") or name
one thing being priced ("a single lesson costs £30"), not how many are given. The customer's
own quantifier said back ("a few points shouldn't be a problem" after their "I've got a few
points") is their figure, as a number they gave is (`persons`): no promise. Read in drafts
only, as `unlimited` is. Pure.

A count said by its place in order is the same unread promise: "your 8th stamp earns a free
coffee", "every fifth wash is free", "the free session comes with your tenth visit". The
ordinal after a determiner ("your", "the", "every") says how many things it takes as plainly
as "8 stamps" does, and no reader turns it into a number (digits with "th" read as a date
elsewhere, and the words only as fractions after "a": `english.FRACTION_DENOMINATORS`), so
it passed as ALLOW NO_POLICY_CLAIM whatever number it gave.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.patterns import CatalogueWords
from guard.engine.unlimited import THING, count_topic_patterns
from guard.english import FRACTION_DENOMINATORS, POSSESSIVES, one_of
from guard.models import PatternMatch

_I: Final = re.IGNORECASE

#: Quantifiers that say how many of a plural noun without a number.
_QUANTIFIER: Final = (
    r"(?:a\s+couple(?:\s+of)?|a\s+few|a\s+handful\s+of|several|a\s+pair\s+of|a\s+number\s+of)"
)

#: A place in order after a determiner: "your 8th", "the tenth", "every fifth" (the ordinals
#: fractions are named by, less "half" and "quarter", which name no place, and "second").
_PLACES: Final = one_of(("second",), FRACTION_DENOMINATORS, without=("half", "quarter"))
_ORDINAL: Final = (
    rf"(?:(?:the|{one_of(POSSESSIVES)}|every|each)\s+)(?:\d{{1,3}}(?:st|nd|rd|th)|{_PLACES})"
)

#: Up to two words between the quantifier and the noun ("a couple of extra", "a few more").
_BETWEEN: Final = r"(?:[\w'’-]+\s+){0,2}?"


#: A quantifier, up to two words, then the counted things.
_TEMPLATE: Final = rf"\b(?P<q>{_QUANTIFIER}|{_ORDINAL})\s+{_BETWEEN}{THING}"


def _key(m: re.Match[str]) -> tuple[str, str]:
    """The quantifier and the last word it counts, casefolded: "a few" and "points" for
    "a few penalty points"."""
    return " ".join(m["q"].casefold().split()), m.group().casefold().split()[-1]


def quantified_count_matches(
    text: str, cat: CatalogueWords, message: str = ""
) -> list[PatternMatch]:
    """Every place in the draft `text` that gives a count topic's things by a quantifier
    instead of a number, in order, overlaps merged (kind "count"); not one that says back
    the same quantifier and thing as the customer's `message`."""
    patterns = count_topic_patterns(cat, _TEMPLATE)
    theirs = {_key(m) for rx in patterns for m in rx.finditer(message)}
    spans = sorted(
        m.span()
        for rx in patterns
        for m in rx.finditer(text)
        if m.end() > m.start() and _key(m) not in theirs
    )
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return [PatternMatch(text=text[s:e], start=s, end=e, kind="count") for s, e in merged]
