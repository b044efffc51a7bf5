"""Whose age a source sentence states: the age topic's person, or another party.

An age limit is somebody's: "minimum age for a student's own account" is the student's. A
sentence may state another party's age beside it, and that age is no value of the topic.
Only three structures say so, each marking the other party on its own; a subject word that
merely differs from the label's noun says nothing (it may be a kind of that person, a
plural, a young of it: "Puppies must be at least 4 months" on a dog's minimum age):

- **A party the catalogue names as another role.** When the age topic's label names whose
  age it is with a possessive ("a student's own account"), and the subject a requirement
  is of ("Tutors must be at least 18") is a noun the catalogue uses in another
  topic's label ("when tutors are paid") and never in the age topic's own label or
  phrases, the catalogue itself tells the two parties apart: the age is the other party's.
- **A party a condition clause brings in.** An age that qualifies the subject of a clause
  "when", "if", "once", "provided" or "as long as" opens ("Children are welcome when a
  parent (aged 18 or over) books", "…if an adult aged 18 or over comes along") is the age
  of the person the condition needs, not a limit on whoever the main clause is about,
  unless that subject is the age topic's own person by its label's or phrases' words.
- **A party the sentence brings along.** An age that qualifies the object of "with",
  "alongside" or "accompanied by" ("Under-12s may only go in with an adult aged 18 or over", "…accompanied
  by a guardian aged 21 or over") is the companion's age: the sentence's subject is whoever
  goes along with them, so the age is no limit on that subject, unless the companion is
  the age topic's own person by its label's or phrases' words.
- **A companion named as the subject.** An age that qualifies the subject of "has to come
  with you" or "must accompany you" ("a parent or carer aged 18 or over has to come with
  you") is the companion's age, unless the age topic's label names that person
  (`companion`).
- **The party the label says its person goes without.** An age that qualifies a noun the
  age topic's label names after "without" ("minimum age to register without a parent":
  "registered by a parent or guardian (aged 18 or over)") is that party's (`absentparty`).
- **A particular person named by their age.** A possessive right before an age by its own
  words ("her 15-year-old", "my 9 year old daughter") names one person, as "her son" does:
  it says who, never what anyone must be.

- **A party an aside says the age of.** An age in brackets right after a noun, or in a
  relative clause on it ("our attendant (always 18 or over) runs it", "the instructor, who
  must be 21 or over, stays with you") is that noun's age, as "guides aged 21" is. When the
  age topic's label says whose age it is ("age under which guests need an adult") and the
  noun is neither that person, nor a word of the topic's label or phrases, nor a noun for
  people any team writes (`english.PERSON_WORDS`: "children (12 or over)" may be a kind of
  the guests), the age is another party's (`holder.held_by_another`).
- **A holder the sentence sets against the topic's person.** When the label says whose age
  it is ("minimum age of a dog we board") and the sentence names them, an age whose holder
  (`holder`: the noun it qualifies, the subject of "must be", a noun with a bound) is another
  noun ("Dogs board from 6 months; the handler who drops them off must be 16 or over") is
  that other party's: the sentence itself tells the two apart (`holder.held_by_another`).

None of these holds when the party does the age topic's own act by the words right after
the age ("if an adult aged 21 or over makes the booking", on an age topic whose phrases say
"person booking"): whoever does it is that topic's person (`agedrole`).
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.absentparty import absent_party_words
from guard.extract.local.agedrole import acting_age_topic
from guard.extract.local.ages import age_topic, names_a_person, said_as_age
from guard.extract.local.companion import companions_age
from guard.extract.local.companionby import ACCOMPANIED_BY, PARTY_ADJECTIVES
from guard.extract.local.found import Found
from guard.extract.local.holder import absent_partys_age, age_holder, held_by_another
from guard.extract.local.labelkind import label_person_stems
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.keywords import stem

OTHERS_AGE: Final = "an age said of another party than whose age the age topic is"
NAMED_BY_AGE: Final = "a person a possessive names by their age"

_I: Final = re.IGNORECASE
_WORD_RE: Final = re.compile(r"[^\W\d_]+")
# Whose age a label says it is: a possessive ("a student's own account"). "Age for" is no
# such mark: "minimum age for a gym membership" names a thing, and its members are its own.
_POSSESSOR_RE: Final = re.compile(r"\b([^\W\d_]+)['’]s\b", _I)
# A condition clause's subject qualified by an age, right before it: "when a parent or
# guardian (aged ", "if an adult aged ".
_CONDITION_PARTY_RE: Final = re.compile(
    r"\b(?:when|if|once|provided(?:\s+that)?|as\s+long\s+as|unless)\s+"
    r"(?:(?:a|an|the|one|their|your|his|her)\s+)?([^\W\d_]+)(?:\s+(?:or|and)\s+"
    r"(?:(?:a|an|the)\s+)?([^\W\d_]+))?\s*(?:\(\s*)?(?:aged\s+|over\s+|at\s+least\s+)+$",
    _I,
)
# The companion an accompaniment brings along, qualified by an age right before it: "with
# an adult aged ", "accompanied by a parent or guardian (aged ". The passive's verb may
# take an adverbial before its agent ("accompanied in the water by", `companionby`), and
# the party noun its adjectives ("a confident grown-up aged ").
_PARTY_NOUN: Final = r"([^\W\d_]+(?:-[^\W\d_]+)?)"  # "adult", "grown-up"
_COMPANION_PARTY_RE: Final = re.compile(
    rf"\b(?:with|alongside|{ACCOMPANIED_BY})\s+(?:(?:a|an|the|one|their|your|his|her)\s+)?"
    + PARTY_ADJECTIVES
    + _PARTY_NOUN
    + r"(?:\s+(?:or|and)\s+(?:(?:a|an|the)\s+)?"
    + PARTY_ADJECTIVES
    + _PARTY_NOUN
    + r")?\s*(?:\(\s*)?(?:aged\s+|over\s+|at\s+least\s+)+$",
    _I,
)
# A pronoun or an indefinite names nobody else: "you must be 16" is the reader's own age.
_NOBODY_ELSE: Final = frozenset(
    {"you", "we", "they", "i", "he", "she", "it", "everyone", "anyone", "someone", "people"}
)


def _stems(text: str) -> set[str]:
    return {stem(w.lower()) for w in _WORD_RE.findall(text)}


def _not_the_topics(vocab: Vocabulary, topic: str | None, nouns: list[str]) -> bool:
    """Whether no noun of a condition's party is a pronoun or the age topic's own person
    (its label's or phrases' word): "once students aged 16 or over sign up" stays theirs. A
    label word that only says a thing's kind is none ("adult" of "minimum age for adult
    classes", `labelkind`)."""
    spec = vocab.topic(topic) if topic else None
    own: set[str] = set()
    if spec is not None:  # "adult" of "minimum age for adult classes" is a class's kind
        own = label_person_stems(spec.label or "") | _stems(" ".join(spec.about))
    own -= absent_party_words(vocab)  # "without a parent": never the topic's own person
    words = [n.lower() for n in nouns]
    return all(w not in _NOBODY_ELSE and stem(w) not in own for w in words)


def _another_role(vocab: Vocabulary, topic: str, noun: str) -> bool:
    """Whether the catalogue names `noun` as a party other than whose age `topic` is: its
    label's possessive names someone else, another topic's label uses the noun, and the
    topic's own label and phrases never do."""
    spec = vocab.topic(topic)
    if spec is None or noun.lower() in _NOBODY_ELSE:
        return False
    whose = _POSSESSOR_RE.search(spec.label or "")
    word = stem(noun.lower())
    if whose is None or word == stem(whose.group(1).lower()):
        return False
    if word in _stems(" ".join((spec.label or "", *spec.about))):
        return False
    others = (t.label or "" for t in vocab.catalogue.topics if t.key != topic)
    return any(word in _stems(label) for label in others)


def anothers_age(vocab: Vocabulary, sentence: str, start: int, end: int) -> bool:
    """Whether the age at `start` is another party's than the age topic's (see the module
    docstring): the subject of a condition clause the age qualifies, the companion an
    accompaniment brings along, or a requirement's subject the catalogue names as another
    role."""
    before = sentence[:start]
    topic = age_topic(vocab)
    party = _CONDITION_PARTY_RE.search(before) or _COMPANION_PARTY_RE.search(before)
    if party is not None:
        return _not_the_topics(vocab, topic, [n for n in party.groups() if n])
    required = age_holder(sentence, start, end)  # "Coaches must be at least 18" (`holder`)
    return (
        topic is not None
        and required is not None
        and required.how == "subject"
        and required.noun is not None
        and _another_role(vocab, topic, required.noun)
    )


def _held_by_another(vocab: Vocabulary, sentence: str, start: int, end: int) -> bool:
    topic = age_topic(vocab)
    return topic is not None and held_by_another(vocab, topic, sentence, start, end)


def not_the_topics_age(vocab: Vocabulary, found: Found, clause: Clause) -> str | None:
    """Why a duration a source states is nobody's age limit (None if it may be one): one
    person a possessive names by their age, or an age (a bare bound, or one its own words
    say is an age) said of another party than the age topic's person."""
    if found.value.kind != "duration":
        return None
    sentence, start, end = clause.sentence, clause.start, clause.end
    if names_a_person(sentence, start, end):
        return NAMED_BY_AGE
    is_age_value = found.bare or said_as_age(sentence, start, end)
    others = (
        anothers_age(vocab, sentence, start, end)
        or companions_age(vocab, sentence, start, end)
        or absent_partys_age(vocab, sentence, start, end)  # "by a parent (aged 18 or over)"
        or _held_by_another(vocab, sentence, start, end)  # "our attendant (always 18 or over)"
    )
    if others and acting_age_topic(vocab, sentence, end) is not None:
        return None  # "when a member aged 18 or over signs the form" signs as ours (`agedrole`)
    return OTHERS_AGE if is_age_value and others else None
