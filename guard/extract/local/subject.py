"""A value's own subject: the noun phrase its clause says the value is.

"The delivery fee is £4." under the heading "Returns and refunds" is about a delivery fee,
whatever the heading names: a clause that names its own subject says what its value
measures, and outer text (an earlier sentence, the headings, the title) only fills in a
subject the clause leaves out ("It costs £4.", "Fee: £4" under "Late payments"). So when a
value's clause names no topic of its kind, its own subject is read before any outer cue:

- the subject is the noun phrase right before the value and its verb ("The delivery fee is
  £4", "Your parcel takes 3 days", "Each extra bag adds £2"), or the label the value ends ("Standard delivery fee:
  £4");
- it names something of its own when one of its words is in no catalogue phrase (no topic's
  `about` or `hints` of the value's kind, no scope phrase) and is not a word that only
  says which kind of quantity is meant ("fee", "price", "period") or qualifies it
  ("standard", "monthly"). Such a subject is one the catalogue does not cover: the value is
  `other`, where the heading would have guessed;
- a subject all of whose words the catalogue knows ("The membership is £30" next to a
  "membership price" topic) or that names only a kind of quantity ("The fee is £4") is no
  subject of its own: the outer text decides, as before.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import ARTICLES, CLOSED_CLASSES, POSSESSIVES, PREPOSITIONS, word_set
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.wordforms import loose_singular

_I: Final = re.IGNORECASE
_WORD: Final = r"[A-Za-z][\w'’-]*"

# A modal auxiliary (or "does") before the verb: the verb's, never the subject's last word
# ("the service will cost", "your visit would take"). A closed class of grammar words.
_MODAL: Final = r"(?:will|would|should|could|can|may|might|must|does|do)"
# "The delivery fee is " / "Your parcel takes ": a determiner, up to four words, a verb that
# states the value, and nothing else before the value.
_SUBJECT_RE: Final = re.compile(
    r"^[\W_]*(?:(?:also|and|so|plus|but|note)\b[\W_]*)*"
    r"(?:the|your|our|their|its|this|that|these|those|each|every|any|a|an)\s+"
    rf"(?P<np>(?:{_WORD}\s+){{0,3}}(?!{_MODAL}\b){_WORD})\s+(?:{_MODAL}\s+)?"
    r"(?:is|are|was|were|be|costs?|comes?\s+to|stands?\s+at|takes?|lasts?|"
    r"adds?)"
    r"(?:\s+(?:now|currently|just|only|still|usually|normally|always))?\s*$",
    _I,
)
# "Retention offers of up to ": a noun phrase opening the clause (its determiner optional)
# whose complement "of" gives the value, with nothing but a bound between ("offers of up to
# 20% off", "credits of £5"): English says the value is that noun's amount.
# The phrase is one or two content words (no closed-class word: "You get a discount of" is a
# clause with its verb, not a noun phrase).
_CONTENT: Final = rf"(?!(?:{'|'.join(CLOSED_CLASSES)})\b){_WORD}"
_OF_SUBJECT_RE: Final = re.compile(
    r"^[\W_]*(?:(?:the|your|our|their|its|these|those|any)\s+)?"
    rf"(?P<np>(?:{_CONTENT}\s+)?{_CONTENT})\s+of\s+"
    r"(?:(?:up\s+to|at\s+least|at\s+most|(?:more|less)\s+than|over|under)\s+)?$",
    _I,
)
# "Standard delivery fee: " / "- **Delivery fee:** ": a label of up to five words ending in a
# colon right before the value, at the start of its line.
_LABEL_RE: Final = re.compile(
    rf"^\s*(?:[-*•]\s+)?(?:\*\*)?(?P<np>(?:{_WORD}\s+){{0,4}}{_WORD})\s*(?:\*\*)?\s*:"
    r"\s*(?:\*\*)?\s*$",
    _I,
)
# Words that say which kind of quantity a value is, or qualify it, and name no subject.
_GENERIC: Final = frozenset({
    "fee", "price", "cost", "charge", "amount", "rate", "sum", "total", "period",
    "time", "window", "limit", "maximum", "minimum", "max", "min", "length", "duration",
    "wait", "deadline", "number", "count", "value", "standard", "usual", "normal", "current",
    "new", "full", "basic", "regular", "first", "one", "off", "monthly", "annual", "yearly",
    "weekly", "daily", "extra", "additional", "same", "whole", "overall", "final",
})  # fmt: skip


def _norm(word: str) -> str:
    """A word in lower case and its singular (`guard.wordforms.loose_singular`: both sides
    of the comparison take it), a word of three letters or fewer as it is ("bus", "gas")."""
    w = word.casefold().strip("'’-")
    return loose_singular(w) if len(w) > 3 else w


@lru_cache(maxsize=64)
def _known(vocab: Vocabulary, kind: str) -> frozenset[str]:
    """Every word of a catalogue phrase that can put a value of `kind` on a topic, or name a
    scope value: words the catalogue covers."""
    phrases: list[str] = []
    for t in vocab.catalogue.topics:
        if t.kind == kind:
            phrases += [*t.about, *t.hints, t.key.replace("_", " "), t.label or ""]
    for d in vocab.catalogue.scopes:
        phrases += [*(p for _, ph in d.values for p in ph), *d.value_keys]
    # A pattern's alternatives ("payment|transfer ... back") are cues only together: only
    # a plain phrase's words are words the catalogue knows on their own.
    plain = (p for p in phrases if not re.search(r"[|()\[\]]|\.\.\.", p))
    words = (w for p in plain for w in re.findall(r"[^\W\d_]+", p.replace("_", " ")))
    return frozenset(_norm(w) for w in words)


#: Grammar words that name no subject of their own: articles, possessives, prepositions.
_FUNCTION: Final = word_set(ARTICLES, POSSESSIVES, PREPOSITIONS)


def all_known(vocab: Vocabulary, kind: str, words: str) -> bool:
    """Whether every word of `words` is one the catalogue covers for `kind` (a topic or a
    scope phrase's word), a function word, or one that names only a kind of quantity: such
    words name no subject of their own ("your club" next to a "London clubs" scope value,
    "Core membership" next to a "Core" plan and a "membership price" topic)."""
    known = _known(vocab, kind)
    return all(
        w in known or w in _GENERIC or w in _FUNCTION
        for w in (_norm(x) for x in re.findall(r"[^\W\d_]+", words))
    )


def own_subject(vocab: Vocabulary, kind: str, clause: Clause, *, labels: bool = True) -> str | None:
    """The words of the value's own subject when they name something no topic of `kind`
    covers (see the module docstring), else None. Without `labels`, only a subject with its
    verb ("Each extra step adds"): a label may be a whole lead-in ("That's our fee:")."""
    m = _SUBJECT_RE.match(clause.left) or _OF_SUBJECT_RE.match(clause.left)
    if m is None and labels and not opens_with_own_subject(clause):
        m = _LABEL_RE.match(clause.left)
    if m is None:
        return None
    np = m.group("np")
    return None if all_known(vocab, kind, np) else np


# A personal pronoun opening a value's own words: the value is a whole clause with its subject.
_PRONOUN_SUBJECT_RE: Final = re.compile(r"\s*(?:we|you|they|i|he|she|it)(?:['’]\w+)?\b", _I)


def opens_with_own_subject(clause: Clause) -> bool:
    """Whether the value's own words open with their own subject, a personal pronoun: an
    option said as a whole clause ("we supply the paint", "you bring your own tools").

    A label ending in a colon right before a bare value names what the value is ("Delivery
    fee: £4"). Before a value that is a whole clause with its own subject, the label is a
    lead-in to that clause ("Great news: we supply the paint", "Heads up: you bring your own
    tools", "Please note: …"): it says how the sentence is meant, not what the value
    measures, so it is no subject of the value's and must not turn the value to `other`."""
    return bool(_PRONOUN_SUBJECT_RE.match(clause.sentence, clause.start, clause.end))


def prices_a_scope(vocab: Vocabulary, kind: str, words: str) -> bool:
    """Whether `words` name a scope value whose dimension a topic of `kind` is about: "Core
    is £26.99" where the dimension "membership" has a "membership price" topic. Without
    such a topic ("The Pro plan is €29" and no plan-price topic) the value is about
    something the catalogue does not cover."""
    said = {_norm(w) for w in _words(words)}
    topic_words = {
        _norm(w)
        for t in vocab.catalogue.of_kind(kind)
        for p in (*t.about, t.label or "")
        if not re.search(r"[|()\[\]]|\.\.\.", p)
        for w in _words(p)
    }
    for d in vocab.catalogue.scopes:
        names = {_norm(w) for _, ph in d.values for p in ph for w in _words(p)}
        names |= {_norm(w) for v in d.value_keys for w in _words(v.replace("_", " "))}
        label = {_norm(w) for w in _words(d.label or "")}
        if said & names and label & topic_words:
            return True
    return False


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text)
