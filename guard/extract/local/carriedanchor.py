"""What a sentence hands on to the next: its main clause, not the time phrase it opens with.

"After the inspection the garage returns the car. That takes two days." The second sentence
goes on about the first (`continuing`), but "that" is the returning, what the main clause
says; "After the inspection" only says when it happens. A time phrase at the start of a
sentence names the event the main clause counts from (`fronted`, `anchors`), so its words
are no cue for what a sentence that refers back measures: the earlier sentence's cue is
read without it.

The fronted phrase is "After", "Following", "Since" or "Before" and a noun phrase, ended by
a comma or by the main clause's own subject ("After redemption the registry …", "Following
your visit we …"), or a time clause ("Once …", "When …", "As soon as …") ended by a comma.
When the main clause refers back to the phrase's thing by a pronoun ("After the repair, it
is tested") that thing is the main clause's subject too, and nothing is blanked. Generic
English grammar, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import BACK_REFERENCE

_I: Final = re.IGNORECASE

_SUBJECT_START: Final = r"(?:the|we|you|your|our|they|their|it|its|this|these|those|a|an)"
# "After redemption the registry …": a preposition, up to four words, and the main clause's
# subject right after them.
_FRONTED_PHRASE_RE: Final = re.compile(
    r"^[\W_]*(?:(?:and|but|so|then)\s+)?(?:after|following|since|before)\s+"
    rf"(?:[\w'’-]+\s+){{0,3}}?[\w'’-]+(?:\s*,\s*|\s+(?={_SUBJECT_START}\b))",
    _I,
)
# "Once you've paid, …": a time clause ended by its comma.
_FRONTED_CLAUSE_RE: Final = re.compile(
    r"^[\W_]*(?:(?:and|but|so|then)\s+)?(?:once|after|as\s+soon\s+as|when|whenever|following)\b"
    r"[^,;:()–—.!?]+,\s*",
    _I,
)


def without_opening_time(sentence: str) -> str:
    """The sentence with the time phrase it opens with blanked, positions kept (see the
    module docstring); unchanged when it opens with none."""
    m = _FRONTED_CLAUSE_RE.match(sentence) or _FRONTED_PHRASE_RE.match(sentence)
    if m is None or BACK_REFERENCE.search(sentence, m.end()):
        return sentence
    return " " * m.end() + sentence[m.end() :]
