"""A document's effective date ("Effective 1 March 2026") and supersession sentence ("This
replaces ..."), read from its own words."""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from typing import Final

from guard.kb.spellings import slips
from guard.models import Supersedes

_I: Final = re.IGNORECASE
_IX: Final = re.IGNORECASE | re.VERBOSE


_EFFECTIVE_WORD: Final = slips("effective")


_MONTHS: Final[dict[str, int]] = {
    m: i
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}


_MONTH_RE: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)


# An effective date needs a trigger word: "Last reviewed 3 Nov 2026" is not one. "On or
# after <date>" is how terms say which orders or renewals a rule binds ("For orders placed on
# or after 1 January 2027, the fee will be ..."): the day it starts to apply.
_EFFECTIVE_RE: Final = re.compile(
    rf"""
    \b(?:{_EFFECTIVE_WORD}(?:\s+(?:from|as\s+of|on|date))?|as\s+of|from|on\s+or\s+after|
       starting(?:\s+(?:from|on))?|
       beginning(?:\s+on)?|with\s+effect\s+from|in\s+(?:force|effect)\s+(?:from|as\s+of|on)|
       (?:goes|going|went)\s+live\s+on|live\s+(?:from|on)|takes\s+effect\s+(?:on|from)|
       applies\s+(?:from|as\s+of))
    [\s:]*(?:on\s+)?(?:the\s+)?
    (?:
        (?P<iso>\d{{4}}-\d{{2}}-\d{{2}})
      | (?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTH_RE})\.?,?\s+(?P<y1>\d{{4}})
      | (?P<m2>{_MONTH_RE})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y2>\d{{4}})
    )\b
    """,
    _IX,
)


# "This supersedes X for instant transfers": the target runs to a scope phrase of the
# catalogue, a date phrase, a comma or semicolon, or the end of the (trimmed) sentence.
# Whitespace runs are bounded here and below: a lazy target followed by an unbounded \s+ is
# quadratic.
_TARGET_END_REST: Final = (
    rf"|\s{{1,3}}(?:{_EFFECTIVE_WORD}|as\s+of|from|starting|with\s+effect)\b|\s{{0,3}}[,;]"
    r"|\s{0,3}\.(?:\s|$)|$)"
)


_SUPERSEDES_HEAD: Final = (
    r"(?<!not\s)(?<!n['’]t\s)\b(?:supersedes|supercedes|replaces|overrides|overrules|"
    r"takes\s+precedence\s+over|prevails\s+over)\b[\s:]+(?P<target>\S.*?)"
)


@lru_cache(maxsize=64)
def _supersedes_re(scope_words: str) -> re.Pattern[str]:
    """The supersession pattern for a catalogue: "for <a scope phrase>" ends the target."""
    words = f"{scope_words}|all|both|these|those" if scope_words else "all|both|these|those"
    end = rf"(?=\s{{1,3}}for\s+(?:all\s+)?(?:{words})(?![\w])" + _TARGET_END_REST
    return re.compile(_SUPERSEDES_HEAD + end, _I)


# Passive: "Section 3 of DOC-101 is superseded by this policy".
_SUPERSEDED_BY_THIS_RE: Final = re.compile(
    r"^\W{0,10}(?P<target>\S[^,;]*?)\s{1,3}(?:is|are)\s+(?:hereby\s+|now\s+)?(?:superseded|"
    r"superceded|replaced|overridden)\s+by\s+(?:this|these)\b",
    _I,
)


def effective_in(text: str) -> date | None:
    """The first valid effective date in `text`; an impossible date (31 Feb) is no date."""
    for m in _EFFECTIVE_RE.finditer(text):
        try:
            if m["iso"]:
                return date.fromisoformat(m["iso"])
            day, month, year = (
                (m["d1"], m["m1"], m["y1"]) if m["d1"] else (m["d2"], m["m2"], m["y2"])
            )
            return date(int(year), _MONTHS[month[:3].lower()], int(day))
        except ValueError:
            continue
    return None


def supersedes_in(sentence: str, scope_words: str) -> Supersedes | None:
    m = _supersedes_re(scope_words).search(sentence) or _SUPERSEDED_BY_THIS_RE.search(sentence)
    if not m:
        return None
    target = m["target"].strip(" \t\"'“”‘’*_")
    return Supersedes(target_text=target, quote=sentence) if target else None
