"""An age said of the party an age topic's label says its person goes without is that party's.

A label may name two people: whose age the limit is, and the party that person may then do
without ("minimum age to register without a parent", "minimum age to ride unaccompanied by
an adult"). The words after "without" (or "unaccompanied by", "unsupervised by") name the
party the topic's person does NOT need, so that party is by the catalogue's own words never
the topic's person. An age that qualifies that party's noun right before it ("registered by
a parent or guardian (aged 18 or over)", "a parent aged 18 or over must sign") says how old
that party must be, not from what age anyone may go without them: it is no value of the age
topic, wherever the noun stands in the sentence (subject, object, a passive's agent): the
age's holder (`holder.absent_partys_age`). A noun coordinated with it ("a parent or
guardian") is the same party said two ways.

The same label says what a group younger than an age needing that party means. "Under-16s
need to be registered by a parent", "children under 12 must be accompanied by an adult":
the people below the age need the party, so from that age on they go without it, which is
the topic's minimum. Read alone, "under 16" is an upper bound against a minimum topic and
names only the group below it (`directions`); with the party the label goes without named
after it in its own clause, the bound is where needing that party ends: the age topic's
value. An age in a sentence that never names that party keeps its reading, and a group
named by its age as a noun ("under-10s", "over-65s") is, like "members aged 16 or 17", who
the sentence is about, no limit (`ages`).

Only the label's own words after the cut count, so an age said of any other noun keeps
whatever reading it had. English only ("without", the articles); no domain's nouns.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES, QUANTIFIERS
from guard.extract.local.ages import age_topic
from guard.extract.local.cues import Because
from guard.extract.local.directions import value_direction
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.keywords import stem

_I: Final = re.IGNORECASE
_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")  # "parent", "grown-up"
#: Where a label starts naming the party its person goes without.
_WITHOUT_RE: Final = re.compile(
    r"\b(?:without|unaccompanied\s+by|unsupervised\s+by)\s+(?P<party>[^,;:()]+)", _I
)
#: Words after the cut that name no party: articles, possessives, "any", linking words.
_NOT_A_PARTY: Final = frozenset(
    (*ARTICLES, *POSSESSIVES, *DEMONSTRATIVES, *QUANTIFIERS, "or", "and", "of", "to", "for")
)


def absent_party_words(vocab: Vocabulary) -> set[str]:
    """The stems of the words the age topic's label names after "without" (see the module
    docstring): the party its person goes without. Empty with no age topic or no such cut."""
    topic = age_topic(vocab)
    spec = vocab.topic(topic) if topic else None
    m = _WITHOUT_RE.search(spec.label or "") if spec is not None else None
    if m is None:
        return set()
    return {stem(w.lower()) for w in _WORD_RE.findall(m["party"]) if w.lower() not in _NOT_A_PARTY}


#: Why an age below which people need the absent party is the age topic's value.
BELOW_NEEDS_PARTY: Final = "the age below which the party the topic's person goes without is needed"
#: The clause after the value, up to its end: where the party it needs is named.
_CLAUSE_END_RE: Final = re.compile(r"[;:.!?]|,\s*(?:but|and|so|while|whereas)\b", _I)


def below_needs_party(vocab: Vocabulary, clause: Clause) -> tuple[str, Because] | None:
    """The age topic and why, for an upper-bound age ("under-16s", "children under 12") whose
    own clause goes on to name the party the age topic's label says its person goes without
    (see the module docstring); else None."""
    topic = age_topic(vocab)
    absent = absent_party_words(vocab) if topic is not None else set()
    sentence, start, end = clause.sentence, clause.start, clause.end
    if topic is None or not absent or value_direction(sentence, start, end) != "upper":
        return None
    stop = _CLAUSE_END_RE.search(sentence, end)
    after = sentence[end : stop.start() if stop else len(sentence)]
    if not any(stem(w.lower()) in absent for w in _WORD_RE.findall(after)):
        return None
    return topic, Because("clause", sentence[start:end], note=BELOW_NEEDS_PARTY)


_GROUP_NOUN_RE: Final = re.compile(r"(?:under|over)-\d{1,2}s", _I)


def age_group_noun(text: str) -> bool:
    """Whether a value's words are a group named by its age as a noun: "under-16s"."""
    return _GROUP_NOUN_RE.fullmatch(text.strip()) is not None
