"""A number followed by the head noun of a count topic's unit, in a clause naming that topic,
is that topic's value.

"The tour size is 6 riders", "raise the room limit from 3 to 4 guests": a count topic's
unit says what it counts ("riders per tour", "guests per room"), and its head noun
("riders", "guests") is the thing counted; the rest ("per tour") says what it is counted
against, which the clause's own words say here ("tour size", "room limit"). A number written
right before that noun counts it, as "6 riders per tour" does, whether or not a bound word
("a maximum of", "capped at") comes first. Read only when the number's own clause (cut at
punctuation, brackets and coordinating conjunctions, `ownnoun.own_clause`), or the line's
label right before it ("Minimum stay: 2 nights", "Max guests: 6 guests": a label is what its
value is about, as "Minimum age: 16" is an age), names the topic by one of its `about` phrases, as written or across a scope value's modifier (`scopesplit`:
"riders on a premium tour"): "6 riders" alone, or beside another topic's words, counts no
topic's limit ("our 40 riders' times"), and a unit's head noun is often a common word.

A change "from 6 to 8 riders" keeps only the number next to the noun (the number pattern
never reaches back over another number), and the change form's status (a proposal) is read as
for any claim. The head noun is found in the unit by English grammar alone: the unit's words
up to the first preposition, determiner, pronoun or relative word ("riders per tour",
"missed rides you can make up", "claims in any 12 months"), the last of them. Only where no
other reading took the number (`values.find_values`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from guard.extract.local.datecount import in_a_date
from guard.extract.local.eachinturn import each_in_turn
from guard.extract.local.found import Found
from guard.extract.local.numerals import _WORD_NUMBER, number
from guard.extract.local.ownnoun import own_clause
from guard.extract.local.scopesplit import find_across_scope
from guard.extract.local.withphrase import clause_the_phrase_describes
from guard.kb.phrasematch import find_all
from guard.models import Value

if TYPE_CHECKING:
    from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# Words that end a unit's head noun phrase: what follows says what it is counted against or
# over ("per tour", "a month", "in any 12 months", "you can make up", "at once").
_AFTER_HEAD_WORDS: Final = """
    per a an the each every any in on at of to for from with by over under within during
    you we they it that which who whose where when
"""
_AFTER_HEAD: Final = frozenset(_AFTER_HEAD_WORDS.split())

# A number as the count readers write it (`vocab._COUNT_NUMBER`): digits or a number word,
# not inside a longer number, an amount or a time.
_NUMBER: Final = (
    r"(?<![\w.,€$£¥:-])(?P<num>\d{1,3}(?:,\d{3})+(?![.,]\d)|\d+(?![.,:]\d)|"
    rf"{_WORD_NUMBER})"
)


# A regular past participle after the head noun opens a reduced relative clause on it
# ("bags allowed on board", "tickets refunded per order"): what follows says what the thing
# is counted against, as a preposition does. English morphology only; at least five letters,
# so that a short noun in "-ed" ("bed", "shed") is no participle.
_PARTICIPLE_RE: Final = re.compile(r"[^\W\d_]{3,}ed", _I)


def head_noun(unit: str) -> str | None:
    """The noun a count's unit counts: the last word before its first function word or a
    participle after a noun ("riders per tour" → "riders", "bags allowed on board" →
    "bags"), or None for no unit or a generic "count"."""
    words: list[str] = []
    for word in unit.split():
        if word.casefold() in _AFTER_HEAD or (words and _PARTICIPLE_RE.fullmatch(word)):
            break
        words.append(word)
    if not words or words[-1].casefold() == "count":
        return None
    return words[-1]


@lru_cache(maxsize=256)
def _pattern(noun: str) -> re.Pattern[str]:
    """The number, then the head noun in its singular or plural ("1 rider", "6 riders")."""
    stem = re.escape(noun.removesuffix("s")) if len(noun) > 3 else re.escape(noun)
    plural = "s?" if len(noun) > 3 and noun.endswith("s") else ""
    return re.compile(rf"{_NUMBER}\s+(?P<noun>{stem}{plural})(?![\w'’-])", _I)


# A line's label right before its value: "Minimum stay: 2 nights", "- **Max guests:** 6
# guests". The words before the colon, after any list marker or bold, with no other mark but
# a whole bracketed note: "Painkillers (any brand): 2 packs", "Tent pitches (per site): 2
# pitches". A note in brackets qualifies the label (which brands, what it is counted per);
# it does not end it, so the label's own words still name what the number counts.
_LABEL_RE: Final = re.compile(
    r"(?:^|[|])[\s*_>#-]*(?P<label>(?:[^:;.!?|()\[\]]|\([^():;|\[\]]*\))+?)[\s*_]*:[\s*_]*$"
)


def line_label(sentence: str, start: int) -> str:
    """The label a line gives the value at `sentence[start]` ("Minimum stay" in "Minimum
    stay: 2 nights"), or "". A label is the line's subject, as a clause's own words are: it
    names what the number after it counts, as "Minimum age: 16" names an age (`bounds`)."""
    m = _LABEL_RE.search(sentence[:start])
    return m["label"] if m else ""


def head_counts(sentence: str, vocab: Vocabulary) -> list[Found]:
    """Every number followed by a count topic's unit head noun in a clause that names the
    topic (module docstring), as a count on that topic in its unit."""
    out: list[Found] = []
    for spec in vocab.catalogue.of_kind("count"):
        noun = head_noun(spec.unit or "")
        if noun is None:
            continue
        for m in _pattern(noun).finditer(sentence):
            if in_a_date(sentence, *m.span("num")):
                continue
            if each_in_turn(sentence, m.start("num"), number(m["num"])):
                continue  # "the most we pay for any one bike": per bike (`eachinturn`)
            clause = own_clause(sentence, m.start(), m.end())
            label = line_label(sentence, m.start())  # "Minimum stay: 2 nights"
            host = clause_the_phrase_describes(sentence, m.start())  # ", with 4 riders"
            if not (
                find_across_scope(vocab, spec.about, clause)  # "on a premium tour"
                or (label and find_across_scope(vocab, spec.about, label))
                or (host and find_across_scope(vocab, spec.about, host))  # (`withphrase`)
            ):
                continue
            if any(s < m.end() and m.start() < e for s, e in find_all(spec.not_about, sentence)):
                continue
            value = Value(amount=number(m["num"]), unit=spec.unit or "count", kind="count")
            out.append(Found(m.start(), m.end(), m.group(), value, topic=spec.key))
        out += _scope_noun_counts(sentence, vocab, spec.key, spec.unit or "", spec.about)
    return out


def _scope_nouns(vocab: Vocabulary, head: str | None) -> list[str]:
    """The word phrases of the catalogue's scope values that name a kind of the counted
    thing: one word ("cat", "kitten", "adult": the kinds a scope sorts the counted things
    into), or a few words or a hyphenated word ending in the unit's head noun `head`
    ("standard bike", "e-bike" for "bikes per collection"). A longer phrase that ends in
    another word ("shared hosting") names the kind of something else, which the number
    before it ("one shared hosting plan") counts, not the topic's things."""
    stem = head.casefold().removesuffix("s") if head else None
    words = set()
    for d in vocab.dimensions:
        for value, phrases in d.options:
            if value == "any":
                continue
            for p in phrases:
                p = p.rstrip("*").casefold()
                if re.fullmatch(r"[a-z]+", p) or (
                    stem
                    and re.fullmatch(r"[a-z]+(?:[ -][a-z]+){1,2}", p)
                    and re.split(r"[ -]", p)[-1].removesuffix("s") == stem
                ):
                    words.add(p)
    return sorted(words, key=len, reverse=True)


def _per_alternatives(unit: str) -> list[str]:
    """The nouns a unit counts per, each alternative of "per A or B" ("kennel", "chalet")."""
    m = re.match(r"^.+?\s+per\s+(?P<per>.+)$", unit, _I)
    if m is None:
        return []
    return [
        alt.split()[-1] for alt in re.split(r"\s+or\s+|\s*,\s*|\s+and\s+", m["per"]) if alt.split()
    ]


def _scope_noun_counts(
    sentence: str, vocab: Vocabulary, key: str, unit: str, about: tuple[str, ...]
) -> list[Found]:
    """A number right before a scope value's noun ("up to four cats" where cat is a species
    and the topic counts "pets per kennel or chalet"), in a clause that names the topic or
    says, before the number, one of the nouns the unit counts per ("our family chalets take
    up to four cats"): a count of that kind of the counted thing, the topic's value (the
    scope reader then says which kind).

    A line's label names the topic for such counts as it does for "Minimum stay: 2 nights"
    (`line_label`), and for each count of a list right after it ("Max pets per kennel: 4
    cats, or 2 dogs"): a list after a label is the label's values, one per kind, as a table
    row is; its items are joined only by commas, "or" and "and", so nothing else in between
    can name another subject."""
    per = _per_alternatives(unit)
    matches: list[re.Match[str]] = []
    for word in _scope_nouns(vocab, head_noun(unit)):
        rx = re.compile(rf"{_NUMBER}\s+(?P<noun>{re.escape(word)}(?:s|es)?)(?![\w'’-])", _I)
        matches += [m for m in rx.finditer(sentence) if not in_a_date(sentence, *m.span("num"))]
    matches.sort(key=lambda m: m.start())
    out: list[Found] = []
    labelled_end = -1  # end of the last count read as a labelled list's item
    for m in matches:
        clause = own_clause(sentence, m.start(), m.end())
        before = clause[: clause.find(m.group())] if m.group() in clause else ""
        said_per = any(re.search(rf"\b{re.escape(n.rstrip('s'))}s?\b", before, _I) for n in per)
        label = line_label(sentence, m.start())
        labelled = bool(label) and bool(find_across_scope(vocab, about, label))
        if not labelled and labelled_end >= 0:
            labelled = bool(_LIST_JOIN_RE.fullmatch(sentence[labelled_end : m.start()]))
        labelled_end = m.end() if labelled else -1
        if not (said_per or labelled or find_across_scope(vocab, about, clause)):
            continue
        value = Value(amount=number(m["num"]), unit=unit or "count", kind="count")
        out.append(Found(m.start(), m.end(), m.group(), value, topic=key))
    return out


# What joins the items of a list after a label: "4 cats, or 2 dogs", "4 cats and 2 dogs".
_LIST_JOIN_RE: Final = re.compile(r"\s*[,;]?\s*(?:(?:and|or)\s+)?", _I)
