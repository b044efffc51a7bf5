"""Whose number it is: the holder of an age, and whether the holder is the topic's.

A number is said of someone or something, its **holder**: "Riders must be 12" is the riders'
age, "an adult aged 16 or over" the adult's, "our guide (always 21 or over)" the guide's. An
age topic is also somebody's age, and its label often says whose ("minimum age for a child
to climb alone", "age of a vehicle", "age under which swimmers need an adult"). A value is
that topic's only when its holder is that person or thing; when the sentence gives the age
to another one ("Children under 8 must come with an adult aged 16 or over": the 16 is the
adult's), it is no value of the topic, however near the topic's words stand.

One reader finds the holder by English grammar alone, first match wins:

- **the age names its holder itself**: "over-16s", "a 14-year-old", "16 year olds": the age
  is said as a noun for people of that age (`noun` None: the age is its own holder);
- **an aside on a noun**: "our attendant (always 18 or over)", "the coach, who must be 21 or
  over";
- **a noun the age qualifies**: "an adult aged 18", "children aged 8 or over";
- **a noun with a bound**: "children under 8", "anyone under 16", "adults 18+", "visitors 16
  or over";
- **a noun the age is for or of**: "the minimum age for drivers is 21";
- **the subject of "be"**: "riders must be 12", "our instructors need to be 18 or over"
  (the head of the subject, before a preposition or a relative word: "children on the tour
  must be 10");
- **a line's label**: "Drivers: 21+".

Whether the holder is the topic's (`holder_fits`) is read from the catalogue's words only:
the holder is the topic's when its noun is the label's person or a word of the topic's label
or phrases; it names another person or thing when the label says whose age the topic is and
the holder is someone else; it says nothing when the holder is a pronoun or an indefinite
("you", "anyone", "whoever": the reader or everyone, whoever the topic is about) or when the
label names nobody.

Three readings ask it: `someone_elses_age` (a value nothing else placed, `reading._as_age`:
another holder, or with none a sentence that never names whose the label says),
`held_by_another` (`roles`: a holder the sentence sets against the label's person, or an
aside's noun for no person) and `absent_partys_age` (`roles`: a holder the label names after
"without", `absentparty`); `roles.anothers_age` takes a requirement's subject from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from guard.english import CLOSED_CLASSES, PERSON_WORDS, word_set
from guard.extract.local.absentparty import absent_party_words
from guard.extract.local.labelkind import label_person_stems
from guard.extract.local.vocab import Vocabulary
from guard.kb.keywords import stem
from guard.wordforms import IRREGULAR_SINGULARS

_I: Final = re.IGNORECASE
_W: Final = r"[^\W\d_]+"
#: A noun, hyphenated or not ("guide", "grown-up").
_N: Final = rf"{_W}(?:-{_W})?"
_WORD_RE: Final = re.compile(_W)

#: Words that are grammar, never a holder's noun: every closed class, and the indefinites
#: and bound words a holder's pattern may run into ("be over", "if under").
_GRAMMAR: Final = word_set(
    CLOSED_CLASSES, ("over", "under", "above", "below", "than", "aged", "ages", "age")
)
#: A pronoun or an indefinite says who only through the reader or everyone: no other party.
_NOBODY_ELSE: Final = frozenset(
    {
        "you",
        "we",
        "they",
        "i",
        "he",
        "she",
        "it",
        "anyone",
        "anybody",
        "everyone",
        "everybody",
        "someone",
        "somebody",
        "whoever",
        "people",
        "those",
        "one",
        "ones",  # "little ones", "the younger ones": a pro-form, its noun is the context's
    }
)

# "over-16s", "under-8s": a bound and the age as a plural noun.
_AGE_NOUN_BEFORE_RE: Final = re.compile(r"\b(?:over|under)[\s-]*$", _I)
_PLURAL_S_RE: Final = re.compile(r"^['’]?s\b", _I)
# "4 to 11", "16 or 17": the second of two joined ages
_JOINED_BEFORE_RE: Final = re.compile(r"\d{1,3}\s*(?:and|or|to|-|\u2013)\s*$", _I)
# "a 14-year-old", "16 year olds": the age as a noun (or its adjective, followed by its noun)
_YEAR_OLD_RE: Final = re.compile(rf"^[\s-]*year[\s-]+old(s)?\b(?:[\s-]+({_W}))?", _I)
# "attendant (always ", "coach, who must be ": an aside on the noun right before it
_ASIDE_RE: Final = re.compile(
    rf"(?<![\w-])({_N})\s*(?:\(\s*(?:{_W}\s+)?|,\s*(?:who|that)\s+"
    r"(?:(?:is|are|must|should|has\s+to|have\s+to|need\s+to|needs\s+to)\s+)+"
    r"(?:(?:be|all|always|aged|at\s+least)\s+)*)$",
    _I,
)
# "adult aged ", "children ages "
_AGED_RE: Final = re.compile(rf"(?<![\w-])({_N})\s+(?:aged|ages)\s+(?:of\s+|between\s+)?$", _I)
# "children under ", "anyone over ", "visitors younger than "
_BOUND_BEFORE_RE: Final = re.compile(
    rf"(?<![\w-])({_N})\s+(?:who\s+(?:is|are)\s+)?"
    r"(?:over|under|above|below|at\s+least|younger\s+than|older\s+than)\s+$",
    _I,
)
# "adults 18+", "visitors 16 or over": a noun right before the number, a bound after it
_NOUN_BEFORE_RE: Final = re.compile(rf"(?<![\w-])({_N})\s+$", _I)
# "a parent or ", "guides and the ": a noun coordinated before the holder's, the same party
# said two ways
_JOINED_NOUN_RE: Final = re.compile(rf"(?<![\w-])({_N})\s+(?:or|and)\s+(?:(?:a|an|the)\s+)?$", _I)
_BOUND_AFTER_RE: Final = re.compile(
    r"^\s*(?:\+|(?:years?\s+(?:old\s+)?)?(?:and|or)\s+(?:over|above|older|up|under|below|"
    r"younger)\b)",
    _I,
)
# "the minimum age for drivers is ", "age limit of riders: "
_FOR_OF_RE: Final = re.compile(
    rf"\bage\b(?:\s+{_W})?\s+(?:for|of)\s+(?:(?:a|an|the|any|all|each|our|your)\s+)?({_W})"
    r"\s*(?:is|are|:)\s*(?:aged\s+)?(?:at\s+least\s+|over\s+|under\s+)?$",
    _I,
)
# "<subject> must be ", "<subject> need to be aged at least ", "<subject> are "
_BE_RE: Final = re.compile(
    r"\b(?:(?:must|should|will|shall|may|can|need\s+to|needs\s+to|has\s+to|have\s+to|ought\s+to)"
    r"\s+(?:only\s+)?be|is|are)\s+(?:aged\s+)?(?:at\s+least\s+|over\s+|under\s+|above\s+)?$",
    _I,
)
# Where a subject starts: the sentence's start or a clause's punctuation, conjunction or
# subordinator.
_SUBJECT_START_RE: Final = re.compile(
    r"(?:^|[,;:()\u2013\u2014]|\b(?:and|but|so|if|when|once|unless|because|while|although)\b)"
    r"(?![\s\S]*(?:[,;:()\u2013\u2014]|\b(?:and|but|so|if|when|once|unless|because|while|"
    r"although)\b))",
    _I,
)
# The head of a subject ends at a preposition, a relative word or a number.
_HEAD_END_RE: Final = re.compile(
    r"\s(?:(?:under|over|aged|who|that|which|whose|with|on|in|at|for|of|from|between)\b|\d)", _I
)
# "Drivers: ", "Children - ": a line's label right before the value
_LABEL_RE: Final = re.compile(rf"^[\W_]*((?:{_W}[\s-]+){{0,2}}{_W})\s*[:\u2013\u2014-]\s*$", _I)


@dataclass(frozen=True)
class Holder:
    """Whose a value is: the holder's noun as written (None when the age is said as its own
    noun, "over-16s"), and the grammar that found it."""

    noun: str | None
    how: str
    #: the nouns coordinated before it ("a parent or guardian aged 18": "parent")
    joined: tuple[str, ...] = field(default=(), compare=False)

    @property
    def nouns(self) -> tuple[str, ...]:
        """The holder's noun and those coordinated with it."""
        return (*self.joined, self.noun) if self.noun else self.joined


def _noun(word: str | None) -> str | None:
    """A content word (no grammar word) lower-cased, or None."""
    if word is None:
        return None
    w = word.lower()
    return None if w in _GRAMMAR and w not in _NOBODY_ELSE else w


def _subject_head(before: str) -> str | None:
    """The head of the subject right before "must be", "is": the last content word before
    its first preposition or relative word ("children on the tour" gives "children")."""
    start = _SUBJECT_START_RE.search(before)
    subject = before[start.end() if start else 0 :]
    cut = _HEAD_END_RE.search(subject)
    if cut is not None:
        subject = subject[: cut.start()]
    words = [w.lower() for w in _WORD_RE.findall(subject)]
    if words and words[0] in _NOBODY_ELSE:
        return words[0]  # "Whoever signs the form must be": an indefinite
    content = [w for w in words if w not in _GRAMMAR or w in _NOBODY_ELSE]
    return content[-1] if content else None


def age_holder(sentence: str, start: int, end: int) -> Holder | None:
    """The holder of the age at sentence[start:end] (see the module docstring), or None when
    no grammar says whose it is."""
    if (joined := _JOINED_BEFORE_RE.search(sentence[:start])) is not None:
        start = joined.start()  # "aged 4 to 11" at the 11: the holder of the range
    before, after = sentence[:start], sentence[end:]
    if _AGE_NOUN_BEFORE_RE.search(before) and _PLURAL_S_RE.match(after):
        return Holder(None, "age noun")  # "over-16s"
    if (old := _YEAR_OLD_RE.match(after)) is not None:
        if old.group(1):
            return Holder(None, "age noun")  # "16 year olds"
        noun = _noun(old.group(2))
        return Holder(noun, "year-old") if noun else Holder(None, "age noun")
    for pattern, how in ((_ASIDE_RE, "aside"), (_AGED_RE, "aged"), (_BOUND_BEFORE_RE, "bound")):
        m = pattern.search(before)
        if m is not None and (noun := _noun(m.group(1))) is not None:
            joined = _JOINED_NOUN_RE.search(before, 0, m.start(1))
            also = _noun(joined.group(1)) if joined is not None else None
            return Holder(noun, how, (also,) if also else ())
    if _BOUND_AFTER_RE.match(after):
        m = _NOUN_BEFORE_RE.search(before)
        if m is not None and (noun := _noun(m.group(1))) is not None:
            return Holder(noun, "bound")
    m = _FOR_OF_RE.search(before)
    if m is not None and (noun := _noun(m.group(1))) is not None:
        return Holder(noun, "for")
    be = _BE_RE.search(before)
    if be is not None and (noun := _subject_head(before[: be.start()])) is not None:
        return Holder(noun, "subject")
    m = _LABEL_RE.match(before)
    if m is not None and (noun := _noun(m.group(1).split()[-1])) is not None:
        return Holder(noun, "label")
    return None


def _stem(word: str) -> str:
    return stem(IRREGULAR_SINGULARS.get(word.lower(), word.lower()))


# "age of a vehicle"; "age under which toddlers ride free", "age from which members pay";
# "minimum age for a child to come alone" (never "age for renting": no person).
_LABEL_WHOSE_RE: Final = re.compile(
    r"\bage\s+(?:of|(?:under|below|over|above|at|from|until|up\s+to)\s+which)\s+"
    rf"(?:(?:a|an|the|your|each|any|every|our)\s+)?({_W})"
    rf"|\bage\s+for\s+(?:a|an|the|your|each|any|every|our)\s+({_W})\s+to\s",
    _I,
)


def label_whose(vocab: Vocabulary, topic: str) -> str | None:
    """The noun the topic's label says the age is of ("age of a vehicle": "vehicle", "age
    under which guests need an adult": "guests"), or None when it says none."""
    t = vocab.topic(topic)
    m = _LABEL_WHOSE_RE.search(t.label or "") if t is not None else None
    return (m.group(1) or m.group(2)) if m is not None else None


def _own_stems(vocab: Vocabulary, topic: str) -> set[str]:
    """The stems of the words that may name the topic's own person or thing: its label's
    person words and its phrases', less the party the label says its person goes without
    ("minimum age to climb without a parent": never the parent, `absentparty`)."""
    spec = vocab.topic(topic)
    if spec is None:
        return set()
    about = {_stem(w) for w in _WORD_RE.findall(" ".join(spec.about))}
    return (label_person_stems(spec.label or "") | about) - absent_party_words(vocab)


def holder_fits(vocab: Vocabulary, topic: str, holder: Holder | None) -> bool | None:
    """Whether `holder` is the topic's person or thing (True), another one (False), or
    nothing says (None): see the module docstring."""
    if holder is None or holder.noun is None or holder.noun in _NOBODY_ELSE:
        return None
    word = _stem(holder.noun)
    whose = label_whose(vocab, topic)
    if (whose is not None and word == _stem(whose)) or word in _own_stems(vocab, topic):
        return True
    return False if whose is not None else None


def someone_elses_age(vocab: Vocabulary, topic: str, sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] is another's than whose the topic's label says
    it is ("age of a vehicle", "minimum age for a child to climb alone"): its holder is
    another person or thing ("Children under 8 must come with an adult aged 16 or over": the
    adult's), or, when no holder says (a pronoun, none found), the sentence never names whose
    age the label means ("You must be 21 or over" is no vehicle's age)."""
    whose = label_whose(vocab, topic)
    if whose is None:
        return False
    fits = holder_fits(vocab, topic, age_holder(sentence, start, end))
    if fits is not None:
        return not fits
    return all(_stem(w) != _stem(whose) for w in _WORD_RE.findall(sentence))


def held_by_another(vocab: Vocabulary, topic: str, sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] is held by another person or thing than whose
    the topic's label says it is, by the sentence's own words: its holder is no word of the
    topic's, and either the sentence names the topic's person elsewhere ("Dogs board from 6
    months; the handler who drops them off must be 16 or over": two parties, the age is the
    handler's) or the holder is an aside's noun for no person ("our lifeguard (always 18 or
    over)"). A noun for people set apart by nothing else ("Kids must be 12") may be a kind of
    the topic's person, and a noun for a thing said alone ("Puppies must be 8 weeks") a kind
    of its thing: neither is read as another's."""
    holder = age_holder(sentence, start, end)
    if holder is None or holder_fits(vocab, topic, holder) is not False:
        return False
    if holder.how == "aside" and holder.noun not in PERSON_WORDS:
        return True
    whose = label_whose(vocab, topic)
    return whose is not None and any(_stem(w) == _stem(whose) for w in _WORD_RE.findall(sentence))


#: The grammar an age qualifies a noun by, right before the age: "a parent (aged 18",
#: "an adult aged 18", "a guardian over 18".
_QUALIFYING: Final = frozenset({"aside", "aged", "bound"})


def absent_partys_age(vocab: Vocabulary, sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] qualifies a noun the age topic's label names as
    the party its person goes without ("registered by a parent or guardian (aged 18 or over)"
    on "minimum age to register without a parent"): that party's age (`absentparty`)."""
    absent = absent_party_words(vocab)
    holder = age_holder(sentence, start, end) if absent else None
    return (
        holder is not None
        and holder.how in _QUALIFYING
        and any(_stem(n) in absent for n in holder.nouns)
    )
