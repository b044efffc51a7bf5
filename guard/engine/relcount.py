"""A count or an amount said without a number the readers read: "we'll see you twice for
lessons", "your plan includes a single lesson", "both of your lessons", "the lid is half
that", "a quarter upfront".

Why: the readers (local and the detector, `patterns`) see a count only as a number before
what a topic counts, and an amount only as a number with its unit. Each of these states one
as plainly in any team's wording, yet nothing read it, so the draft passed as ALLOW
NO_POLICY_CLAIM against a source that says another value:

- an adverb of repetition ("once", "twice", "three times") for a count topic's things
  ("we'll see you twice for lessons") says how many of them there are;
- "a single" thing a count topic counts after a verb of having ("includes", "get",
  "have", "comes with") says there is one; "a single lesson costs £30" prices one lesson
  and says nothing of how many are given, so only those verbs mark it;
- "both" with "your" before a count topic's things ("both of your lessons") says there
  are two of them (bare "both lessons" may point back to two already named);
- a value given relative to another ("half that", "double that", "twice that", "three
  times that", "the same as that") is a value of its own clause, computed from an amount
  the clause does not state: the engine does not guess which amount "that" is; so is a
  multiple or share of an amount the sentence states ("half of £240 per day", "twice the
  standard charge of £49"; not of an amount it only names, "twice the full fare", which a
  source may state in the same words): the stated amount is
  the base, not the value, and the value is not worked out;
- a fraction said as paid ahead ("a third upfront", "a quarter in advance", "half on
  booking") is a share of the price taken then.

The engine turns none of them into a number here (the referent of "that" or the whole a
share is of is not read), so each is an unread value: an extraction gap (D0b, CAUTION
EXTRACTION_GAP), never ALLOW, beside governed claims as much as alone, as a count given by a
quantifier is (`vaguecount`). Read in drafts only. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.patterns import CatalogueWords
from guard.engine.unlimited import THING, count_topic_patterns, merged_matches
from guard.english import FRACTION
from guard.models import PatternMatch

_I: Final = re.IGNORECASE

#: How many times, in words or digits, without "a" before it ("a second time" orders).
_REPEAT: Final = (
    r"(?<!\ba\s)\b(?:once|twice|thrice|(?:\d+|two|three|four|five|six|seven|eight|nine|ten)"
    r"\s+times)\b"
)
#: "for" and up to three words (a determiner, a modifier) before what is counted. Shared with
#: the reader that reads these counts exactly (`extract.local.wordcount`): a count it reads
#: must be the span this flags, or `wordsread` would leave the flag standing.
FOR_THING: Final = r"\s+for\s+(?:[\w'’-]+\s+){0,3}?"
#: Verbs of having: what the customer is given, not what is priced.
HAVE: Final = (
    r"\b(?:includes?|including|included|gets?|getting|have|has|having|comes?\s+with|"
    r"coming\s+with|offers?|gives?\s+you)\s+(?:just\s+|only\s+)?"
)
BETWEEN: Final = r"(?:[\w'’-]+\s+){0,2}?"

#: A value given relative to an amount named elsewhere.
_RELATIVE_RE: Final = re.compile(
    r"\b(?:half|double|twice|triple|treble|(?:two|three|four)\s+times|a\s+third\s+of|"
    r"a\s+quarter\s+of)\s+(?:that|this|what\s+(?:it|that|a|an|the)\b[^.!?;\n]{0,30}?"
    r"(?:is|costs?|was))\b"
    r"|\b(?:the\s+same\s+as\s+(?:that|this))\b",
    _I,
)
#: A multiple or share of an amount the sentence states ("half of £240", "twice the standard
#: charge of £49", "double the £49"): the amount is
#: what it is taken of, and the value it
#: gives, which no reader works out, stands in the multiplier's words (the span). After the
#: multiplier, "of" or a determiner, so "twice a week for £10" (how often) is none.
_OF_AMOUNT_RE: Final = re.compile(
    r"\b(?:half|double|twice|triple|treble|(?:two|three|four)\s+times|a\s+third|a\s+quarter)"
    r"(?=\s+(?:of\s+|(?:the|your|our|this|that)\s+)(?:(?:the|your|our|this|that)\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:of\s+)?[£$€¥₹]\s?\d)",
    _I,
)
#: A fraction paid ahead: a share of the price taken at that time.
_AHEAD_RE: Final = re.compile(
    rf"(?<![\w-])(?:{FRACTION})\s+(?:up[\s-]?front|in\s+advance|on\s+booking|at\s+booking|"
    r"when\s+you\s+book|as\s+(?:a|the|your)\s+deposit)\b",
    _I,
)


#: "twice for", "includes a single" or "both of your", then the counted things.
_COUNT_TEMPLATE: Final = (
    rf"{_REPEAT}{FOR_THING}{THING}"
    rf"|{HAVE}a\s+single\s+{BETWEEN}{THING}"
    rf"|\bboth\s+(?:of\s+)?your\s+{BETWEEN}{THING}"
)


def relative_count_matches(text: str, cat: CatalogueWords) -> list[PatternMatch]:
    """Every place in the draft `text` that gives a count topic's things by "twice", "a
    single" or "both" (kind "count"), or a value relative to another amount or a fraction
    paid ahead (kind None), in order, overlaps merged."""
    counts = [
        m.span() for rx in count_topic_patterns(cat, _COUNT_TEMPLATE) for m in rx.finditer(text)
    ]
    others = [
        m.span() for rx in (_RELATIVE_RE, _AHEAD_RE, _OF_AMOUNT_RE) for m in rx.finditer(text)
    ]
    relative = [m.model_copy(update={"kind": None}) for m in merged_matches(text, others, "")]
    return sorted([*merged_matches(text, counts, "count"), *relative], key=lambda m: m.start)
