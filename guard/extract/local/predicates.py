"""Two values of one subject in one sentence, each said by a verb of its own.

"Online check-in opens 24 hours before departure and closes 2 hours before your flight
leaves." The sentence names one subject (online check-in), so both durations land on the
topic that subject names, and the document seems to give two closing times. A reader sees
two quantities: each value has its own predicate ("opens ... before departure", "closes ...
before your flight leaves"), and only one of them says what the topic measures (its label
"online check-in closing time", its phrase "check-in close*"). So where one sentence gives
several different values on one topic and scope, and the own words of some of them (their
coordinated clause, less the words that named the subject) share a word with the topic's
label or phrases while others' do not, the others measure something else about the same
subject: they are `other`. Where no value's own words, or every value's, say what the topic
measures, nothing is decided here: the values stay, and a real disagreement stays one.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from guard.engine.values import same_value
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER
from guard.models import SourceClaim

if TYPE_CHECKING:
    from guard.extract.local.reading import Reading

_I: Final = re.IGNORECASE
# Where a coordinated clause ends: a comma, a semicolon, or a coordinating word.
_COORDINATE_RE: Final = re.compile(r"[,;:]|\s(?:and|but|or|while|whereas|then)\s", _I)
_FUNCTION: Final = frozenset(
    {"the", "a", "an", "your", "our", "their", "its", "at", "in", "on", "for", "of", "with",
     "to", "by", "up", "from", "is", "are", "be", "it", "you", "we", "this", "that"}
)  # fmt: skip
_SUFFIX_RE: Final = re.compile(r"(?:ing|es|ed|s|e)$")


def _stem(word: str) -> str:
    w = word.casefold().strip("'’-")
    return _SUFFIX_RE.sub("", w) if len(w) > 4 else w


def _stems(text: str) -> set[str]:
    words = re.findall(r"[^\W\d_]+", text)
    return {_stem(w) for w in words if w.casefold() not in _FUNCTION}


@lru_cache(maxsize=256)
def _topic_stems(vocab: Vocabulary, topic: str) -> frozenset[str]:
    spec = vocab.topic(topic)
    if spec is None:
        return frozenset()
    plain = (p for p in spec.about if not re.search(r"[|()\[\]]|\.\.\.", p))
    return frozenset(_stems(" ".join((spec.label or "", topic.replace("_", " "), *plain))))


def own_words(clause: Clause) -> str:
    """The value's coordinated clause: its text back to the last comma or coordinating word
    before it, and on to the first after it."""
    cuts = list(_COORDINATE_RE.finditer(clause.left))
    left = clause.left[cuts[-1].end() :] if cuts else clause.left
    cut = _COORDINATE_RE.search(clause.right)
    right = clause.right[: cut.start()] if cut else clause.right
    return f"{left} {right}"


def _says_topic(vocab: Vocabulary, claim: SourceClaim, why: Reading, clause: Clause) -> bool:
    subject = _stems(why.topic.words)
    return bool((_stems(own_words(clause)) - subject) & _topic_stems(vocab, claim.topic))


def own_predicates_decide(
    vocab: Vocabulary, claims: list[tuple[SourceClaim, Reading]], clauses: list[Clause]
) -> list[tuple[SourceClaim, Reading]]:
    """Claims, where a sentence's values on one topic and scope differ, with those whose
    own words do not say what the topic measures made `other` (see the module docstring)."""
    groups: dict[tuple[str, str, str], list[int]] = {}
    for i, (c, _) in enumerate(claims):
        if c.topic != OTHER and c.value is not None:
            key = (c.quote, c.topic, repr(sorted(c.scope.items())))
            groups.setdefault(key, []).append(i)
    drop: set[int] = set()
    for members in groups.values():
        values = [claims[i][0].value for i in members]
        if all(same_value(values[0], v) for v in values[1:]):  # type: ignore[arg-type]
            continue
        says = {i: _says_topic(vocab, *claims[i], clauses[i]) for i in members}
        if any(says.values()) and not all(says.values()):
            drop |= {i for i, s in says.items() if not s}
    out: list[tuple[SourceClaim, Reading]] = []
    for i, (c, r) in enumerate(claims):
        if i in drop:
            note = f"its own words do not say what {c.topic} measures; another value's do"
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
