"""Bare numbers: a count or an age written as a limit, with no unit or noun after it.

"Members must be at least 16", "16 or over", "18 and above", "up to 4", "Minimum age: 16",
"The minimum age to join is 16". The number alone says neither a unit nor what it counts;
the sentence's topic does. So a bare number is read only in a sentence that names a topic
it can belong to:

- with a duration topic named that is an age by its own label and phrases ("minimum age",
  "age limit", "older than"): a duration in years (an age, as `guard.measures.AGE_RE` reads
  "aged 16"). An age word in the sentence is not enough: "Minimum age: 16" next to a notice
  period is no notice period in years;
- otherwise with a count topic named: a count in that topic's unit, set once the topic is
  read (`Found.bare`; the extractor drops a bare value that lands on no topic, so the engine
  reports its number as unread rather than a guess).

The forms are generic English for a limit: a bound before the number ("at least", "at
most", "up to", "no more than", "a minimum of", "min."), one after it ("or over", "and
above", "or older", "or more", "+"), how many times an action may be done ("swap it 3
times": not a multiplier, "3 times the price", nor a frequency, "3 times a week"), a label
("Minimum age: 16"), a copula ending the clause ("is 16.") or the age a person must reach
first ("wait until he's 18", "once you turn 16") or must be to do something ("you need to
be 18 to join") or a bound right after any noun ("tiny tots under three get in free", in
a clause naming an age topic): an age, like any bound said of someone, read when the catalogue has one age
topic or the sentence names one of its age topics (with two, "minimum age to swim alone" and
"age from which entry is free", the sentence's words say which). A number that is a date, a
time, a reference or a list number (`engine.numbers`) is never one, and neither is a number
of more than three digits, nor one followed by a noun of its own whose clause names no topic
("give it a name (up to 20 characters)": `ownnoun`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from guard.engine.numbers import NUMBER_WORD_VALUES, non_policy_spans
from guard.english import MULTIPLIER_AFTER_TIMES, PERSON_WORDS
from guard.extract.local.agecomparative import age_comparatives
from guard.extract.local.ages import age_topic
from guard.extract.local.atage import ages_permitted
from guard.extract.local.bracketage import bracketed_ages
from guard.extract.local.found import Found
from guard.extract.local.magnitudes import MAGNITUDE
from guard.extract.local.ownnoun import names_own_noun, own_clause
from guard.extract.local.unitperiod import unit_periods
from guard.extract.local.unitsubject import names_a_unit
from guard.kb.phrasematch import find_all
from guard.measures import MEASURE_UNIT
from guard.models import Value
from guard.units import ValueKind

if TYPE_CHECKING:
    from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
_WORD_VALUES: Final = NUMBER_WORD_VALUES
# A compound number word ("twenty-one", "thirty five") is one number: read as its last part
# alone, "twenty-one or over" would be a bound of 1.
_COMPOUND: Final = (
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]"
    r"(?:one|two|three|four|five|six|seven|eight|nine)\b"
)
_N: Final = (
    rf"(?P<num>\d{{1,3}}|{_COMPOUND}|(?<![\w-])(?:"
    rf"{'|'.join(sorted(_WORD_VALUES, key=len, reverse=True))}))"
)
# Not part of a longer number, an amount, a percentage, a word or a magnitude ("up to 2
# million" is no bound of 2): "16." ending a sentence is.
_END: Final = rf"(?![\w%€$£¥]|[.,:]\d|\s?%|{MAGNITUDE})"
# A limit verb says the same as "at most": "capped at 8", "limited to 8", "restricted to 8".
# A negative before a comparison bounds it, whichever negative: "no", "not", "never more than".
_BOUND_BEFORE: Final = (
    r"\b(?:at\s+(?:least|most)|up\s+to|"
    r"(?:no|not|never)\s+(?:more|less|fewer|older|younger)\s+than|"
    r"(?:a\s+)?(?:minimum|maximum)\s+of|min\.?|max\.?|"
    r"(?:capped|limited|restricted)\s+(?:at|to))\s+"
)
_BOUND_AFTER: Final = (
    r"(?:\s*\+(?!\d)|\s+(?:years?\s+(?:old\s+)?)?(?:or|and)\s+(?:over|above|older|up|more|"
    r"under|below|younger|fewer|less)\b)"
)
# A label or a copula whose number ends the clause: "Minimum age: 16", "the limit is 4."
_CLAUSE_END: Final = r"(?=\s*(?:[.,;!?)]|$|\s(?:and|but|or|so|for|if|per|each|every)\b))"
# How many times an action is done: "reschedule it 3 times". Not a multiplier ("3 times
# the price", "2 times more") nor a frequency ("3 times a week"): its period says how often.
_TIMES_AFTER: Final = (
    rf"(?=\s+times\b{MULTIPLIER_AFTER_TIMES}"
    r"(?!\s+(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|year|hour)s?\b))"
)
_FORMS: Final = (
    re.compile(rf"{_BOUND_BEFORE}{_N}{_END}", _I),
    re.compile(rf"(?<![\w.,]){_N}{_END}{_TIMES_AFTER}", _I),
    re.compile(rf"(?<![\w.,]){_N}{_END}(?={_BOUND_AFTER})", _I),
    re.compile(
        rf"(?:\w:|\b(?:is|are|be)\b)[ \t]*(?:\*\*)?[ \t]*{_N}{_END}(?:\*\*)?{_CLAUSE_END}", _I
    ),
)
# A bound that is what someone must be: "must be at least 16", "need to be 16 or over",
# "are 18+". A count is said with what it counts ("up to 4 guests"); a bare bound that is
# the predicate of "be" says how old someone is, so it is an age (read only when the
# catalogue has an age topic), never a count, whatever count topic the sentence names.
_PERSON_RE: Final = re.compile(
    r"\b(?:be|is|are|am|['’]re)\s+(?P<pre>(?:at\s+least|over|under|older\s+than|"
    rf"younger\s+than)\s+)?{_N}{_END}",
    _I,
)
# The age someone must reach first: "wait until he's 18", "once you turn 16", "when she is
# 16". A number a person becomes after "until", "once" or "when" is the threshold, a limit
# as "16 or over" is; "he's 15" alone only says how old he is now. An indefinite person
# ("once someone is 16", "until anybody turns 18") is anyone who reaches it: the same limit.
_THRESHOLD_RE: Final = re.compile(
    r"\b(?:until|till|once|when|as\s+soon\s+as)\s+"
    r"(?:he|she|they|you|i|we|someone|somebody|anyone|anybody)\s*"
    rf"(?:['’](?:s|re|m)|\s(?:is|are|am|turns?|reach(?:es)?))\s+{_N}{_END}",
    _I,
)
# The age from which something starts: "free lessons start at 65", "the senior rate kicks in
# at 60", "cover begins at 18". The number where a thing begins is a lower end, as "65 or
# over" is; read only in a sentence that names an age topic ("free swim lessons" where that
# is one), since "classes start at 9" is a time of day and "bundles start at 3" a count.
_STARTS_AT_RE: Final = re.compile(
    r"\b(?:start(?:s|ed)?|begin(?:s)?|began|kicks?\s+in|appl(?:y|ies))\s+(?:at|from)\s+"
    rf"(?:(?:the\s+)?age\s+(?:of\s+)?)?{_N}{_END}(?!\s*(?:[ap]\.?m\b|:\d|o['’]clock))",
    _I,
)
# The age someone must be to do something: "you need to be 18 to open an account", "you'd
# have to be 16 to join". A requirement on a person ("must", "need to", "have to") to be a
# bare number, then "to" and a verb: what they must be to do it is how old (a count is said
# with what it counts: "you need to be 4 players").
_PURPOSE_RE: Final = re.compile(
    r"\b(?:must|need(?:s|ed)?\s+to|ha(?:ve|s|d)\s+to|got\s+to|required\s+to)\s+be\s+"
    rf"{_N}{_END}(?=\s+to\s+[a-z])",
    _I,
)
# A number of things per period with no noun: "you can bring 2 a month", "3 per year". An
# allowance of something countable (a money amount has its currency, a duration its unit).
_PER_PERIOD_RE: Final = re.compile(
    rf"(?<![\w.,£$€¥]){_N}{_END}(?P<per>\s+(?:a|an|per|each|every)\s+(?:day|week|fortnight|"
    r"month|year)\b)",
    _I,
)


@lru_cache(maxsize=64)
def _unit_period_re(nouns: tuple[str, ...]) -> re.Pattern[str]:
    """`_PER_PERIOD_RE` for the periods a catalogue's count units count per (`unitperiod`)."""
    return re.compile(
        rf"(?<![\w.,£$€¥]){_N}{_END}(?P<per>\s+(?:a|an|per|each|every)\s+(?:{'|'.join(nouns)})s?\b)",
        _I,
    )


# An age bound after a noun it describes, whatever the noun: "tiny tots under three get
# in free", "guests over 65 pay half", "anyone under 16". A bound word right after a noun and
# before a bare number says whom it limits by a number with no unit: their age, as
# "children under 5" is (`guard.measures.AGE_RE`, which knows only its own person nouns).
# Read only in a clause that names an age topic and with a word of content before the bound
# (not "over 5 bikes go free", where the number counts its own noun). A unit after the
# number ("under 5 minutes", "over 2kg") is that unit's reading, never an age's.
_AGE_BOUND_RE: Final = re.compile(
    r"\b(?!(?:the|a|an|of|for|to|in|on|at|by|with|from|and|or|is|are|be|was|were|been|it|"
    r"that|this|just|only|not|no|all|any|each|per)\s)[A-Za-z][\w'’-]*\s+"
    rf"(?:under|below|over|above|younger\s+than|older\s+than)\s+{_N}{_END}"
    rf"(?![\s-]*(?:{MEASURE_UNIT}|(?:minute|min|hour|hr|day|night|week|fortnight|month|year|yr)s?)"
    r"\b)",
    _I,
)
_AFTER_RE: Final = re.compile(_BOUND_AFTER, _I)
_SEVERAL: Final = re.compile(r"\s+or\s+(?:more|two|so)\b", _I)
_AGE_WORDS: Final = re.compile(r"\b(?:age[sd]?|old|older|younger|birthday)\b", _I)


def _number(words: str) -> float:
    w = words.lower()
    if w.isdigit():
        return float(w)
    return float(sum(_WORD_VALUES[part] for part in re.split(r"[\s-]", w)))


def _named_kinds(sentence: str, vocab: Vocabulary) -> set[str]:
    """The kinds of the topics whose `about` phrases the sentence uses; "age" for a duration
    topic that is an age by its own label and phrases ("minimum age")."""
    kinds: set[str] = set()
    for t in vocab.catalogue.topics:
        if t.kind not in ("duration", "count") or not find_all(t.about, sentence):
            continue
        kinds.add(t.kind)
        if t.kind == "duration" and _AGE_WORDS.search(" ".join((t.label, *t.about))):
            kinds.add("age")
    if "count" not in kinds and names_a_unit(vocab, sentence):
        kinds.add("count")  # "Rooms sleep up to 4 guests" for "guests per room" (`unitsubject`)
    return kinds


def _named_here(sentence: str, start: int, end: int, vocab: Vocabulary, unit: str) -> bool:
    """Whether the number's own clause names a topic of the reading's kind (`ownnoun`)."""
    kind = "age" if unit == "years" else "count"
    return kind in _named_kinds(own_clause(sentence, start, end), vocab)


# The word right after a number, past a hyphen ("8 people", "an 8-person booth").
_PERSON_AFTER_RE: Final = re.compile(r"[\s-]*([^\W\d_]+)")


def counts_people(sentence: str, end: int) -> bool:
    """Whether the number ending at `end` counts people: a person's noun (`PERSON_WORDS`)
    comes right after it ("up to 8 people", "at least 2 adults", "an 8-person booth"). An
    age is said bare ("under 12", "18 or over") or in its own words ("12 years old",
    "12-year-olds"); a number followed by the people it counts is how many of them there
    are, whatever age topic the sentence names."""
    m = _PERSON_AFTER_RE.match(sentence, end)
    return m is not None and m.group(1).lower() in PERSON_WORDS


def bare_numbers(sentence: str, vocab: Vocabulary, *, heading: str = "") -> list[Found]:
    """Every bare number written as a limit in `sentence` that a named topic can take, named
    in the sentence or in what heads it (`heading`: its headings and a list's lead-in,
    `leadin`): "Here's what a co-signer needs:" then "- Minimum age: 25"."""
    thresholds = {m.span("num") for m in _THRESHOLD_RE.finditer(sentence)}
    thresholds |= {m.span("num") for m in _PURPOSE_RE.finditer(sentence)}
    thresholds |= ages_permitted(sentence)  # "At 17 you can ride alone" (`atage`)
    thresholds |= {  # "under three get in free" in a clause naming an age topic
        m.span("num")
        for m in _AGE_BOUND_RE.finditer(sentence)
        if _named_here(sentence, m.start("num"), m.end("num"), vocab, "years")
    }
    starts = _STARTS_AT_RE.search(sentence) is not None
    periods = {m.span("num"): m["per"] for m in _PER_PERIOD_RE.finditer(sentence)}
    if own := unit_periods(vocab.catalogue):  # "2 a semester" (`unitperiod`)
        periods |= {m.span("num"): m["per"] for m in _unit_period_re(own).finditer(sentence)}
    spans = sorted(
        {m.span("num") for rx in _FORMS for m in rx.finditer(sentence)} | thresholds | set(periods)
    )
    if not spans and not starts:
        return []
    kinds = _named_kinds(sentence, vocab) | _named_kinds(heading, vocab)
    if "age" in kinds:
        thresholds |= {m.span("num") for m in _STARTS_AT_RE.finditer(sentence)}
        spans = sorted({*spans, *thresholds})
    kind: ValueKind | None = None
    unit = ""
    if "age" in kinds:
        kind, unit = "duration", "years"
    elif "count" in kinds:
        kind, unit = "count", "count"
    said_of_someone = thresholds | {
        m.span("num")
        for m in _PERSON_RE.finditer(sentence)
        if m["pre"] or _AFTER_RE.match(sentence, m.end())
    }
    said_of_someone |= bracketed_ages(sentence)  # "Each guide (21 or over)" (`bracketage`)
    said_of_someone |= age_comparatives(sentence)  # "if they are all 5 or older" (`agecomparative`)
    # An age said of someone is read when it can only be one topic's (the catalogue has one
    # age topic) or the sentence names an age topic: with several ("minimum age to order",
    # "age from which a test is free") the sentence's own words say which.
    reads_age = "age" in kinds or age_topic(vocab) is not None
    skip = non_policy_spans(sentence)
    out: list[Found] = []
    for start, end in spans:
        if any(s <= start and end <= e for s, e, _ in skip):
            continue
        if (start, end) in said_of_someone and reads_age:
            value = Value(amount=_number(sentence[start:end]), unit="years", kind="duration")
            out.append(Found(start, end, sentence[start:end], value, bare=True))
            continue
        per = periods.get((start, end))
        if per is not None and kind != "duration" and vocab.catalogue.of_kind("count"):
            # "2 a month": a count, per period, whichever count topic it turns out to be
            value = Value(amount=_number(sentence[start:end]), unit="count", kind="count")
            text = sentence[start : end + len(per)]
            out.append(Found(start, end + len(per), text, value, rate=per.strip(), bare=True))
            continue
        if kind is None or (start, end) in said_of_someone:
            continue  # a bound said of someone ("must be 16 or over") counts nothing
        if unit == "years" and counts_people(sentence, end):
            if "count" not in kinds:
                continue  # "fits up to 8 people": how many people, never how old they are
            value = Value(amount=_number(sentence[start:end]), unit="count", kind="count")
            out.append(Found(start, end, sentence[start:end], value, bare=True))
            continue
        if _number(sentence[start:end]) == 1 and _SEVERAL.match(sentence, end):
            continue  # "one or more", "one or two": English for some, not a limit of one
        if names_own_noun(sentence, end, unit) and not _named_here(
            sentence, start, end, vocab, unit
        ):
            continue  # "a name (up to 20 characters)" counts no topic the sentence names
        value = Value(amount=_number(sentence[start:end]), unit=unit, kind=kind)
        out.append(Found(start, end, sentence[start:end], value, bare=True))
    return out
