"""What a duration's noun is OF: "4 working days' notice of a private room being needed".

A duration in the possessive or written as an adjective describes the noun after it
(`attributive.attributive_topic`): "one month's notice" is about notice. When that noun names no
topic of the catalogue, the reader used to read the value as `other`. But a noun such as
"notice", "warning" or "lead time" says only what kind of span is meant; its "of"-complement
says what it is for: "at least 5 working days' notice of a table booked for a party" is the
notice a party booking needs, whatever the catalogue calls it. So when the noun names no
topic, the words after "of" up to the end of the clause (a comma, semicolon, colon, bracket
or "so (that)"/"because") are read for a topic of the value's kind; a complement naming
nothing leaves the value `other` as before ("30 days' notice of the change").

With no "of"-complement at all ("we need 5 working days' notice so the council can issue it
in time"), such a noun is read as a bare span is ("period", "window"): it names no subject,
so what the value is for comes from the rest of its clause, its sentence and the text around
it, as for "we need 5 working days". A purpose or reason clause after it ("so …", "so that
…", "because …") names why the notice is needed, not what it is of; it is part of that
wider text only.

Pure: a sentence and an offset in, the complement's words or None out.
"""

from __future__ import annotations

import re
from typing import Final

# " of <words>" up to the clause's end: punctuation, or a purpose or reason clause.
_OF_COMPLEMENT_RE: Final = re.compile(
    r"\s*\bof\s+((?:(?![,;:.()!?]|\bso\b|\bbecause\b|\bbut\b)[^\n])+)",
    re.IGNORECASE,
)


#: Nouns that say only what kind of span a duration is, as "period" does, but ahead of
#: something: "notice", "warning", "lead time", "advance notice", "heads-up".
_KIND_OF_SPAN_RE: Final = re.compile(
    r"^(?:(?:advance|prior|written)\s+)?(?:notice|warning|lead[\s-]time|heads[\s-]up)s?$",
    re.IGNORECASE,
)


def only_a_kind_of_span(noun: str) -> bool:
    """Whether the noun a duration describes says only what kind of span it is ("notice"),
    naming no subject of its own (see the module docstring)."""
    return _KIND_OF_SPAN_RE.match(noun.strip()) is not None


def of_complement(sentence: str, at: int) -> str | None:
    """The words of the "of"-complement that starts at `at` (right after the noun), or None."""
    m = _OF_COMPLEMENT_RE.match(sentence, at)
    if m is None:
        return None
    words = m.group(1).strip()
    return words or None
