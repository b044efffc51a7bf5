"""A count said as a rate in time: "a wash every day", "one class a week", "a daily refill".

Why: a count topic counts things in a period ("4 washes a month", "loaves per week"), and a
reply may promise the same allowance at another rate with no plural number at all: "you get
a wash every day", "Basic includes a daily coffee". That is a count with a period of its
own (1 a day), and read as nothing it went out as ALLOW NO_POLICY_CLAIM however far it
exceeds the policy. So it is a count claim on the topic whose unit's noun it names
(`patterns.counted_noun`):

- when the topic counts per a period (said in its unit, "loaves per week", or else in its
  label or about phrases, "washes a month", all agreeing on one period) that the said
  period fits into a known number of times, the value is that many: 7 days a week, 28 to 31
  days a month (every length a calendar month has, as `values.MONTH_DAYS`), 365 to 366 a
  year, 12 months a year. "A wash every day" against 4 a month is then outside V (HOLD);
- otherwise (the topic names no period, the said period is the topic's own or longer, or
  weeks in a month, which is no whole number), the value stays in its own period, as the
  unit "<noun> per <period>": a unit the topic's values never have, so the rules say the
  units differ (D8, CAUTION UNIT_MISMATCH) and a person compares them. "A wash every
  month" says at least one, not at most one: no number the rules could hold it to.

A count of the unit's noun without the words the unit puts before it ("a weekly lesson"
against "make-up lessons per term") names the wider thing the noun alone names: in "£80 a
term for a weekly lesson" the lesson is what the price buys, not a make-up lesson. So where
the unit qualifies its noun, the said count is the topic's only when its own words hold
every qualifier (hyphen or space alike: "two make up lessons a week") or its sentence names
one of the topic's about phrases.

Read in drafts only, and only in a sentence with no count already read (its number wins):
more claims in a draft only make the check stricter. The noun comes after "a", "an", "one"
or a number, with up to two words between ("a wash", "one sauna session", "2 washes a day").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guard.engine.patterns import counted_noun, noun_qualifiers
from guard.english import PERIOD_ADVERBS, PERIODS
from guard.extract.local.numerals import _WORD_NUMBER, number
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import TopicSpec
from guard.kb.phrasematch import mentions
from guard.models import Value

_I: Final = re.IGNORECASE

_PERIOD: Final = PERIODS

#: An adverb or adjective of a period ("daily", "weekly") and its period: guard.english's
#: adverbs, and "annual", an adjective here before the counted noun ("3 annual passes"), which
#: `pricedcount` leaves out (after a price it is the next noun's: "£50 annual fee").
_ADVERBS: Final[dict[str, str]] = {**PERIOD_ADVERBS, "annual": "year"}
_ADVERB: Final = "|".join(_ADVERBS)

#: How many times a said period fits in the topic's period, (fewest, most), where that
#: is a known whole number: (said, topic's).
_TIMES_IN: Final[dict[tuple[str, str], tuple[int, int]]] = {
    ("day", "week"): (7, 7),
    ("day", "fortnight"): (14, 14),
    ("day", "month"): (28, 31),
    ("day", "year"): (365, 366),
    ("week", "fortnight"): (2, 2),
    ("month", "year"): (12, 12),
}

#: The count's number; never an amount of money ("$10 per user per month").
_NUM: Final = rf"(?<![$€£¥\w.,])(?P<num>an?|one|\d+|{_WORD_NUMBER})"

#: A period in a topic's words: "per month", "a month", "each month", "monthly".
_TOPIC_PERIOD_RE: Final = re.compile(
    rf"\b(?:per|a|an|each|every)\s+(?P<per>{_PERIOD})s?\b|\b(?P<adv>{_ADVERB})\b", _I
)


def _period_of(spec: TopicSpec) -> str | None:
    """The one period the topic counts per: its unit's, else its label's and about
    phrases' when they agree; None for none or several."""
    for texts in ((spec.unit or "",), (spec.label, *spec.about)):
        found = {
            (m["per"] or _ADVERBS[m["adv"].lower()]).lower()
            for t in texts
            for m in _TOPIC_PERIOD_RE.finditer(t)
        }
        if found:
            return found.pop() if len(found) == 1 else None
    return None


def topic_period(spec: TopicSpec) -> str | None:
    """The one period a count topic counts per (`_period_of`), for other readers."""
    return _period_of(spec)


def _patterns(noun: str) -> list[re.Pattern[str]]:
    """ "a wash every day", "2 washes a day", "a daily wash", "one wash daily"."""
    return [
        re.compile(
            rf"\b{_NUM}\s+(?:[a-z'’-]+\s+){{0,2}}?(?P<noun>{noun})\s+"
            rf"(?:every|each|a|an|per)\s+(?:single\s+)?(?P<per>{_PERIOD})\b",
            _I,
        ),
        re.compile(rf"\b{_NUM}\s+(?P<adv>{_ADVERB})\s+(?:[a-z'’-]+\s+)?(?P<noun>{noun})\b", _I),
        re.compile(
            rf"\b{_NUM}\s+(?:[a-z'’-]+\s+){{0,2}}?(?P<noun>{noun})\s+(?P<adv>{_ADVERB})\b", _I
        ),
    ]


def _qualified(spec: TopicSpec, words: str, sentence: str) -> bool:
    """Whether the count's own `words` hold every word the topic's unit puts before its noun,
    or its sentence names one of the topic's about phrases (the module docstring)."""
    quals = noun_qualifiers(spec.unit)
    if not quals:
        return True
    said = set(re.findall(r"[a-z]+", words.casefold()))
    if all(set(re.findall(r"[a-z]+", q)) <= said for q in quals):
        return True
    return mentions(spec.about, sentence)


def _amount(said: str) -> float:
    return 1.0 if said.lower() in ("a", "an") else number(said)


def period_counts(
    sentence: str, vocab: Vocabulary, taken: Sequence[tuple[int, int]] = ()
) -> list[tuple[str, str, Value]]:
    """(topic, the words, value) for each count said as a rate in time in `sentence` (the
    module docstring), at most one per topic; none whose number is part of a value already
    read there (`taken`, its spans: "$10 per user per month" is a price)."""
    out: list[tuple[str, str, Value]] = []
    for spec in vocab.catalogue.of_kind("count"):
        noun = counted_noun(spec.unit)
        if noun is None or spec.unit is None:
            continue
        for rx in _patterns(noun):
            m = next(
                (
                    m
                    for m in rx.finditer(sentence)
                    if not any(a < m.end("num") and m.start("num") < b for a, b in taken)
                ),
                None,
            )
            if m is None or not _qualified(spec, m.group(), sentence):
                continue
            said = (m["per"] if "per" in rx.groupindex else _ADVERBS[m["adv"].lower()]).lower()
            amount = _amount(m["num"])
            if amount <= 0:
                break
            own = _period_of(spec)
            times = _TIMES_IN.get((said, own)) if own is not None else None
            if times is not None:
                value = Value(
                    amount=amount * times[0],
                    amount_max=amount * times[1] if times[1] != times[0] else None,
                    unit=spec.unit,
                    kind="count",
                )
            else:
                unit = f"{m['noun'].lower()} per {said}"
                value = Value(amount=amount, unit=unit, kind="count")
            out.append((spec.key, m.group(), value))
            break
    return out
