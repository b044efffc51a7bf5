"""What a unit of measure measures.

A count topic may list a unit of measure among its phrases ("kg" for a cabin bag's weight
limit, "GB" for a data allowance), so a number with that unit written onto it is the topic's
value by its own words. But a unit says only which kind of quantity is meant (a weight, a
size), not whose: "Add a 23 kg checked bag", "Each checked bag can weigh up to 23 kg", "a
changing bag (up to 5 kg)" weigh other things than the cabin bag. So when the count's own
words are only a number and a unit of measure, the noun it is said of decides:

- the noun right after it, when a determiner before it makes it an adjective ("a 23 kg
  checked bag"), the noun it is bracketed after ("a
  suitcase (up to 23 kg)") or that it is "of" ("a cabin bag of up to 10 kg"), and the
  catalogue phrases in its own sub-clause ("Each checked bag can weigh up to 23 kg");
- a phrase all of whose words the topic's own label or phrases hold ("cabin bag", for a
  topic labelled "cabin bag weight limit") keeps the value on the topic;
- another topic's phrase (of any kind: it names a subject, not a value), a `not_covered`
  phrase, or a noun with a word the catalogue does not know ("suitcase") makes it `other`;
  but not a phrase that is the clause's verb, right after a subject pronoun ("we only
  deliver within 10 miles", "they ship up to 5 kg"): it names the act whose reach the unit
  measures, not a thing that has the measure;
- a noun that only points back ("a 10 kg one"), or no noun at all, leaves it on the topic.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.clauses import SUB_CLAUSE_THROUGH_BRACKETS, clause_before
from guard.english import DO_FORMS, MODALS, SUBJECT_PRONOUNS, one_of
from guard.extract.local.cues import cue
from guard.extract.local.segment import Clause
from guard.extract.local.subject import all_known
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import find_all
from guard.measures import MEASURE_UNIT

_I: Final = re.IGNORECASE
_UNIT_ONLY_RE: Final = re.compile(rf"[\d.,]+\s?{MEASURE_UNIT}", _I)
_STOP: Final = (
    r"(?:and|or|but|of|for|to|in|on|at|with|from|by|that|which|who|is|are|was|were|will|can|"
    r"could|may|might|must|if|when|so|as|than|per|each|every|a|an|the)\b"
)
_WORD: Final = r"[A-Za-z][\w'’-]*"
# Up to three words right after the value: the noun it is an adjective of.
_AFTER_RE: Final = re.compile(rf"^\s+((?:(?!{_STOP}){_WORD}\s*){{1,3}})", _I)
# A determiner right before the value makes it an adjective ("a 23 kg checked bag"); without
# one, the word after it is a verb ("up to 20 kg fits in any locker").
_ARTICLE_RE: Final = re.compile(r"\b(?:a|an|one|the|each|every|any|your|our|their|its)\s*$", _I)
# "<noun> (up to " / "<noun> of up to ": the noun right before a bracket or "of".
_BEFORE_RE: Final = re.compile(
    rf"((?:{_WORD}\s+){{0,2}}{_WORD})\s*(?:\(|\bof)\s*(?:up\s+to|max(?:imum)?|at\s+most)?\s*$", _I
)
# A subject pronoun, then at most two auxiliaries or adverbs, right before a phrase: the
# phrase is the clause's verb ("we only deliver", "you can't post", "they'll usually ship").
_PRONOUN_SUBJECT_RE: Final = re.compile(
    rf"\b(?:{one_of(SUBJECT_PRONOUNS)})(?:['’](?:ll|d|ve))?\s+"
    rf"(?:(?:{one_of(MODALS, DO_FORMS)}|\w+n['’]t|not|never|only|just|also|still|now|\w+ly)\s+)"
    r"{0,2}$",
    _I,
)
_DETERMINER_RE: Final = re.compile(
    r"^(?:(?:a|an|the|your|our|their|its|each|every|any|such)\s+)+", _I
)


def unit_only(text: str) -> bool:
    """Whether a count's words are a number and a unit of measure, nothing more."""
    return bool(_UNIT_ONLY_RE.fullmatch(text.strip()))


def _words(text: str) -> set[str]:
    return {w.casefold().rstrip("s") for w in re.findall(r"[^\W\d_]+", text)}


@lru_cache(maxsize=256)
def _topic_words(vocab: Vocabulary, topic: str) -> frozenset[str]:
    spec = vocab.topic(topic)
    if spec is None:
        return frozenset()
    return frozenset(_words(" ".join((spec.label or "", topic.replace("_", " "), *spec.about))))


def _nouns(clause: Clause) -> list[str]:
    out = []
    after = _AFTER_RE.match(clause.right) if _ARTICLE_RE.search(clause.left) else None
    if after:  # "a 23 kg checked bag": the value is an adjective of the noun after it
        out.append(after.group(1))
    before = _BEFORE_RE.search(clause.left)
    if before:
        out.append(_DETERMINER_RE.sub("", before.group(1).strip()))
    return [n for n in out if n.strip()]


def _verdict(vocab: Vocabulary, topic: str, text: str) -> tuple[bool | None, str]:
    """(True, _) when `text` names the topic's own subject, (False, the words) when it
    names another, (None, _) when its catalogue phrases say neither."""
    own = _topic_words(vocab, topic)
    strong = [m for m in cue(text, vocab).strong if not _PRONOUN_SUBJECT_RE.search(text[: m[0]])]
    named = [text[s:e] for s, e, t in strong if t != topic]
    named += [text[s:e] for s, e in find_all(vocab.not_covered, text)]
    if any(t == topic for *_, t in strong) or any(_words(n) <= own for n in named):
        return True, ""
    return (False, named[0]) if named else (None, "")


def measures_another(vocab: Vocabulary, topic: str, clause: Clause) -> str | None:
    """The words naming what the value measures when that is not the topic's subject, else
    None (see the module docstring)."""
    left = clause_before(clause.left, len(clause.left), SUB_CLAUSE_THROUGH_BRACKETS)
    for text in (*_nouns(clause), left):
        verdict, words = _verdict(vocab, topic, text)
        if verdict is True:
            return None
        if verdict is False:
            return words
    for noun in _nouns(clause):
        if not all_known(vocab, "count", noun):
            return noun.strip()
    return None
