"""A count promised with no limit: "unlimited washes", "no limit on guest passes", "as many
passes as you like", "wash as often as you like".

Why: a count topic's value is a number of things, and the detector (`patterns`) only sees
a count as a number before what the topic counts. A reply that promises no limit at all
states no number, so nothing read it and it passed as NO_POLICY_CLAIM: the largest promise
a reply can make on a count topic, let through unchecked. The engine has no honest value
for "no limit" (a `Value` is a finite range, and a made-up large number would be a guess
the comparison rules would trust), so the promise is an unread value instead: an extraction
gap (D0b, CAUTION EXTRACTION_GAP), never ALLOW, beside governed claims as much as alone,
like an unread number.

Only what a count topic counts marks the promise: the noun its unit counts
(`patterns.counted_noun`) or one of its about phrases in the same clause as the no-limit
words. A comma and "and", "but", "or", "so" open another main clause, with its own verb:
"4 visits a year, and you can phone us as often as you like" says how often one may phone,
not how many visits there are. Read in drafts only: a source that says a plan has no limit on something is read by
its own extractor, and flagging such words there would make sources unread. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.engine.patterns import CatalogueWords, counted_noun
from guard.english import COORDINATORS
from guard.kb.phrasematch import compile_phrases
from guard.models import PatternMatch

_I: Final = re.IGNORECASE

#: What a customer is told they may do as much as they want.
_AS_YOU_LIKE: Final = r"as\s+you\s+(?:like|want|wish|need|please|fancy|choose)"

#: Words that say a count has no bound, whatever it counts.
_NO_LIMIT: Final = (
    r"(?:unlimited|limitless|unrestricted|uncapped|"
    r"no\s+(?:upper\s+)?(?:limit|cap|maximum|max|ceiling|restriction)s?|"
    rf"as\s+(?:often|many\s+times)\s+{_AS_YOU_LIKE})"
)

#: A comma and a coordinating conjunction: a new main clause opens, with its own verb ("4
#: visits a year, and you can phone us as often as you like" says how often one may phone).
_NEXT_MAIN_CLAUSE: Final = rf",\s*(?:{'|'.join(COORDINATORS)})\b"

#: The rest of a clause: no sentence end, semicolon, line break or next main clause.
_IN_CLAUSE: Final = rf"(?:(?!{_NEXT_MAIN_CLAUSE})[^.!?;\n]){{0,60}}?"


#: Where a count topic's things go in a template given to `count_topic_patterns`.
THING: Final = "<thing>"


@lru_cache(maxsize=1024)
def counted_things(spec_unit: str | None, about: tuple[str, ...]) -> str | None:
    """A pattern for what a count topic counts: its unit's noun and its about phrases."""
    parts: list[str] = []
    if noun := counted_noun(spec_unit):
        parts.append(rf"\b{noun}\b")
    if about and (rx := compile_phrases(about)) is not None:
        parts.append(rx.pattern)
    return "(?:" + "|".join(parts) + ")" if parts else None


@lru_cache(maxsize=1024)
def _compiled(template: str, thing: str) -> re.Pattern[str]:
    return re.compile(template.replace(THING, thing), _I)


def count_topic_patterns(cat: CatalogueWords, template: str) -> list[re.Pattern[str]]:
    """`template` (a pattern with `THING` where the counted things go) once per count topic
    of `cat`, compiled once per catalogue wording: the readings that look for a count said
    without a number run on every check, so they must not recompile per draft."""
    out: list[re.Pattern[str]] = []
    for spec in cat.topics:
        if spec.kind == "count" and (thing := counted_things(spec.unit, spec.about)) is not None:
            out.append(_compiled(template, thing))
    return out


#: No limit before or after the things in one clause, or "as many X as you like".
_NO_LIMIT_TEMPLATE: Final = (
    rf"\b{_NO_LIMIT}\b{_IN_CLAUSE}{THING}"
    rf"|{THING}{_IN_CLAUSE}\b{_NO_LIMIT}\b"
    rf"|\bas\s+many\s+(?:[\w'’-]+\s+){{0,2}}?{THING}\s+{_AS_YOU_LIKE}\b"
)


def no_limit_matches(text: str, cat: CatalogueWords) -> list[PatternMatch]:
    """Every place in the draft `text` that promises a count topic's things with no limit,
    in order, overlaps merged (kind "count")."""
    spans = [
        m.span() for rx in count_topic_patterns(cat, _NO_LIMIT_TEMPLATE) for m in rx.finditer(text)
    ]
    return merged_matches(text, spans, "count")


def merged_matches(text: str, spans: list[tuple[int, int]], kind: str) -> list[PatternMatch]:
    """The non-empty `spans` of `text` in order, overlaps merged, as matches of `kind`."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(s for s in spans if s[1] > s[0]):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return [PatternMatch(text=text[s:e], start=s, end=e, kind=kind) for s, e in merged]
