"""A fronted time clause is what the main clause's duration counts from (see `anchors`).

"Once the order is packed, the courier collects it within 2 hours" says how long collection
takes, counted from the packing: the fronted clause ("Once …,", "After …,", "As soon as
…,", "When …,") names the event that starts the clock, exactly as a trailing "after the
packing" does. So the topics of the value's kind that only the fronted clause names are its
anchor, never what the value measures: they are blocked for that value at every level, and
the value goes to what the main clause names, or to `other` ("Once we've confirmed the
return, the parcel leaves our depot the same day" is the parcel's first step, not how long a
return takes).

Two forms are not anchors:

- a main clause that refers back to the fronted clause's thing by a pronoun ("Once your
  claim is approved, it is paid within 5 days"): the pronoun makes that thing the main
  clause's subject or object, so the value is about it;
- a fronted clause with no comma after it ("Once the kitchen accepts an order it can't be
  cancelled"): where it ends is not written, so nothing is set apart.

A fronted prepositional phrase that places the main clause at a time of an event ("On the
morning of your delivery we'll text you a 2-hour window", "On the day of your move, …") says
when, as a time clause does: the event it names is the anchor too. Without a comma its end
is where the main clause's personal pronoun subject starts ("… of your delivery we'll").

A topic the main clause names too stays a candidate ("Once approved, refunds arrive within 5
days"), as in `anchors`.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import BACK_REFERENCE
from guard.extract.local.anchors import _of_kind
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# "Once we've confirmed your order, " at the very start of the value's clause: a time
# conjunction, its clause (no other punctuation), and the comma that ends it.
_FRONTED_RE: Final = re.compile(
    r"^[\W_]*(?:(?:and|but|so)\s+)?(?:once|after|as\s+soon\s+as|when|whenever)\b"
    r"(?P<event>[^,;:()–—]+),",
    _I,
)


# "On the morning of your delivery we'll text you …", "On the day of your move, the crew
# …": a fronted prepositional phrase that places the main clause at a time of an event (a
# part of a day, the day itself, its eve, its start or end). It says when, as a time
# clause does, so the event is the anchor. Its end is written by a comma or, without one,
# by the personal pronoun that opens the main clause.
_FRONTED_TIME_RE: Final = re.compile(
    r"^[\W_]*(?:(?:and|but|so)\s+)?(?:on|at|by|during|from)\s+the\s+"
    r"(?:(?:early|late)\s+)?(?:morning|afternoon|evening|night|day|eve|date|start|end)\s+of\s+"
    r"(?P<event>(?:the|your|our|their|his|her|its)\s+[\w'’-]+(?:\s+[\w'’-]+)?)"
    r"(?:\s*,|(?=\s+(?:we|you|i|they|he|she)\b))",
    _I,
)


def fronted_anchor(
    vocab: Vocabulary, kind: str, left: str, right: str
) -> tuple[tuple[int, int], frozenset[str]] | None:
    """Where a fronted time clause is in a duration's left side and the topics of `kind`
    that only it names (see the module docstring), or None when there is none."""
    if kind != "duration":
        return None
    m = _FRONTED_RE.match(left) or _FRONTED_TIME_RE.match(left)
    if m is None:
        return None
    main = f"{left[m.end() :]} {right}"
    if BACK_REFERENCE.search(main):
        return None
    topics = _of_kind(vocab, kind, m.group("event")) - _of_kind(vocab, kind, main)
    return ((0, m.end()), topics) if topics else None


def without_fronted(left: str, span: tuple[int, int]) -> str:
    """The left side with the fronted clause blanked, positions kept."""
    s, e = span
    return left[:s] + " " * (e - s) + left[e:]
