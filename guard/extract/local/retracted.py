"""A value the writer reports having said before, followed by another of its kind, is the
value the writer takes back: "Sorry, I said £50 earlier, it's £52".

A reply that corrects the writer's own earlier message quotes the old figure as the object
of a first-person past verb of saying ("I said", "we told you", "I quoted") and then states
the right one. The first is reported speech about the conversation, not what the reply
states now; only the later value of the same kind is. Both parts are needed: "As I said,
it's £52" and "I said £50 earlier and that still stands" restate a value (the first has a
comma between the verb and its clause, the second no other value), so they stay claims.
The verbs are a closed set: English's verbs that report one's own words with the figure
as their object ("said", "told you", "quoted", "mentioned", "wrote", "gave you"), not a
catalogue's words; the subject is the writer ("I", "we").
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found

#: The writer's own past saying, with the value right after it ("I said £50", "we told you
#: it was 3 days", "I quoted you £40"): nothing but "it was" or "that it was" between.
_SAID_BEFORE_RE: Final = re.compile(
    r"\b(?:I|we)\s+(?:(?:had\s+)?(?:said|quoted(?:\s+you)?|mentioned|wrote|put)"
    r"|told\s+you|gave\s+you)"
    r"(?:\s+(?:that\s+)?it\s+(?:was|would\s+be|'d\s+be|’d\s+be))?\s+$",
    re.IGNORECASE,
)


def retracted(sentence: str, found: list[Found], i: int) -> bool:
    """Whether `found[i]` is the object of the writer's own past saying and a later value
    of the same kind follows it in the sentence (see the module docstring)."""
    d = found[i]
    if not _SAID_BEFORE_RE.search(sentence[max(0, d.start - 60) : d.start]):
        return False
    return any(f.start >= d.end and f.value.kind == d.value.kind for f in found[i + 1 :])
