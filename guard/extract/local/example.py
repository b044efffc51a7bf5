"""A value given as an example of the one just stated: "up to 3 bags: for example two cases
and a rucksack".

A page states a limit and then shows what it may look like: "Each pupil may bring up to 3
instruments: for example two guitars plus one small keyboard", "a deposit of up to £50 (e.g. £20 for
a small room)". The words after "for example", "for instance", "e.g." or "such as" pick one
case inside the value before them; they set no value of their own. Read as a second value
of the same topic, the example contradicted the limit in the same sentence and made every
reply on the topic escalate (D7), or, where the example was read alone, looked like a lower
limit.

So a value is no claim when an example marker stands between it and an earlier value of the
same kind in its sentence (`illustrates`). A sentence that opens with "For example" and
states one value ("For example, you can bring 3 bags") is left as it is: with no value before
it, the example may be the only place the value is said. A line labelled "Example:" is another thing:
the document itself sets the line apart as a worked case ("**Example:** two dogs sharing a
room pay the full rate for the first"), of a rule it states in its own lines; its numbers
describe that case and set no limit. In a draft such a line's numbers are still read by
rule D0b (no number without a verdict), so nothing is hidden there. English markers only, no
catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found

#: The reason `dropped.why_not_a_claim` gives.
EXAMPLE: Final = "an example of the value stated before it"

_MARKER_RE: Final = re.compile(
    r"\b(?:for\s+example|for\s+instance|e\.\s?g\.?|such\s+as)(?!\w)", re.IGNORECASE
)
_SENTENCE_END_RE: Final = re.compile(r"[.!?]\s")


# A line whose run-in label is "Example" ("**Example:** two dogs sharing …", "E.g.: …"): the
# document marks the whole line as a worked case of a rule it states elsewhere.
_EXAMPLE_LABEL_RE: Final = re.compile(
    r"^[\s*_]*(?:(?:a\s+|an\s+)?(?:worked\s+)?example|for\s+example|e\.\s?g\.?)[\s*_]*:",
    re.IGNORECASE,
)


def illustrates(sentence: str, found: list[Found], i: int) -> bool:
    """Whether `found[i]` follows an example marker that comes after an earlier value of the
    same kind in the sentence, or stands in a line labelled "Example:" (see the module
    docstring)."""
    if _EXAMPLE_LABEL_RE.match(sentence):
        return True
    d = found[i]
    earlier = [f for f in found[:i] if f.value.kind == d.value.kind]
    if not earlier:
        return False
    between = sentence[earlier[-1].end : d.start]
    if _SENTENCE_END_RE.search(between):
        return False
    return bool(_MARKER_RE.search(between))
