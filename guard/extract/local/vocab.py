"""A catalogue compiled for reading: every topic, scope and value phrase as a pattern.

The extractor never names a topic, a scope value or a unit of its own; it reads them here.
Compiled once per catalogue (catalogues are immutable and hashable) and, below that, once
per phrase tuple by `guard.kb.phrasematch`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from guard.extract.local.hyphenforms import with_hyphen_forms
from guard.extract.local.limitobject import MODIFIERS
from guard.extract.local.numerals import _WORD_NUMBER
from guard.extract.local.verbcount import compound_patterns, times_pattern
from guard.kb.catalogue import SCOPE_ANY, Catalogue, ScopeDimension, TopicSpec
from guard.kb.phrasematch import compile_phrases, find_all
from guard.kb.phrases import phrase_pattern
from guard.measures import NOT_CLOCK_MINUTES

#: Separates a choice topic from its option in a `classify` key.
SEP = "\x1f"


@dataclass(frozen=True)
class Dimension:
    """One scope dimension, ready for `classify`: "any" first, then each value."""

    spec: ScopeDimension
    options: tuple[tuple[str, tuple[str, ...]], ...]
    #: A label ("| Instant |", "**Starter plan:**") names a value when it is one of the
    #: value's phrases or the value's own name.
    labels: tuple[tuple[str, re.Pattern[str]], ...]
    #: Each value's own name as a word ("team", "sim only"): in a list before a phrase
    #: ("Team and Business plans") a capitalised name counts as a mention.
    names: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class Vocabulary:
    catalogue: Catalogue
    #: The value kinds the catalogue has topics for; durations are always read (a timing on
    #: no topic is `other`, as the seed has always read it).
    kinds: frozenset[str]
    #: Every topic's `about` phrases, one `classify` option each, so the longest match wins
    #: at a place whichever phrase it comes from.
    about: tuple[tuple[str, tuple[str, ...]], ...]
    hints: tuple[tuple[str, tuple[str, ...]], ...]
    not_covered: tuple[str, ...]
    #: A number, up to three words, then what a count topic counts ("up to 10 photos").
    counts: tuple[tuple[str, re.Pattern[str]], ...]
    #: Every choice option: key "topic<SEP>option", its phrases.
    choices: tuple[tuple[str, tuple[str, ...]], ...]
    #: One pattern for any phrase of a kind, a cheap test before the per-option scans.
    any_choice: re.Pattern[str] | None
    any_about: re.Pattern[str] | None
    any_hint: re.Pattern[str] | None
    dimensions: tuple[Dimension, ...]
    #: Where a supersession's target ends: "… for instant transfers", "… for Pro sellers".
    scope_words: str
    #: What a count topic counts, then a limit put on it: "cap referrals at 10", "guests
    #: are limited to 2" (`_limit_pattern`).
    count_limits: tuple[tuple[str, re.Pattern[str]], ...] = ()
    #: A count topic's noun said as its verb with "times": "claim up to 3 times a year"
    #: (`verbcount`); the value is the number through "times" (group "count").
    count_times: tuple[tuple[str, re.Pattern[str]], ...] = ()

    def topic(self, key: str) -> TopicSpec | None:
        return self.catalogue.topic(key)

    def not_about_overlaps(self, topic: str, text: str, start: int, end: int) -> bool:
        """Whether a `not_about` phrase of `topic` overlaps text[start:end]: the team said
        the words there are not what the topic is about ("grooming tips" beside a
        "grooming" time), whichever reading found them."""
        spec = self.topic(topic)
        if spec is None or not spec.not_about:
            return False
        return any(s < end and start < e for s, e in find_all(spec.not_about, text))


_COUNT_NUMBER = (
    # a number ("1,000" with its thousands separator), or a word (every one `numerals` reads:
    # "fourteen guests" is as much a count as "14 guests"); not a clock time's minutes
    NOT_CLOCK_MINUTES
    + r"(?<![\w.,€$£¥])(?P<num>\d{1,3}(?:,\d{3})+(?![.,]\d)|\d+(?![.,]\d)|"
    + rf"(?:{_WORD_NUMBER}|hundred\b))"
)
# up to three words that are not numbers: "3 more free listings", "10 high-quality photos";
# a unit written onto the number may come first ("40GB of data"). Not "and": it joins a
# second predicate or thing, so the noun after it is not what the number counts ("be 21 or
# over and staying for the week" counts no stay).
_COUNT_GAP = r"(?:[A-Za-z]{1,5}(?![\w'’]))?(?:[\s-]+(?!\d|and\b)[\w'’]+){0,3}?[\s-]+"
#: A catalogue phrase's pattern starts by refusing a letter or digit before it; written onto a
#: number ("40GB", "10Mbps") that is exactly what precedes it.
_WORD_START = "(?<![\\w])"


def _count_pattern(about: re.Pattern[str]) -> re.Pattern[str]:
    """A number, then what a count topic counts: after up to three words ("3 more free
    listings"), or written onto the number as a unit ("40GB", "40GB of data")."""
    attached = about.pattern.replace(_WORD_START, "")
    return re.compile(
        _COUNT_NUMBER + rf"(?:{_COUNT_GAP}(?:{about.pattern})|(?<=\d)(?:{attached}))",
        re.IGNORECASE,
    )


_LIMIT_VERB = r"(?:cap(?:s|ped|ping)?|limit(?:s|ed|ing)?|restrict(?:s|ed|ing)?)"
_LIMIT_TO = r"\s+(?:at|to)\s+(?:a\s+max(?:imum)?\s+of\s+)?"


def _limit_pattern(about: re.Pattern[str]) -> re.Pattern[str]:
    """What a count topic counts, with a limit verb, then the number: "cap referrals at
    10", "limit the number of guests to 2", "guests are limited to 2". The verb names the
    number as the count's limit, as "up to 10 guests" does; words describing the noun may
    come before it ("cap free referrals at 10": `limitobject`)."""
    noun = about.pattern
    verb_first = (
        rf"\b{_LIMIT_VERB}\s+(?:(?:the\s+number\s+of|the|your|their)\s+)?{MODIFIERS}(?:{noun})"
    )
    noun_first = rf"(?:{noun})\s+(?:(?:are|is|will\s+be|be|get|gets|were|was)\s+)?{_LIMIT_VERB}"
    return re.compile(rf"(?:{verb_first}|{noun_first}){_LIMIT_TO}{_COUNT_NUMBER}", re.IGNORECASE)


def _name(value: str) -> str:
    return value.replace("_", " ")


def _label_pattern(value: str, phrases: tuple[str, ...]) -> re.Pattern[str]:
    parts = [phrase_pattern(p) for p in phrases] + [phrase_pattern(_name(value))]
    return re.compile(r"(?:" + "|".join(parts) + r")", re.IGNORECASE)


@lru_cache(maxsize=64)
def vocabulary(cat: Catalogue) -> Vocabulary:
    kinds = {"duration"} | {t.kind for t in cat.topics}
    counts, limits, verbs = [], [], []
    for t in cat.of_kind("count"):
        rx = compile_phrases(t.about)
        if rx is not None:
            counts.append((t.key, _count_pattern(rx)))
            limits.append((t.key, _limit_pattern(rx)))
            times = times_pattern(t.about, _COUNT_NUMBER)
            if times is not None:
                verbs.append((t.key, times))
            # "swap up to 2 days" for "day swaps" (`verbcount.compound_patterns`)
            verbs += [(t.key, c) for c in compound_patterns(t.about, _COUNT_NUMBER)]
    choices = tuple(
        (f"{t.key}{SEP}{opt}", phrases) for t in cat.of_kind("choice") for opt, phrases in t.choices
    )
    dims = tuple(
        Dimension(
            spec=d,
            # A value's own name in brackets is a mention too: "Reversal window (instant)".
            options=((SCOPE_ANY, d.any), *((v, (*ph, f"({_name(v)})")) for v, ph in d.values)),
            labels=tuple((v, _label_pattern(v, ph)) for v, ph in d.values),
            names=tuple((v, (_name(v),)) for v in d.value_keys),
        )
        for d in cat.scopes
    )
    scope_phrases = sorted(
        {p for d in cat.scopes for p in d.any}
        | {p for d in cat.scopes for _, ph in d.values for p in ph}
        | {_name(v) for d in cat.scopes for v in d.value_keys},
        key=lambda p: (-len(p), p),
    )
    return Vocabulary(
        catalogue=cat,
        kinds=frozenset(kinds),
        about=tuple((t.key, (p,)) for t in cat.topics for p in t.about),
        hints=tuple((t.key, (p,)) for t in cat.topics for p in t.hints),
        not_covered=with_hyphen_forms(cat.not_covered),  # "wifi" is "Wi-Fi" (`hyphenforms`)
        counts=tuple(counts),
        choices=choices,
        any_choice=compile_phrases(tuple(p for _, ph in choices for p in ph)),
        any_about=compile_phrases(tuple(p for t in cat.topics for p in t.about)),
        any_hint=compile_phrases(tuple(p for t in cat.topics for p in t.hints)),
        dimensions=dims,
        scope_words="|".join(phrase_pattern(p) for p in scope_phrases),
        count_limits=tuple(limits),
        count_times=tuple(verbs),
    )
