"""A line's run-in label that states a case is a condition, as "if" is, for a zero after it.

A procedure lists what to do in each situation as a line with the situation run in before a
colon: "Gate closed on arrival: wait for staff. Let the guest in free of the booking fee."
The label is the case the line's rules hold in, said without "if" ("If the gate is closed on
arrival, …"). A zero said under it is the exception that case sets, not the fee's value
for everyone: read word by word, the document would state nothing beside the fee, and every
reply on the fee would be escalated as a conflict with its real price. So a zero in a block
whose label states a case is said under that case, as under a condition word
(`exceptionzero`).

Kept narrow: a label is a case only when it reads as a situation, a short clause with a
predicate of its own (it opens with "No"/"Not", or has a past participle or a finite verb
after its first word: "No key on record on the day", "Card declined at the till"), names no
topic and no scope value of the catalogue, and holds no number. A label that names a topic
or a value ("Late booking fee: 0%", "Members: free") is what the value is, not a case; the
zero must also come after the label, not in it, and a question ("**Q: Is there a fee
for the app?**") is no case: it asks what the body states. English grammar only: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
#: A label that opens with a negation states a situation: "No ticket on the day".
_NEGATED_RE: Final = re.compile(r"^(?:no|not|nothing|none)\s", _I)
#: A finite verb or a past participle after the label's first word: "Card declined", "Guest
#: is late", "Gate has closed".
_PREDICATE_RE: Final = re.compile(
    r"^\S+\s.*\b(?:\w{3,}ed|is|are|was|were|has|have|had|does|doesn't|can't|won't|isn't|"
    r"aren't|hasn't|haven't)\b",
    _I,
)
#: A situation is a clause, not one noun: at least this many words.
_MIN_WORDS: Final = 3


def case_label(vocab: Vocabulary, sentence: Sentence, clause: Clause) -> str | None:
    """The case the block's run-in label states, for a zero at `clause`, or None (see the
    module docstring)."""
    label = sentence.label
    if not label or sentence.table_row or re.search(r"\d", label):
        return None
    if "?" in label or ":" in label:
        return None  # a question ("**Q: Is there a fee?**") asks; it states no case
    words = " ".join(label.split())
    if len(re.findall(r"[^\W\d_]+", words)) < _MIN_WORDS:
        return None
    if not (_NEGATED_RE.match(words) or _PREDICATE_RE.match(words)):
        return None
    if vocab.any_about is not None and vocab.any_about.search(words):
        return None  # the label names a topic: it is what the value is
    if vocab.scope_words and re.search(rf"\b(?:{vocab.scope_words})\b", words, _I):
        return None  # the label names a scope value: whom the value is for
    if sentence.line_start:
        at = sentence.text.find(label.split()[-1])
        if at < 0 or clause.start < at + len(label.split()[-1]):
            return None  # the zero is in the label itself
    return words[:1].lower() + words[1:]
