"""A duration given as a day named relative to an event or to today, with no number: "let us
know the day before", "by 5pm the night before", "tell us the morning of", "it'll be ready
overnight", "ready by Friday", "done by the end of the week".

Why: a duration topic's value is a length of time, and the detector (`patterns`) sees one
only as a number before a unit of time. A reply that names the day instead states the same
kind of promise (how much notice, how long a wait) in words the customer will hold the team
to, yet nothing read it: the draft passed as ALLOW NO_POLICY_CLAIM against a source that
says 48 hours or 5 working days, in any team's wording. Two families of words do this:

- a day relative to the event the window is counted back from ("the day before", "the night
  before", "the morning of", "the day prior"): a notice or cut-off of about a day or less;
- a deadline relative to today ("overnight", "by Friday", "by the end of the week"): how long
  the act takes, which depends on the day the customer reads it.

The engine does not turn either into a number: "by 5pm the day before" is anything from a few
hours to nearly two days before an afternoon appointment, and "by Friday" is a different
length every day of the week. So the promise is an unread value: an extraction gap (D0b,
CAUTION EXTRACTION_GAP), never ALLOW, beside governed claims as much as alone, as a window
with no limit is (`endless`).

Only in the clause of a duration topic's act: a clause that holds one of its about phrases,
or a content word of one said in any form ("moving one" for "move a fitting", "ready" for
"ready in") that no topic of another kind's phrases hold (a count of "fittings" makes
"fitting" no cue of the notice to move one). A date or a time of day said of anything else
("we're open until Friday", "your appointment is on Friday at 3pm") names no window: no
claim. "Overnight" right before a noun ("overnight delivery") names a kind of thing, not a
wait. A clause that also gives the length as a number ("refunds take five working days, so if
it's not there by Friday, call us") promises the number, which is read: the day only
restates it for the customer's calendar. Read in drafts only, as `endless` is. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SENTENCE_OR_SEMICOLON, clause_bounds
from guard.engine.patterns import CatalogueWords
from guard.engine.unlimited import merged_matches
from guard.kb.phrasematch import compile_phrases
from guard.kb.phrases import FUNCTION_WORDS
from guard.models import PatternMatch

_I: Final = re.IGNORECASE

_DAYPART: Final = r"(?:day|night|evening|morning|afternoon|working\s+day|business\s+day)"
_WEEKDAY: Final = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"

#: A day relative to the event or to today, said with no number.
_RELDAY_RE: Final = re.compile(
    # "the day before", "the night before", "the evening prior", "the previous day"
    rf"\bthe\s+{_DAYPART}\s+(?:before|prior)\b(?!\s+(?:last|yesterday)\b)"
    rf"|\bthe\s+previous\s+{_DAYPART}\b"
    # "the morning of", "the day of your appointment" (not "on the day of", read as 0 days
    # already, nor "the day of the week")
    r"|(?:(?<!\bon\s)\bthe\s+day|\bthe\s+(?:night|evening|morning|afternoon))\s+of\b"
    r"(?!\s+(?:the\s+)?(?:week|month|year)\b)"
    # "overnight" (not before a noun: "overnight delivery")
    r"|\bovernight\b"
    # "by Friday", "by next Tuesday", "no later than Monday", "by the weekend"
    rf"|\b(?:by|no\s+later\s+than)\s+(?:this\s+|next\s+|the\s+)?(?:{_WEEKDAY}|weekend)\b"
    # "by the end of the week", "by end of day", "by close of business"
    r"|\bby\s+(?:the\s+)?(?:end|close)\s+of\s+(?:the\s+|this\s+|next\s+)?"
    r"(?:day|week|month|business|play)\b",
    _I,
)

#: A word after "overnight" that makes it a kind of thing ("overnight delivery"), not a wait.
_WORD_AFTER_RE: Final = re.compile(r"\s+([^\W\d_]+)")

_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")

#: Verbs too light to name an act on their own ("take", "give notice": the noun names it).
_LIGHT: Final = frozenset({"take", "give", "get", "make", "have", "need", "let", "tell", "know"})

#: Shorter words are too often something else.
_MIN_LEN: Final = 4

#: A length of time said with a number: "five working days", "48 hours", "a week".
_NUMBERED_RE: Final = re.compile(
    r"\b(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fourteen|twenty|thirty|forty|sixty|ninety)[\s-]+(?:[^\W\d_]+\s+)?"
    r"(?:minutes?|hours?|hrs?|days?|nights?|weeks?|fortnights?|months?|years?)\b",
    _I,
)


def _stem(word: str) -> str:
    """A word's plain form, so "moving", "moved", "moves" and "move" meet (no dictionary)."""
    w = re.sub(r"['’]s?$", "", word.casefold())
    for suffix in ("ing", "ed", "es", "s"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix) and not w.endswith(("ss", "us")):
            w = w[: -len(suffix)]
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]  # "fitting" -> "fitt" -> "fit"
    return w.removesuffix("e") if len(w) > 3 else w


def _words(phrase: str) -> set[str]:
    words = _WORD_RE.findall(phrase.replace("*", " ").replace("|", " "))
    return {
        _stem(w)
        for w in words
        if len(w) >= _MIN_LEN and w.casefold() not in FUNCTION_WORDS | _LIGHT
    }


def _cue_words(cat: CatalogueWords) -> frozenset[str]:
    """The stems of duration topics' phrase words that no topic of another kind uses."""
    mine: set[str] = set()
    others: set[str] = set()
    for spec in cat.topics:
        for p in spec.about:
            (mine if spec.kind == "duration" else others).update(_words(p))
    return frozenset(mine - others)


def _names_act(text: str, lo: int, hi: int, cues: frozenset[str]) -> bool:
    return any(_stem(w) in cues for w in _WORD_RE.findall(text[lo:hi]))


def _attributive(text: str, m: re.Match[str]) -> bool:
    """ "overnight delivery": the word before a noun names a kind of thing."""
    if m.group().casefold() != "overnight":
        return False
    after = _WORD_AFTER_RE.match(text, m.end())
    return after is not None and after[1].casefold() not in FUNCTION_WORDS


def relative_day_matches(text: str, cat: CatalogueWords) -> list[PatternMatch]:
    """Every place in the draft `text` that gives a duration topic's window as a day relative
    to the event or to today, in its clause, in order, overlaps merged (kind "duration")."""
    phrases = tuple(p for spec in cat.topics if spec.kind == "duration" for p in spec.about)
    named = compile_phrases(phrases)
    if named is None:
        return []
    cues = _cue_words(cat)
    spans: list[tuple[int, int]] = []
    for m in _RELDAY_RE.finditer(text):
        if _attributive(text, m):
            continue
        lo, hi = clause_bounds(text, m.start(), m.end(), SENTENCE_OR_SEMICOLON)
        if _NUMBERED_RE.search(text, lo, hi) is not None:
            continue  # the number is the promise; the day restates it
        if named.search(text, lo, hi) is not None or _names_act(text, lo, hi, cues):
            spans.append(m.span())
    return merged_matches(text, spans, "duration")
