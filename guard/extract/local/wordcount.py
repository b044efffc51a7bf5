"""A count that words with a fixed number state exactly: "twice for lessons", "you can swap
twice", "a single lesson" after a verb of having, "both of your lessons".

Why: a count topic's value is a number of things, and the count reader (`values`) reads it
only as a number before what the topic counts. Some words of English have one number and
no other, whatever the team writes about: an adverb of repetition ("once" is 1, "twice" 2,
"thrice" 3, "N times" N), "a single" (1), "both" (2) and a noun of number ("a dozen" 12,
"half a dozen" 6: "up to a dozen samples" is a limit of 12, as "up to 12 samples" is). Said of what a count topic counts,
each states that count as plainly as "2 lessons", so it is read as that number: a wrong
one is held like any wrong count, a right one allowed. Until now the engine could only
flag them as unread values (`guard.engine.relcount`: CAUTION EXTRACTION_GAP).

Only where the sentence's structure ties the number to what is counted:

- the adverb, then "for" and the topic's things ("we'll see you twice for lessons");
- the adverb right after the verb of the topic's noun, with an object pronoun or a bound
  between or not ("you can swap twice", "swap it up to twice": `verbcount` reads "swap 3
  times" the same way), or with the verb's object between, a noun phrase opened by a
  determiner ("reschedule your fitting twice" is two reschedules: the adverb after the
  object still says how often the act is done). After a determiner the topic's word is a
  noun, not the verb ("your fitting twice" counts no fittings). "Once" also opens a clause
  of time ("swap once you've paid"): as a count it ends its verb phrase, so only a clause
  end or a preposition may follow it;
- "a single" thing after a verb of having ("includes", "get", "comes with"): "a single
  lesson costs £30" prices one lesson and says nothing of how many are given;
- "both" with "your" before the things ("both of your lessons"); bare "both lessons" may
  point back to two things already named, which is no count of its own.

Never a multiplier ("twice the price", "twice as long", "twice that": those compare an
amount, `relvalue`). The word lists here are grammar words (adverbs of repetition, verbs of
having, prepositions), closed classes of English, not any team's topic words: what is
counted always comes from the catalogue. Read in drafts only: more claims in a draft only
make the check stricter.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.engine.relcount import BETWEEN, FOR_THING, HAVE
from guard.engine.unlimited import counted_things
from guard.english import MULTIPLIER_AFTER_TIMES
from guard.extract.local.addedclaim import added_claim
from guard.extract.local.numerals import number
from guard.extract.local.readtext import Read
from guard.extract.local.segment import Clause
from guard.extract.local.verbcount import NOT_A_NOUN, NOUN_OBJECT, counted_verbs
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wording import definitive
from guard.kb.catalogue import TopicSpec
from guard.models import DraftClaim, Value

_I: Final = re.IGNORECASE

#: Adverbs of repetition and the number each says.
_ADVERBS: Final[dict[str, int]] = {"once": 1, "twice": 2, "thrice": 3}
_SMALL: Final = r"\d+|two|three|four|five|six|seven|eight|nine|ten"
#: How many times, without "a" before it ("a second time" orders). Group "n".
_REPEAT: Final = (
    rf"(?<!\ba\s)\b(?P<n>once|twice|thrice|(?:{_SMALL})\s+times{MULTIPLIER_AFTER_TIMES})\b"
)
_OBJECT: Final = r"(?:(?:it|them|this|that|one|yours)\s+)?"
_BOUND: Final = r"(?:(?:up\s+to|at\s+most|no\s+more\s+than|a\s+max(?:imum)?\s+of)\s+)?"
#: After a count's "once": the end of its clause or a preposition ("once a month", "once
#: for free"); anything else ("once you've paid") makes it the conjunction.
_ONCE_ENDS: Final = (
    r"(?=\s*(?:[,;.!?)\n]|$)|\s+(?:a|an|per|each|every|in|within|during|for|before|after|"
    r"at|on|and|but|or|free|only)\b)"
)
#: Words that make a number approximate or one side of a bound: before it ("about",
#: "nearly", "more than", "at least") or after it ("or more", "or so", "or three"). Degree
#: adverbs and comparatives are closed classes of English.
_VAGUE_BEFORE: Final = re.compile(
    r"\b(?:about|around|roughly|nearly|almost|approximately|approx|over|under|"
    r"(?:more|less|fewer)\s+than|at\s+(?:least|most)|up\s+to|(?:no|not)\s+more\s+than|"
    r"close\s+to|upwards\s+of|maybe|perhaps|possibly|probably|some|"
    rf"(?:once|twice|thrice|{_SMALL})(?:\s+times)?\s+(?:or|to)|(?:{_SMALL})\s*(?:-|–))\s*$",
    _I,
)
_VAGUE_AFTER: Final = re.compile(
    rf"\s*(?:or|to|-|–)\s*(?:more|less|fewer|so|once|twice|thrice|{_SMALL})\b", _I
)


def vague_at(sentence: str, start: int, end: int) -> bool:
    """Whether the number words at `start`-`end` are made approximate or one side of a
    bound by the words right before or after them: no exact value."""
    return bool(_VAGUE_BEFORE.search(sentence[:start]) or _VAGUE_AFTER.match(sentence, end))


#: The numbers a noun of number says: "a dozen" 12, "half a dozen" 6.
_DOZENS: Final = (12, 6)
_UPPER_BOUND_BEFORE: Final = re.compile(
    r"\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|a\s+max(?:imum)?\s+of)\s*$", _I
)


def _upper_bound_before(sentence: str, start: int) -> bool:
    """Whether an upper bound stands right before `start` ("up to a dozen samples"): a
    limit's number, read as "up to 12 samples" is."""
    return _UPPER_BOUND_BEFORE.search(sentence[:start]) is not None


def _amount(words: str) -> int:
    """The number an adverb of repetition says ("twice" 2, "three times" 3)."""
    first = words.lower().split()[0]
    return _ADVERBS.get(first) or int(number(first))


def _patterns(spec: TopicSpec) -> tuple[tuple[re.Pattern[str], int | None], ...]:
    """(pattern, fixed number or None: the adverb's, group "n") for one count topic."""
    return _compiled_patterns(spec.unit, spec.about)


@lru_cache(maxsize=1024)
def _compiled_patterns(
    unit: str | None, about: tuple[str, ...]
) -> tuple[tuple[re.Pattern[str], int | None], ...]:
    """`_patterns`, compiled once per topic wording: this reading runs on every sentence of
    every draft, so it must not rebuild its patterns per sentence (as
    `count_topic_patterns` does for the engine's count readings)."""
    out: list[tuple[re.Pattern[str], int | None]] = []
    thing = counted_things(unit, about)
    if thing is not None:
        out.append((re.compile(rf"{_REPEAT}{FOR_THING}{thing}", _I), None))
        out.append((re.compile(rf"{HAVE}(?P<w>a\s+single\s+{BETWEEN}{thing})", _I), 1))
        out.append((re.compile(rf"\b(?P<w>both\s+(?:of\s+)?your\s+{BETWEEN}{thing})", _I), 2))
        # "a dozen students", "half a dozen dogs": a noun of number with one number
        dozen = rf"\s+{BETWEEN}{thing}"
        out.append((re.compile(rf"(?<!\bhalf\s)\b(?P<w>a\s+dozen{dozen})", _I), 12))
        out.append((re.compile(rf"\b(?P<w>half\s+a\s+dozen{dozen})", _I), 6))
    verbs = counted_verbs(about)
    if verbs:
        verb = "|".join(re.escape(v) for v in verbs)
        mod = r"(?P<mod>(?:[\w'’-]+\s+){0,4}?)"
        # not a noun after a determiner ("your fitting twice": "fitting" is no verb there)
        out.append(
            (re.compile(rf"{NOT_A_NOUN}\b(?:{verb})\s+{_OBJECT}{mod}(?P<v>{_REPEAT})", _I), None)
        )
    return tuple(out)


def word_counts(sentence: str, vocab: Vocabulary) -> list[tuple[str, int, int, Value | None]]:
    """Every count in `sentence` said by a word with a fixed number (see the module
    docstring), as (topic, start, end, value): the words from the number through what is
    counted, or the adverb alone after a verb. Words that make the number approximate or a
    side of a bound ("at least twice for lessons", "twice or more") fix no number: after a
    verb ("swap at least twice") the count is given with no value (None), since no other
    reader flags it; elsewhere they are left to the engine's `relcount`. An upper bound
    right after the verb ("swap up to twice") is read as `verbcount` reads "up to 2 times"."""
    out: list[tuple[str, int, int, Value | None]] = []
    for spec in vocab.catalogue.of_kind("count"):
        unit = spec.unit or "count"
        for rx, fixed in _patterns(spec):
            for m in rx.finditer(sentence):
                if "v" not in rx.groupindex:
                    start, end = m.span("w") if "w" in rx.groupindex else m.span()
                    if vague_at(
                        sentence, start, m.end("n") if "n" in rx.groupindex else end
                    ) and not (fixed in _DOZENS and _upper_bound_before(sentence, start)):
                        continue
                    amount = fixed if fixed is not None else _amount(m["n"])
                    out.append(
                        (spec.key, start, end, Value(amount=amount, unit=unit, kind="count"))
                    )
                    continue
                if m["n"].lower() == "once" and not re.match(_ONCE_ENDS, sentence[m.end() :]):
                    continue  # "swap once you've paid": the conjunction
                start, end = m.span("v")
                bounded = not m["mod"] or re.fullmatch(_BOUND, m["mod"], _I) is not None
                # "reschedule your fitting twice": the object, then the count of the act
                bounded = bounded or re.fullmatch(NOUN_OBJECT + _BOUND, m["mod"], _I) is not None
                if not bounded and (
                    len(m["mod"].split()) > 2 or not _VAGUE_BEFORE.search(sentence[:start])
                ):
                    continue  # other words between: not the verb's count
                if bounded and not _VAGUE_AFTER.match(sentence, end):
                    value = Value(amount=_amount(m["n"]), unit=unit, kind="count")
                    out.append((spec.key, start, end, value))
                else:
                    out.append((spec.key, m.start("mod"), end, None))
    out.sort(key=lambda f: (f[1], -(f[2] - f[1])))
    kept: list[tuple[str, int, int, Value | None]] = []
    for f in out:
        if not kept or f[1] >= kept[-1][2]:
            kept.append(f)
    return kept


def with_word_counts(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The draft's claims, and a count for each count said by a word with a fixed number
    (`word_counts`) where no value was read."""
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        text = r.sentence.text
        taken = [(f.start, f.end) for f, _ in r.claims]
        for topic, start, end, value in word_counts(text, vocab):
            if any(s < end and start < e for s, e in taken):
                continue
            clause = Clause(text[:start], text[end:], text, text[:start], start, end)
            out.append(
                added_claim(
                    out,
                    topic,
                    value,
                    text[start:end],
                    r.sentence.quote,
                    definitive=definitive(clause),
                )
            )
    return out
