"""A value said relative to one the same sentence states before it: "a bustle is £60 and a
hem is half that", "the deposit is 10% and the fee double that".

Why: "half that", "double that", "twice that", "three times that", "a third of that", "the
same as that" each state an amount: the arithmetic on the amount "that" points back to.
English fixes the arithmetic (the multiplier's word); what it leaves open is which amount
"that" is. A demonstrative points back, so only a value said before it can be meant, and it
must be one the reader can name without guessing: here, the only value of its kind and unit
said before the words in the same sentence. The words' own clause then names the topic, as
for any value ("and a hem is half that" is the hem's price), and the topic must measure in
that kind: "a bustle is £60 and a hem takes half that" names a time, which no price can be
half of, so nothing is read.

Words that make the value approximate or a side of a bound ("about double that", "more
than half that", "double that or more") fix no value: nothing is read. Where two values of
one kind and unit come first ("£45 on standard and £65 on express, and a
bustle is double that"), where the only value before is in another sentence, or where the
referent is named by a clause ("half what the hem costs"), nothing is read: the engine
keeps such words an unread value (`guard.engine.relcount`, CAUTION EXTRACTION_GAP).

The multiplier words are a closed class of English (half, double, twice, triple, treble,
"N times", "a third of", "a quarter of", "the same as"), not any team's wording; the
amount and its topic come from the draft and the catalogue. A count is read only when the
arithmetic gives a whole number. Read in drafts only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guard.extract.local.addedclaim import added_claim
from guard.extract.local.found import Found
from guard.extract.local.reading import topic_and_value
from guard.extract.local.readtext import Read
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wordcount import vague_at
from guard.extract.local.wording import definitive
from guard.models import DraftClaim, Value

_I: Final = re.IGNORECASE

#: Each multiplier word and the factor it applies.
_FACTORS: Final[dict[str, float]] = {
    "half": 0.5,
    "double": 2,
    "twice": 2,
    "triple": 3,
    "treble": 3,
    "two times": 2,
    "three times": 3,
    "four times": 4,
    "a third": 1 / 3,
    "a quarter": 0.25,
    "the same as": 1,
}
_RELATIVE_RE: Final = re.compile(
    r"\b(?P<f>half|double|twice|triple|treble|(?:two|three|four)\s+times|a\s+third|a\s+quarter|"
    r"the\s+same\s+as)\s+(?P<of>of\s+)?(?:that|this)\b",
    _I,
)
#: "of" is needed after a fraction ("a third of that") and allowed after "half"; a
#: multiplier never takes it ("double of that" is no English).
_OF_NEEDED: Final = frozenset({"a third", "a quarter"})
_OF_ALLOWED: Final = frozenset({"half", "a third", "a quarter"})
_AMOUNT_KINDS: Final = frozenset({"money", "percent", "duration", "count"})
_CLAUSE_END_RE: Final = re.compile(r"[,;.!?]|\s(?:and|but|while|whereas|although|though)\s", _I)


def _factor(m: re.Match[str]) -> float | None:
    key = " ".join(m["f"].lower().split())
    of = m["of"] is not None
    if (key in _OF_NEEDED and not of) or (of and key not in _OF_ALLOWED):
        return None
    return _FACTORS[key]


def _times(value: Value, factor: float) -> Value | None:
    """`value` multiplied by `factor`, or None for a count that would not be whole."""
    amount = value.amount * factor if value.amount is not None else None
    top = value.amount_max * factor if value.amount_max is not None else None
    if value.kind == "count" and any(a is not None and a != int(a) for a in (amount, top)):
        return None
    return value.model_copy(update={"amount": amount, "amount_max": top})


def relative_values(sentence: str, before: Sequence[Found]) -> list[tuple[int, int, list[Value]]]:
    """Every value relative to "that" in `sentence`, as (start, end, candidates): each
    candidate is the arithmetic on a value of `before` (the sentence's values) said before
    the words that is the only one of its kind and unit said there. No candidate: nothing
    to read."""
    out: list[tuple[int, int, list[Value]]] = []
    for m in _RELATIVE_RE.finditer(sentence):
        factor = _factor(m)
        if factor is None or vague_at(sentence, m.start(), m.end()):
            continue  # "about double that", "double that or more": no exact value
        earlier = [
            f.value
            for f in before
            if f.end <= m.start() and f.value.kind in _AMOUNT_KINDS and f.value.amount is not None
        ]
        groups: dict[tuple[str, str | None], list[Value]] = {}
        for v in earlier:
            groups.setdefault((v.kind, v.unit), []).append(v)
        candidates = [
            t for vs in groups.values() if len(vs) == 1 and (t := _times(vs[0], factor)) is not None
        ]
        out.append((m.start(), m.end(), candidates))
    return out


def clause_at(r: Read, start: int, end: int) -> Clause:
    """The clause of the words at `start`-`end` of a read sentence, bounded by the values
    read around them, as `values.claims_in` bounds a value's."""
    text = r.sentence.text
    prev_end = max((f.end for f, _ in r.claims if f.end <= start), default=0)
    left_start = max(prev_end, text.rfind(";", prev_end, start) + 1)
    next_start = min((f.start for f, _ in r.claims if f.start >= end), default=len(text))
    right = text[end:next_start]
    boundary = _CLAUSE_END_RE.search(right)
    right = right[: boundary.start()] if boundary else right
    lead = text[: r.claims[0][0].start] if r.claims else text
    others = tuple((f.start, f.end, f.value.kind) for f, _ in r.claims)
    return Clause(text[left_start:start], right, text, lead, start, end, others_values=others)


def topic_of(
    vocab: Vocabulary, r: Read, start: int, end: int, value: Value
) -> tuple[str, Value, Clause] | None:
    """The catalogue topic of `value` said by the words at `start`-`end` of `r`, read in
    their clause as any value is, with the value in the topic's unit; None unless the topic
    measures in the value's kind."""
    text = r.sentence.text
    clause = clause_at(r, start, end)
    got = topic_and_value(vocab, r, Found(start, end, text[start:end], value), clause)
    if got is None:
        return None
    topic, read_value, _ = got
    spec = vocab.topic(topic)
    if spec is None or spec.kind != value.kind or read_value.kind != value.kind:
        return None
    return topic, read_value, clause


def with_relative_values(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The draft's claims, and one for each value relative to an earlier one that names
    exactly one topic of the referent's kind (`relative_values`)."""
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        taken = [(f.start, f.end) for f, _ in r.claims]
        for start, end, candidates in relative_values(r.sentence.text, [f for f, _ in r.claims]):
            if any(s < end and start < e for s, e in taken):
                continue
            read = [t for v in candidates if (t := topic_of(vocab, r, start, end, v)) is not None]
            if len(read) != 1:
                continue
            topic, value, clause = read[0]
            out.append(
                added_claim(
                    out,
                    topic,
                    value,
                    r.sentence.text[start:end],
                    r.sentence.quote,
                    definitive=definitive(clause),
                )
            )
    return out
