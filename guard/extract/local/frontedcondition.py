"""A fronted condition names when a rule applies, not what the main clause's value measures.

"If you're not happy with how your order has come back, let us know within 3 days and we'll
redo it": the 3 days is the time to ask for the redo the main clause names. The fronted
"if" clause states the case ("not happy with how it came back"); a topic phrase inside it
("come back" of a delivery time) names that case, not the value after the comma. So when a
value's clause opens with a condition ("If …,", "Unless …,", "Provided (that) …,", "As long
as …,", "In case …,", ended by a comma) and the rest of its main clause (the value's own
words and what follows up to a new main clause, `coordinated`) names a topic of the
value's kind, the topics of that kind that only the condition names are blocked for the
value, as a fronted time clause's are (`fronted`). When the main clause names no topic of
the kind, the condition is left alone: "If you want to cancel, give us 30 days" has only
the condition to say what the 30 days are for.

Nor when the condition states the customer's wish to do an act ("If you want to cancel, let
us know within 14 days and we'll refund you", "If you'd like to move your class, …"): the
time is for that act, and what the main clause promises after it is its outcome.

A value inside the condition itself ("If you cancel within 24 hours, …") has no comma
between the condition's start and it, so the condition is not set apart for it.

Pure: a vocabulary, a kind, the value's left side and the rest of its main clause in; the
condition's span and the topics it alone names (or None) out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.anchors import _of_kind
from guard.extract.local.vocab import Vocabulary

_CONDITION_RE: Final = re.compile(
    r"^[\W_]*(?:(?:and|but|so)\s+)?"
    r"(?:if|unless|provided(?:\s+that)?|as\s+long\s+as|in\s+case)\b"
    r"(?P<case>[^,;:()–—]+),",
    re.IGNORECASE,
)


# The customer's wish to do an act, in the condition: "you want to", "you'd like to", "you
# need to", "you decide to".
_WISH_RE: Final = re.compile(
    r"\b(?:you|they|someone|anyone)\s+(?:(?:would|['’]d)\s+(?:like|prefer)|want|wish|need|"
    r"decide|choose|plan|mean|intend|have)(?:\s+(?:us|me|them|it))?\s+to\b",
    re.IGNORECASE,
)


def condition_end(text: str) -> int:
    """Where a condition fronted at the start of `text` ("If you need to cancel a booking,")
    ends, after its comma; 0 when `text` opens with none. The main clause's subject comes
    after it: the condition's own subject and verb ("you need") are not the main clause's."""
    m = _CONDITION_RE.match(text)
    return m.end() if m else 0


def fronted_condition(
    vocab: Vocabulary, kind: str, left: str, rest: str
) -> tuple[tuple[int, int], frozenset[str]] | None:
    """Where a fronted condition is in a value's left side and the topics of `kind` that
    only it names, when the rest of the main clause (`left` after the condition, then
    `rest`: the value and what follows it up to a new main clause) names a topic of `kind`
    (see the module docstring); None otherwise."""
    m = _CONDITION_RE.match(left)
    if m is None or _WISH_RE.search(m.group("case")):
        return None  # "If you want to cancel, …": the time is for that act
    main = _of_kind(vocab, kind, f"{left[m.end() :]} {rest}")
    if not main:
        return None
    topics = _of_kind(vocab, kind, m.group("case")) - main
    return ((0, m.end()), topics) if topics else None
