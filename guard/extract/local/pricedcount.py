"""A count said with a price per period ("£15pm with 4 washes", "£30 a month including 2
classes") is a count in that period.

Why: a count topic counts things in a period ("washes a month"), and a reply that states a
plan's price per period and what the plan includes often gives the count with "with" or
"including" after the price and no period of its own: the price's period is the period of
what it buys, as "a month" after "£15" says. Read as a count of no period, "4 washes" named no
topic (the topic's phrases carry the period), and the reply was CAUTION EXTRACTION_GAP for an
unread number however right the count was.

So, in a draft sentence with a money claim whose own words say it is paid per a period ("£15
a month", "£15 per month", "£15/month", "£15pm", "£15 monthly"), a number and a count topic's
noun (`patterns.counted_noun`) right after "with", "including", "includes" or "plus" later in
the sentence, with no period words of its own after it, is a count claim on that topic when
the topic counts per the same period (`percountperiod.topic_period`). A topic of another
period, or of none, leaves the number unread (CAUTION): a month's price says nothing of a
week's count. Drafts only, and only where the sentence reads no count already. English
grammar only: the prepositions of inclusion, the words for a period and their abbreviations.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.patterns import counted_noun
from guard.english import PERIOD_ADVERBS, PERIODS
from guard.extract.local.numerals import _WORD_NUMBER, number
from guard.extract.local.percountperiod import topic_period
from guard.extract.local.vocab import Vocabulary
from guard.models import DraftClaim, Value

_I: Final = re.IGNORECASE
_PERIOD: Final = PERIODS
_ABBREVIATED: Final[dict[str, str]] = {"pd": "day", "pw": "week", "pm": "month", "pa": "year"}
_ADVERBS: Final = PERIOD_ADVERBS

#: A price's own period: "a month", "per month", "/month", "each month", "pm", "monthly".
_PRICE_PERIOD_RE: Final = re.compile(
    rf"(?:\s*(?:a|an|per|each|every|/)\s*(?P<per>{_PERIOD})s?|\s*(?P<abbr>pd|pw|pm|pa)"
    rf"|\s+(?P<adv>{'|'.join(_ADVERBS)}))\s*$",
    _I,
)
#: Period words right after a count: the count has a period of its own.
_OWN_PERIOD_RE: Final = re.compile(
    rf"^\s+(?:(?:a|an|per|each|every)\s+(?:{_PERIOD})|{'|'.join(_ADVERBS)})\b", _I
)


def _price_period(value_text: str) -> str | None:
    m = _PRICE_PERIOD_RE.search(value_text)
    if m is None:
        return None
    if m["per"]:
        return m["per"].lower()
    if m["abbr"]:
        return _ABBREVIATED[m["abbr"].lower()]
    return _ADVERBS[m["adv"].lower()]


def priced_counts(
    sentence: str, said: list[DraftClaim], vocab: Vocabulary
) -> list[tuple[str, str, Value, str | None]]:
    """(topic, the words, value, condition) of each count said with a price per the topic's
    own period in `sentence`, whose claims the reader gave as `said` (see the module
    docstring). The condition is the price's: a plan's price and what the plan includes are
    said for the same scope value ("Premium is £25pm with 8 washes", `draftscope`)."""
    if any(c.value is not None and c.value.kind == "count" for c in said):
        return []
    prices = [
        (at + len(c.value_text), period, c.condition)
        for c in said
        if c.value is not None
        and c.value.kind == "money"
        and (period := _price_period(c.value_text)) is not None
        and (at := sentence.find(c.value_text)) >= 0
    ]
    if not prices:
        return []
    out: list[tuple[str, str, Value, str | None]] = []
    for spec in vocab.catalogue.of_kind("count"):
        noun = counted_noun(spec.unit)
        own = topic_period(spec)
        if noun is None or own is None or spec.unit is None:
            continue
        rx = re.compile(
            rf"\b(?:with|including|includes|plus)\s+(?P<num>\d+|{_WORD_NUMBER})\s+"
            rf"(?:[a-z'’-]+\s+)?(?P<noun>{noun})\b",
            _I,
        )
        ends = sorted(prices)
        for i, (end, period, condition) in enumerate(ends):
            stop = ends[i + 1][0] if i + 1 < len(ends) else len(sentence)
            m = rx.search(sentence, end, stop)
            if m is None or period != own or _OWN_PERIOD_RE.match(sentence, m.end()):
                continue
            amount = number(m["num"])
            if amount > 0:
                value = Value(amount=amount, unit=spec.unit, kind="count")
                out.append((spec.key, sentence[m.start("num") : m.end()], value, condition))
    return out
