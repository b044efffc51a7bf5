"""A fraction in words of a price or a time is a number: it needs a verdict like any other.

"No number without a verdict, digits or words" (`numbers`). "Half price", "a third off",
"half the fee", "a quarter of the fare", "half a day", "an hour and a half" each state an
amount as surely as "50%", "£5" or "12 hours" do; a draft that says one must not pass as a
reply with no policy claim because its number is spelled as a fraction. So each is found
here, and `numbers.number_verdicts` gives it the same verdicts as a number: read when a
claim's value words hold it ("half price" read as 50%, "half an hour" as 30 minutes),
otherwise unread (rule D0b: CAUTION EXTRACTION_GAP), never a silent ALLOW.

Only a fraction said of a price or a time counts: right before "price" or "off", after
"save", or before an amount's noun or a unit of time, with "of" and a determiner between
or not ("half the fee", "a third of your deposit", "half a day", "half-day"), or after a
unit of time and "and" ("a day and a half"), or after "by" ("discounted by a third": how much
a price changed, `BY_FRACTION_RE`). Every ordinal divides (`guard.english`'s
FRACTION: "a fifth off", "a tenth of the fee"), but past a quarter only with "of", "off",
"price" or "save": right before a noun an ordinal orders ("a fifth night free"). "The other half of your order", "a third
visit" and "half term" (a school holiday's name) state no amount; nor does a clock's "on the
half hour".

Pure: text in, spans out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    AMOUNT_NOUN,
    COORDINATORS,
    FRACTION,
    MORE_PREPOSITIONS,
    PREPOSITIONS,
    SHARE_BEFORE_NOUN,
    SUBORDINATORS,
    one_of,
)

_I: Final = re.IGNORECASE

_TIME_UNIT: Final = r"(?:minute|hour|day|week|month|year|night|shift|session)s?"

_FRACTION_OF_RE: Final = re.compile(
    rf"(?<![\w-])(?P<n>{FRACTION})"
    r"(?=(?:[\s-]+price\b|\s+off\b(?![\w-])"
    r"|[\s-]+of\s+(?:(?:the|your|our|its|their|his|her|this|that|a|an)\s+"
    rf"(?:[\w'’-]+\s+){{0,2}}?)?(?:{AMOUNT_NOUN}|{_TIME_UNIT})\b))"
    rf"|(?<![\w-])(?P<b>{SHARE_BEFORE_NOUN})"
    r"(?=[\s-]+(?:(?:the|your|our|its|their|his|her|this|that|a|an)\s+"
    rf"(?:[\w'’-]+\s+){{0,2}}?)?(?:{AMOUNT_NOUN}|{_TIME_UNIT})\b)"
    rf"|\b(?:save|saves|saving|saved)\s+(?P<s>{FRACTION})"
    rf"|\b(?:an?|one|\d+|\w+)\s+{_TIME_UNIT}\s+and\s+(?P<h>a\s+half)\b",
    _I,
)
#: A change said by a fraction: "discounted by a third", "cut by half", "goes up by a
#: quarter". "By" before a share measures how much something changed, as "by 20%" does; the
#: share ends its phrase (punctuation, the end, or a grammar word: a preposition, a
#: conjunction): "by a third party" names a party and "by a quarter past six" a clock time.
_AFTER_SHARE: Final = one_of(
    PREPOSITIONS, MORE_PREPOSITIONS, COORDINATORS, SUBORDINATORS, without=("past", "to")
)
BY_FRACTION_RE: Final = re.compile(
    rf"\bby\s+(?P<f>{FRACTION})(?=\s*(?:[.,;:!?)…]|$)|\s+(?:{_AFTER_SHARE})\b)", _I
)
# A clock's half hour ("on the hour and half hour", "at half past"): a time of day.
_CLOCK_RE: Final = re.compile(
    r"\b(?:on|at|every)\s+the\s+(?:hour\s+and\s+(?:the\s+)?)?half[\s-]+hour\b|\bhalf\s+past\b", _I
)


def fraction_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` holds a fraction in words of a price or a time (see the module
    docstring): each fraction's words, as a (start, end) span."""
    clock = [m.span() for m in _CLOCK_RE.finditer(text)]
    out: list[tuple[int, int]] = []
    for m in _FRACTION_OF_RE.finditer(text):
        group = next(g for g in ("n", "b", "s", "h") if m[g])
        s, e = m.span(group)
        if not any(cs <= s and e <= ce for cs, ce in clock):
            out.append((s, e))
    for m in BY_FRACTION_RE.finditer(text):  # "discounted by a third"
        s, e = m.span("f")
        if not any(os <= s < oe for os, oe in out):
            out.append((s, e))
    return sorted(out)
