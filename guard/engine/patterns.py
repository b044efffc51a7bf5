"""The policy-pattern detector: a deterministic backstop for the extractor.

"No claim found" is never proof of safety. When the extractor returns no in-scope claim
but the draft still reads like a timing, money, percentage or count promise, this detector
makes the result CAUTION (EXTRACTION_GAP) instead of ALLOW. It is deliberately broad: a
false CAUTION costs an acknowledgement click, a false ALLOW costs a wrong promise to a
customer. The catalogue adds its own words: a choice topic's phrases and what a count topic
counts ("3 free withdrawals", "40GB" when it counts "GB"); quantities with a unit of measure
("1 TB", "10Mbps") are flagged whatever they measure (`guard.measures`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from guard.engine.wholeperiod import whole_period_spans
from guard.english import A_BANKNOTE, CURRENCY_WORD
from guard.kb.phrasematch import compile_phrases
from guard.measures import AGE_RE, NOT_CLOCK_MINUTES, QUANTITY_RE
from guard.models import PatternMatch
from guard.paidzero import DENIED_PAYING_WORDS
from guard.wordforms import noun_forms


class TopicWords(Protocol):
    """What the detector reads of a catalogue topic (guard/kb/catalogue.py's TopicSpec)."""

    @property
    def kind(self) -> str: ...
    @property
    def about(self) -> tuple[str, ...]: ...
    @property
    def choices(self) -> tuple[tuple[str, tuple[str, ...]], ...]: ...
    @property
    def unit(self) -> str | None: ...


class CatalogueWords(Protocol):
    """What the detector reads of a catalogue: its topics' words. An interface, not the
    catalogue module, because the catalogue checks its holding replies with this detector."""

    @property
    def topics(self) -> Sequence[TopicWords]: ...


_I = re.IGNORECASE

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "duration",
        re.compile(
            r"\b(\d+|one|two|three|four|five|six|seven|ten|same)[\s-]*"
            r"(business |working |calendar )?(day|days|hour|hours|week|weeks|minutes?|months?|"
            r"years?)\b",
            _I,
        ),
    ),
    # Broader than the seed's pattern: one word of any kind between the number and the unit
    # ("9 biz days", "2 more days", "3 bank days"), and short units ("24h", "48 hrs", "5d").
    # Not a deictic word: in "drop it to 18 this year" or "we sold 40 last month" the unit
    # is the head of a time adverbial ("this year": when), not what the number measures.
    # Nor "any": a unit with its own determiner is its own noun phrase ("call 0800 123 456 any
    # day", "a table for 4 any day you like"), which a number before it cannot measure.
    (
        "duration",
        re.compile(
            r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]+"
            r"(?!(?:this|that|next|last|any)\b)\w+[\s-]+"
            r"(days?|hours?|hrs?|weeks?|minutes?|mins?|months?|years?)\b|\b\d+\s?(h|hrs?|d)\b",
            _I,
        ),
    ),
    ("duration", re.compile(r"\b(same day|today|tomorrow|within|by end of)\b", _I)),
    # Vague timings the extractor cannot turn into a value. Each is a promise of timing all
    # the same, so none may pass as "no policy claim".
    (
        "duration",
        re.compile(
            r"\b((a few|several|a couple of)\s+(business |working )?"
            r"(days?|hours?|weeks?|minutes?|months?|years?))\b",
            _I,
        ),
    ),
    # "shortly" promises a timing, except when it is the agent's own follow-up ("I'll update
    # you shortly"): a holding reply is not a policy claim (see _FOLLOW_UP).
    ("duration", re.compile(r"\bshortly\b", _I)),
    # A currency amount: a symbol before or a code after a number (a sentence's full stop
    # after it is not part of it: "€5." is "€5").
    (
        "money",
        re.compile(
            r"[$€£¥]\s?\d(?:[\d,.]*\d)?|\b\d[\d,.]*\s?(?:USD|EUR|GBP|CHF|cents?|"
            rf"{CURRENCY_WORD})\b|{A_BANKNOTE.replace('?P<note>', '')}",
            _I,
        ),
    ),
    # Free of charge, no fee: a price of zero is a money promise too; "free to" (allowed) and
    # "free from" (without: "free from nuts") say no price, as the local reader has it.
    (
        "money",
        re.compile(
            r"\b(?:free\s+of\s+charge|for\s+free|(?:is|are|it['’]s|they['’]re)\s+(?:completely\s+|totally\s+)?free\b(?!\s+(?:to|from)\b)|"
            r"no\s+(?:extra\s+|additional\s+|hidden\s+)?(?:fees?|charges?|cost)\b|fee[\s-]free|"
            r"at\s+no\s+(?:extra\s+)?(?:cost|charge))",
            _I,
        ),
    ),
    # A charge denied with its verb ("you won't be charged for it", "nothing to pay", "costs
    # nothing"): a price of zero too (`paidzero`).
    ("money", re.compile(DENIED_PAYING_WORDS, _I)),
    # Whether something is refunded at all is a policy statement even without a number.
    ("choice", re.compile(r"\bnon[\s-]?refundable\b|\bnot\s+refundable\b", _I)),
    ("percent", re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:%|per\s?cent\b)", _I)),
    # Recurring allowances: "per month", "a year", "each week". "a" is one of them as much as
    # "every" is ("50GB a month", "twice a year"), except for the customer's history ("a month
    # ago").
    (
        "count",
        re.compile(
            r"\b(?:per|each|every|a)\s+(?:calendar\s+)?(?:month|year|week)\b(?!\s+ago\b)",
            _I,
        ),
    ),
    # A quantity with a unit of measure: "40GB", "1 TB of storage", "10Mbps", "30 kg".
    ("count", QUANTITY_RE),
    # An age limit: "up to age 3", "aged 2 to 11", "children under 2", "their 2nd birthday"
    # ("12 years old" is the duration pattern's).
    ("duration", AGE_RE),
)


#: The agent promising to come back to the customer: what a "shortly" after it is about
#: ("we'll update you", "I'll email you what it means"; a verb of contact only with the person
#: it reaches, so "call the base" is no follow-up). A
#: message the customer is told to expect, named by its noun ("You'll get a confirmation
#: email shortly", "an e-mail", "a notification", "a text", "your receipt") is that follow-up too: it times
#: the message, not what the message is about ("Your refund will arrive shortly" still
#: promises a timing). A noun is the message only right before the "shortly" (a few words
#: apart): "Your refund e-mail says it arrives shortly" times the refund.
_FOLLOW_UP = re.compile(
    r"(?:\b(?:update|get\s+back\s+to|come\s+back\s+to|be\s+in\s+touch|follow\s+up|reply|"
    r"respond|confirm|hear\s+from|let\s+you\s+know|message|contact|write\s+to|"
    r"(?:e-?mail|call|ring|phone)\s+(?:you|them|him|her)\b)\b[^.!?;]{0,40}|"
    r"\b(?:confirmation|e-?mails?|notifications?|texts?|receipts?)\b(?:\s+(?:from|to|with|by)?\s*\w+){0,2}\s+)$",
    _I,
)


#: The agent speaking for themself ("I'll", "I will", "I'm going to"): a "today" after their
#: own follow-up ("I'll come back to you today") is when they reply, not a policy timing. "We"
#: is the team, whose reply times are policy ("we reply within a day"), so it never counts.
_I_WILL = re.compile(
    r"\bI(?:['’]ll|\s+will|\s+shall|['’]m\s+going\s+to)\s+(?:\w+\s+){0,2}?" + _FOLLOW_UP.pattern,
    _I,
)


#: A follow-up the agent arranged with someone else ("I've passed it to the manager and asked
#: her to reply to you today", "I'll ask the team to update you tomorrow"): the agent is the
#: subject of the asking, in the same sentence, and the colleague's reply is the agent's
#: holding promise, timed by the case, as "I'll come back to you today" is; no policy says it.
_I_ARRANGED = re.compile(
    r"\bI(?:['’]ve|['’]ll|\s+have|\s+will)?\s[^.!?;]{0,120}?\b(?:asked|ask|arranged\s+for|got)\s+"
    r"(?:[\w'’]+\s+){1,4}?to\s+" + _FOLLOW_UP.pattern,
    _I,
)


def _agent_follow_up(text: str, start: int, end: int) -> bool:
    """A "shortly" after the agent's follow-up, or a "today"/"tomorrow" after their own
    ("I'll") or one they arranged ("I've asked her to reply to you today"): the agent's
    holding words, not a policy claim."""
    word = text[start:end].lower()
    if word == "shortly":
        return bool(_FOLLOW_UP.search(text[:start]))
    before = text[:start]
    return word in ("today", "tomorrow") and bool(
        _I_WILL.search(before) or _I_ARRANGED.search(before)
    )


def _catalogue_patterns(cat: CatalogueWords) -> list[tuple[str, re.Pattern[str]]]:
    out: list[tuple[str, re.Pattern[str]]] = []
    for spec in cat.topics:
        if spec.kind == "choice":
            rx = compile_phrases(tuple(p for _, ph in spec.choices for p in ph))
            if rx is not None:
                out.append(("choice", rx))
        elif spec.kind == "count":
            about = compile_phrases(spec.about)
            if about is not None:
                # A number, up to three words, then what the topic counts; or what it counts
                # written onto the number ("40GB" when it counts "GB"); never a clock time's
                # minutes ("09:40 guests").
                attached = about.pattern.replace(r"(?<![\w])", "")
                out.append(
                    (
                        "count",
                        re.compile(
                            rf"{NOT_CLOCK_MINUTES}\b(?:\d+|one|two|three|four|five|six|seven|"
                            rf"eight|nine|ten|twenty|fifty|hundred)\b(?:[\s-]+[\w'’]+){{0,3}}?[\s-]+"
                            rf"(?:{about.pattern})|{NOT_CLOCK_MINUTES}\b\d+(?:{attached})",
                            _I,
                        ),
                    )
                )
    return out


def _unit_patterns(cat: CatalogueWords) -> list[tuple[str, re.Pattern[str]]]:
    """A number, up to two words, then the noun a count topic's unit counts ("one night"
    when the topic counts "nights"): a count promised in the topic's own unit, whatever
    phrase stands near it. Read in drafts only (`find_policy_patterns(draft=True)`): a
    source's value that its reader left is found by the topics' phrases, and a unit noun
    there is often said of no limit ("a family of 6 people"), which would cap every check."""
    out: list[tuple[str, re.Pattern[str]]] = []
    for spec in cat.topics:
        if spec.kind == "count" and (noun := counted_noun(spec.unit)):
            out.append(
                (
                    "count",
                    re.compile(
                        rf"{NOT_CLOCK_MINUTES}\b(?:\d+|one|two|three|four|five|six|seven|"
                        rf"eight|nine|ten|twenty|fifty|hundred)(?:[\s-]+[\w'’]+){{0,2}}?[\s-]+"
                        rf"{noun}\b",
                        _I,
                    ),
                )
            )
    return out


#: The words that end a count unit's counted noun: "people per pitch", "guest passes a
#: month", "GB of data", "bags on board", "recipes to choose from".
_UNIT_TAIL_RE = re.compile(r"\s+(?:per|a|an|of|in|on|to|at|each|every|for)\b.*$", _I)


def counted_noun(unit: str | None) -> str | None:
    """The noun a count topic's unit counts, as a pattern matching it in the singular or
    the plural: "nights" for "nights", "passes" for "guest passes a month", "people" for
    "people per pitch"; None for no unit or one that is no word ("GB" and other units of
    measure are the quantity pattern's).

    Why: a catalogue's `unit` names what the topic counts. "You can book for one night"
    promises a count of nights whatever phrase stands near it, and a draft whose reader
    found no topic for it must not pass as "no policy claim" (D0b); before, only the
    topic's about phrases after a number were a count pattern, so a count said in the
    unit's own noun ("one night", with no "minimum stay" near it) was ALLOWed."""
    if not unit:
        return None
    head = _UNIT_TAIL_RE.sub("", unit.strip())
    words = head.split()
    if not words or not re.fullmatch(r"[a-z]{3,}", words[-1]):
        return None
    forms = noun_forms(words[-1])
    return "(?:" + "|".join(sorted(map(re.escape, forms), key=len, reverse=True)) + ")"


def noun_qualifiers(unit: str | None) -> tuple[str, ...]:
    """The words a count topic's unit puts before the noun it counts ("make-up" in "make-up
    lessons per term", "guest" in "guest passes a month"), lower case; () for none."""
    if not unit:
        return ()
    words = _UNIT_TAIL_RE.sub("", unit.strip()).split()
    return tuple(w.casefold() for w in words[:-1])


def _hits(
    text: str, catalogue: CatalogueWords | None, draft: bool = False
) -> list[tuple[int, int, str]]:
    """Every pattern's hits in `text`, unmerged, each with the kind of its pattern; with
    `draft`, also a count in a count topic's own unit noun (`_unit_patterns`)."""
    patterns = list(_PATTERNS) + (_catalogue_patterns(catalogue) if catalogue else [])
    if draft and catalogue:
        patterns += _unit_patterns(catalogue)
    spans: list[tuple[int, int, str]] = []
    for kind, rx in patterns:
        spans.extend(
            (*m.span(), kind)
            for m in rx.finditer(text)
            if m.end() > m.start() and not _agent_follow_up(text, *m.span())
        )
    return spans


def kinds_in(text: str, catalogue: CatalogueWords | None = None) -> frozenset[str]:
    """Every kind a pattern gives some part of `text`: what a merged match could be, since
    it keeps only its first part's kind ("£9.99 a month" is money and a rate)."""
    return frozenset(kind for _, _, kind in _hits(text, catalogue))


def _inside(hit: tuple[int, int, str], spans: list[tuple[int, int]]) -> bool:
    return any(s <= hit[0] and hit[1] <= e for s, e in spans)


def find_policy_patterns(
    text: str, catalogue: CatalogueWords | None = None, *, draft: bool = False
) -> list[PatternMatch]:
    """Every match of the detector in `text`, in order of position, overlaps merged. A
    merged match keeps the kind of its first part. `draft`: the text is a reply to check,
    where a count in a count topic's own unit noun is a promise too (`_unit_patterns`)."""
    # "seven days a week", "24 hours a day": every part of a period, "always" (`wholeperiod`)
    whole = whole_period_spans(text)
    spans = [h for h in _hits(text, catalogue, draft) if not _inside(h, whole)]
    spans.sort()
    merged: list[tuple[int, int, str]] = []
    for start, end, kind in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]), merged[-1][2])
        else:
            merged.append((start, end, kind))
    return [PatternMatch(text=text[s:e], start=s, end=e, kind=k) for s, e, k in merged]


def has_policy_pattern(text: str, catalogue: CatalogueWords | None = None) -> bool:
    return bool(find_policy_patterns(text, catalogue))


#: A number or a time word: what a holding reply may never say.
_TIME_WORDS = re.compile(
    r"\d|\b(days?|hours?|weeks?|minutes?|months?|years?|today|tomorrow)\b", re.I
)


def holding_reply_problem(text: str, catalogue: CatalogueWords | None = None) -> str | None:
    """Why `text` cannot be a holding reply, or None when it is safe."""
    if _TIME_WORDS.search(text):
        return "it names a number or a time unit"
    if has_policy_pattern(text, catalogue):
        return "it reads like a policy promise"
    return None
