"""A zero after an imperative joined to it by "and" holds under that imperative.

"Book three days ahead and there's no fee", "Return it within a week and we charge nothing":
an imperative coordinated with "and" before a statement says the statement holds if the
reader does what the imperative says ("if you book three days ahead, there's no fee"). It is
a conditional imperative, not an instruction standing beside an outright fact, so a zero
whose own clause opens right after that "and" is said under a condition, as one after "if"
is (`exceptionzero`): the exception it sets, not a second value of the fee.

English grammar only, never a catalogue's words: the imperative is found by its slot, a bare
verb opening the sentence with no subject before it. The sentence's first word is no
closed-class word (article, pronoun, form of "be", "have" or "do", modal, preposition,
conjunction, "there") and has no -s, -ed, -ing or -ly ending (a plural noun or a finite
verb: "Members pay nothing and …", "Delivered parcels …"); the word after it is no form of
"be", "have" or "do", no modal and no "'s" (which would make the first word a subject:
"Delivery is £4 and …"); and the imperative's words up to "and" hold no subject pronoun, form
of "be" or modal (a clause with its own subject and verb is a statement, not a condition).
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    BE_FORMS,
    CLOSED_CLASSES,
    DO_FORMS,
    HAVE_FORMS,
    MODALS,
    SUBJECT_PRONOUNS,
    word_set,
)

# Words that open no imperative: `guard.english.CLOSED_CLASSES`, and "there" (an existential subject).
_NO_VERB: Final = word_set(
    CLOSED_CLASSES,
    ("there", "no", "not", "all", "both", "most", "many", "few", "only", "also", "one"),
)

# Words that make a clause a statement with its own subject and verb.
_STATEMENT: Final = word_set(SUBJECT_PRONOUNS, BE_FORMS, MODALS, ("there",))

# Words that may come before the bare verb without being its subject.
_LEAD_RE: Final = re.compile(r"^[\s*_>(\[–—-]*(?:\d+[.)]\s*)?(?:(?:just|simply|please)\s+)?", re.I)
_WORD_RE: Final = re.compile(r"[A-Za-z][\w'’-]*")
# The "and" (after an optional comma) that closes the imperative, right before the zero's clause.
_AND_BEFORE_RE: Final = re.compile(r"(?:,\s*)?\band\s*$", re.IGNORECASE)
_CONTRACTED_RE: Final = re.compile(r"['’](?:s|re|ll|d|ve)$", re.IGNORECASE)


def imperative_condition(sentence: str, clause_start: int) -> tuple[int, int] | None:
    """Where the imperative is (its first word to the "and" before `clause_start`, the start
    of the zero's own clause), or None when the words before that "and" are no imperative
    (module docstring)."""
    before = sentence[:clause_start]
    joined = _AND_BEFORE_RE.search(before)
    if joined is None:
        return None
    lead = _LEAD_RE.match(before)
    at = lead.end() if lead else 0
    words = list(_WORD_RE.finditer(before, at, joined.start()))
    if len(words) < 2 or words[0].start() != at or not _bare_verb_first(words):
        return None
    if any(w.group().casefold() in _STATEMENT or _CONTRACTED_RE.search(w.group()) for w in words):
        return None
    return at, joined.start()


def _bare_verb_first(words: list[re.Match[str]]) -> bool:
    """Whether the first of `words` stands in an imperative's slot (module docstring): a
    bare verb, and the word after it does not make it a subject."""
    verb, after = words[0].group().casefold(), words[1].group().casefold()
    if verb in _NO_VERB or _CONTRACTED_RE.search(verb) or not verb.isalpha():
        return False
    if verb.endswith(("ed", "ing", "ly")) or (verb.endswith("s") and not verb.endswith("ss")):
        return False
    return not (
        after in word_set(BE_FORMS, HAVE_FORMS, DO_FORMS, MODALS) or _CONTRACTED_RE.search(after)
    )


def opens_imperative(text: str) -> bool:
    """Whether `text` (a clause's words up to its value) opens with an imperative, after any
    "just", "simply" or "please": "Just let us know at least", "Please allow". An imperative's
    subject is the reader, the "you" it leaves out: such a clause is said by a personal
    pronoun as much as "you'll see it within" is (`unnamed`)."""
    lead = _LEAD_RE.match(text)
    at = lead.end() if lead else 0
    words = list(_WORD_RE.finditer(text, at))
    return len(words) >= 2 and words[0].start() == at and _bare_verb_first(words)
