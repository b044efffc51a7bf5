"""A value said under the opposite condition from its topic's own label is not its value.

A topic's label may carry a condition on a period or an event: "exit fee after the minimum
term", "deposit refund before check-in", "late fee outside the grace period". The label
then says which side of that period or event the topic's value holds on. A text that
states a value for the other side ("You're still within your minimum term, so there's no
exit fee"; "during the grace period, no late fee is charged") states a value of another
quantity, one the team's catalogue names only as the exclusion of its topic. Read as the
topic's value it contradicts every source that states the topic's own, and no rule can pick
between them (a zero inside the period against the fee after it is no conflict at all).

So a value is not the topic's when the condition on the same period or event nearest to it
in its stretch of the sentence (cut at a semicolon and at a contrast: "but", "otherwise",
"whereas", "however", "except", "unless") is the opposite of the label's:

- "after", "once", "past", "beyond", "following" (after the thing) is opposite to "within",
  "during", "inside", "in" (inside it) and to "before", "until" (before it);
- "outside" is opposite to inside.

A label's "in" is no condition ("maximum stay in a car park", "fee on payments in a foreign
currency" say where or in what), nor is a word joined by a hyphen ("check-in", "trade-in").

"The same period or event" is the label's own words after its condition word (determiners
and a trailing generic span noun such as "period" or "window" aside), written in the text
right after the opposite condition word, with only determiners and a hyphenated duration
("your 14-day") between. A condition word followed by "it", "that", "this" or "which"
("after that") refers back to a period already named, so it counts as a mention of the
same one: "no fee within the trial, after which it is $5" keeps the $5 on the topic.

The condition must govern the value's clause, not qualify a noun: it opens its sub-clause
("During the grace period, …"), or follows a subordinator ("if", "as", "since", …), a
pronoun subject with its verb ("you're", "if you cancel", "you can cancel"), a form of
"be", or a relative pronoun and its verb ("customers who cancel"). "Damage during the
move must be reported within 7 days" and "if you notice damage during the move" qualify
the damage, and their 7 days stay on a topic labelled "after the move".

The value then goes to the topic of its kind whose own label carries the text's condition
on the same words, when there is one, else to `other`. English prepositions, determiners
and conjunctions only; the period's words come from the team's own label, never from here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from guard.clauses import SUB_CLAUSE, clause_before
from guard.extract.local.cues import Because
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER

Side = Literal["after", "inside", "before", "outside"]

_I: Final = re.IGNORECASE

_SIDES: Final[dict[str, Side]] = {
    "after": "after",
    "once": "after",
    "past": "after",
    "beyond": "after",
    "following": "after",
    "within": "inside",
    "during": "inside",
    "inside": "inside",
    "in": "inside",
    "before": "before",
    "until": "before",
    "outside": "outside",
}
_OPPOSITE: Final = frozenset(
    {
        frozenset({"after", "inside"}),
        frozenset({"after", "before"}),
        frozenset({"outside", "inside"}),
    }
)
# A condition word is a word of its own: the "in" of "check-in" or "trade-in" is none.
_COND: Final = r"(?<![\w-])(?P<cond>" + "|".join(sorted(_SIDES, key=len, reverse=True)) + r")\s+"
# A label's "in" says where or in what ("stay in a car park", "payments in a currency"),
# not which side of a period: a label's condition is one of the other words.
_LABEL_SIDES: Final = frozenset(_SIDES) - {"in"}
# A label's condition: the condition word, then the words it is on, up to a function word
# or a verb that would start a clause of its own.
_LABEL_RE: Final = re.compile(_COND + r"(?P<words>[^,;()]+)", _I)
_LABEL_STOP_RE: Final = re.compile(
    r"\b(?:and|or|for|when|where|that|which|who|is|are|was|were|can|could|will|would|has|"
    r"have|had|may|must|to|of|with|by)\b",
    _I,
)
_DETERMINER: Final = r"(?:the|your|our|their|its|this|a|an|any|his|her|my)"
_DETERMINER_RE: Final = re.compile(rf"^(?:{_DETERMINER}\s+)+", _I)
# A trailing noun that only says a span of time is meant: "the grace period" is named as
# well by "during grace".
_SPAN_NOUN_RE: Final = re.compile(r"\s+(?:period|window|time)s?$", _I)
_WORD_RE: Final = re.compile(r"[A-Za-z0-9]+")
# Between an opposite condition word and the words it is on: determiners and a hyphenated
# duration only ("within your 14-day …"); "within 14 days of …" is a window counted from it.
_HYPHENED_DURATION: Final = r"[0-9a-z]+-(?:minute|hour|day|week|month|year)s?"
_BETWEEN: Final = rf"(?:(?:{_DETERMINER}|first|current|initial|{_HYPHENED_DURATION})\s+)*"
_BACK_REFERENCE: Final = r"(?:it|that|this|which)\b"
# Where the nearest condition is looked for: the value's stretch of the sentence.
_STRETCH_CUT_RE: Final = re.compile(r";|\b(?:but|otherwise|whereas|however|except|unless)\b", _I)
# What may come before a condition that governs its clause (see the module docstring).
# A subject's verb: an auxiliary or "still"/"now", then at most one word, so the condition
# is the verb's ("you can cancel within …"), not a noun's ("you notice damage during …").
_VERB: Final = (
    r"(?:\s+(?:can|could|will|would|may|might|must|should|do|did|don['’]t|still|now|already))?"
    r"(?:\s+[\w'’]+)?"
)
_GOVERNS_RE: Final = re.compile(
    r"(?:^|\b(?:if|when|whenever|as|since|because|while|once|so|and|then|provided)"
    rf"|\b(?:you|we|they|i|it|he|she)(?:['’](?:re|s|ve|m))?{_VERB}"
    r"|\b(?:are|is|am|be|been|was|were)(?:\s+still)?"
    rf"|\b(?:who|that|which){_VERB})\s*$",
    _I,
)
NOTE: Final = "said for the opposite of the topic's own condition"


@dataclass(frozen=True)
class Condition:
    """A label's condition: which side of what ("after" the "cooling off")."""

    side: Side
    words: tuple[str, ...]


def label_condition(label: str) -> Condition | None:
    """The condition a topic's label carries, or None (none, or on no words of its own)."""
    m = next((m for m in _LABEL_RE.finditer(label) if m["cond"].casefold() in _LABEL_SIDES), None)
    if m is None:
        return None
    words = m.group("words")
    stop = _LABEL_STOP_RE.search(words)
    words = words[: stop.start()] if stop else words
    words = _SPAN_NOUN_RE.sub("", _DETERMINER_RE.sub("", words.strip())).strip()
    key = tuple(w.casefold() for w in _WORD_RE.findall(words))
    if not key:
        return None
    return Condition(_SIDES[m.group("cond").casefold()], key)


def _mentions(words: tuple[str, ...]) -> re.Pattern[str]:
    """Every condition on `words` (or on a back-reference) written in a text."""
    named = r"[\s-]+".join(re.escape(w) for w in words)
    return re.compile(_COND + rf"(?:{_BETWEEN}(?P<named>{named})\b|{_BACK_REFERENCE})", _I)


def _stretch(sentence: str, start: int, end: int) -> tuple[int, int]:
    """The value's stretch of the sentence, cut at a semicolon and a contrast."""
    lo = max((m.end() for m in _STRETCH_CUT_RE.finditer(sentence, 0, start)), default=0)
    after = _STRETCH_CUT_RE.search(sentence, end)
    return lo, after.start() if after else len(sentence)


def nearest_side(
    words: tuple[str, ...], sentence: str, start: int, end: int
) -> tuple[Side | None, str] | None:
    """The side of the condition on `words` nearest the value at sentence[start:end] in its
    stretch, with the condition's words, when that condition governs its clause; the side
    is None when that nearest condition is a back-reference ("after that"): it names the
    period only by referring to it, so it keeps the value where it is, never moves it."""
    lo, hi = _stretch(sentence, start, end)
    best: tuple[int, Side | None, str] | None = None
    for m in _mentions(words).finditer(sentence, lo, hi):
        cond = m.group("cond").casefold()
        named = m.group("named") is not None
        if (m.start() < end and m.end() > start) or (not named and cond == "in"):
            continue  # "in that case" refers to no period
        if not _GOVERNS_RE.search(clause_before(sentence, m.start(), SUB_CLAUSE)):
            continue
        distance = start - m.end() if m.end() <= start else m.start() - end
        if best is None or distance < best[0]:
            best = distance, _SIDES[cond] if named else None, m.group().strip()
    return None if best is None else (best[1], best[2])


def against_condition(
    vocab: Vocabulary, topic: str, sentence: str, start: int, end: int
) -> tuple[str, Because] | None:
    """The topic the value at sentence[start:end] is on instead of `topic`, and why, when
    its nearest condition on the period `topic`'s label names is the opposite of the
    label's; None when the value stays on `topic`."""
    spec = vocab.topic(topic)
    own = label_condition(spec.label) if spec is not None else None
    if spec is None or own is None:
        return None
    said = nearest_side(own.words, sentence, start, end)
    if said is None or said[0] is None or frozenset({own.side, said[0]}) not in _OPPOSITE:
        return None
    for other in vocab.catalogue.topics:
        cond = label_condition(other.label) if other.kind == spec.kind else None
        if other.key != topic and cond == Condition(said[0], own.words):
            return other.key, Because("clause", said[1], note="its condition is the topic's own")
    return OTHER, Because("clause", said[1], note=NOTE)
