"""An age said of the one who must come along is the companion's, not the age limit.

"If you're under 14, a parent or carer aged 18 or over has to come with you and sign the
form." The age qualifies the subject of "has to come with you": the person who goes along,
whom the sentence brings in because the reader is too young to go alone. It says how old that
companion must be, not how old the reader must be, as "with an adult aged 18 or over" does
when the companion is the object (`roles`). So an age after "aged" (or "over", "at least") that
qualifies a subject noun ("a parent or carer") whose verb is "come with", "go with", "be
with" or "accompany" is another party's age, unless the age topic's own label names that
person. Only the label says whose age a topic is: its `about` phrases say what its sentences
talk about (a parent is what an age rule for children talks about), and the words of a label
after "without" ("minimum age to visit without a parent") name the party the topic's person
goes without, never the topic's person.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.ages import age_topic
from guard.extract.local.vocab import Vocabulary
from guard.kb.keywords import stem

_I: Final = re.IGNORECASE
_NOUN: Final = r"([^\W\d_]+(?:-[^\W\d_]+)?)"
#: The subject an age qualifies, right before it: "a parent or carer aged ", "an adult (aged ".
_SUBJECT_RE: Final = re.compile(
    r"(?:^|[,;:]\s*|\b(?:then|so)\s+)(?:(?:a|an|the|one|your|their)\s+)?"
    + _NOUN
    + r"(?:\s+(?:or|and)\s+(?:(?:a|an|the)\s+)?"
    + _NOUN
    + r")?\s*(?:\(\s*)?(?:aged\s+|over\s+|at\s+least\s+)+$",
    _I,
)
#: The bound and bracket after the age: " or over", "+", " years old or older)".
_BOUND_RE: Final = re.compile(
    r"(?:\s*(?:years?\s+)?(?:old\s+)?(?:or|and)\s+(?:over|above|older|up)\b|\s*\+)?\s*\)?", _I
)
#: The subject's verb of going along: "has to come with", "must accompany", "will be with".
_COMES_ALONG_RE: Final = re.compile(
    r"\s*(?:(?:has|have|needs?|must|should|will|can|is|are)\s+(?:to\s+)?(?:also\s+)?)?"
    r"(?:(?:come|go|be|stay|travel|attend)\s+(?:along\s+)?with\b|accompan(?:y|ies)\b)",
    _I,
)
#: Where a label stops naming its own person: "without a parent", "unaccompanied by".
_LABEL_CUT_RE: Final = re.compile(r"\b(?:without|unaccompanied|unsupervised|except)\b", _I)
_WORD_RE: Final = re.compile(r"[^\W\d_]+")


def _label_person_words(vocab: Vocabulary) -> set[str]:
    """The stems of the age topic's label before any "without" (see the module docstring)."""
    topic = age_topic(vocab)
    spec = vocab.topic(topic) if topic else None
    label = _LABEL_CUT_RE.split(spec.label or "")[0] if spec is not None else ""
    return {stem(w.lower()) for w in _WORD_RE.findall(label)}


#: A party named with an article right before its age, wherever it stands in the clause:
#: "need an adult aged ", "bring a parent or carer (aged ".
_PARTY_RE: Final = re.compile(
    r"\b(?:a|an|one)\s+"
    + _NOUN
    + r"(?:\s+(?:or|and)\s+(?:(?:a|an|the)\s+)?"
    + _NOUN
    + r")?\s*(?:\(\s*)?(?:aged\s+|over\s+|at\s+least\s+)+$",
    _I,
)
#: "with" and a personal pronoun after the party's age: "… with them", "… with you".
_WITH_PRONOUN_RE: Final = re.compile(r"\s*,?\s*with\s+(?:them|you|him|her|us|me)\b", _I)


def companions_age(vocab: Vocabulary, sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] qualifies the subject of a verb of going along
    with someone, or a party the clause brings along "with them" ("16-year-olds need an
    adult aged 18 or over with them": the party goes with the clause's subject, as "come
    with an adult aged 18" says), and the age topic's label does not name that party (see
    the module docstring)."""
    bound = _BOUND_RE.match(sentence, end)
    after = bound.end() if bound else end
    subject = _SUBJECT_RE.search(sentence[:start])
    if subject is None or _COMES_ALONG_RE.match(sentence, after) is None:
        subject = _PARTY_RE.search(sentence[:start])
        if subject is None or _WITH_PRONOUN_RE.match(sentence, after) is None:
            return False
    own = _label_person_words(vocab)
    return all(stem(n.lower()) not in own for n in subject.groups() if n)
