"""What a price buys, when it is one unit of time: "£12 for a day", "£9 a kayak for a full day".

One unit of time after a price and "for" ("£12 for a day", "£30 per van for one whole week",
"£9 a kayak for a full day") is the period the amount pays for: the same basis as "£12 a
day" (`rates`) said with "for": it belongs to the price and is no duration the text
promises. Read as a length of its own, it also took the words after it from the price: a
bracket closing the sentence ("£9 a kayak for a full day (members only)") qualifies the
offer, that is the price, not the day.

Only a price that is no rate in time already: in "£20 a month for a year" the price is
monthly and the year is how long it holds (a term, a claim of its own). Only one unit ("a",
"an", "one", with or without an emphasis word): "£60 for 3 days" may state how long
something lasts, and is read as before. A head the price is charged per may stand between
("a kayak", "per van"), as in a rate.

Like a rate's basis, what the price buys is not part of the normalised value: the engine
compares the amounts (`rates` says why). Unlike a rate's, the period's words stay outside the
price's text, so a bracket after them is still an aside that yields to a scope stated before
the price ("On the club plan, … £9 a kayak for a full day (free plan to follow)"; `scopes`),
and the number words a period holds ("one") are no number the engine must read.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found

_TIME: Final = r"(?:hour|day|night|week|fortnight|month|year)"
# Words of time in a rate already matched ("a month", "per week", "/mo"): such a price is
# periodic, and a span after it is how long the rate holds.
_TIMED_RATE_RE: Final = re.compile(
    r"\b(?:hour|day|night|week|fortnight|month|year|annum|mo|yr|hr|wk)s?\b", re.IGNORECASE
)
# " for a day", " a kayak for a full day", " per van for one whole week": an optional head the
# price is charged per, then "for" and one unit of time.
_PERIOD_RE: Final = re.compile(
    rf"(?:[ \t]+an?\s+(?!{_TIME}s?\b)[^\W\d_][\w-]*)?"
    rf"[ \t]+for\s+(?:an?|one)\s+(?:(?:full|whole|clear|entire|single)\s+)?{_TIME}\b",
    re.IGNORECASE,
)
# Words that start the clause's next part, not a noun the unit describes.
_FUNCTION_WORDS_TEXT: Final = """
    and or but nor so then with without at on in of to from for if unless when while
    which who that plus including inc incl only
"""
_FUNCTION_WORDS: Final = frozenset(_FUNCTION_WORDS_TEXT.split())
#: A lookahead that holds where a noun phrase ends: what follows is a function word or
#: punctuation, not a noun (or a hyphen) that the words before would describe. `rates` ends
#: a basis's noun with it ("£3 a page, or" but not "£3 a page count").
NOUN_PHRASE_ENDS: Final = (
    r"(?!-|[ \t]+(?!(?i:" + "|".join(sorted(_FUNCTION_WORDS)) + r")\b)[^\W\d_])"
)
_NOUN_PHRASE_ENDS_RE: Final = re.compile(NOUN_PHRASE_ENDS)


def no_noun_after(sentence: str, at: int) -> bool:
    """Whether the words after `at` go on with a function word or punctuation, not with a
    noun (or a hyphen) that the words before `at` would describe: "£45 for 30 minutes, with"
    ends the length; "£45 for 30 minutes tuition" makes it part of a noun phrase. Shared by
    `priceperiod`, `pricedlength` and `rates` so all end a price's unit the same way."""
    return _NOUN_PHRASE_ENDS_RE.match(sentence, at) is not None


def _period_after(sentence: str, end: int) -> re.Match[str] | None:
    m = _PERIOD_RE.match(sentence, end)
    return m if m is not None and no_noun_after(sentence, m.end()) else None


def without_price_periods(sentence: str, found: list[Found]) -> list[Found]:
    """The values found, less each duration that is the one unit of time a price right
    before it pays for (see the module docstring). The price keeps its own words: what
    follows the period (a bracket closing the sentence) is read after the price, as it was
    before the period was a value."""
    periods = []
    for f in found:
        if f.value.kind != "money" or f.free or (f.rate and _TIMED_RATE_RE.search(f.rate)):
            continue
        m = _period_after(sentence, f.end)
        if m is not None:
            periods.append((f.end, m.end()))
    return [
        f
        for f in found
        if not (f.value.kind == "duration" and any(s <= f.start and f.end <= e for s, e in periods))
    ]
