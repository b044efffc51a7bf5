"""A participle after a comma describes the noun before it.

"Audit logs, retained for 12 months": the words after the comma have no subject of their
own; "retained" is said of the audit logs. So when a value's topic cue is such a participle
("retained", "kept", "charged", "refunded", first word after a comma) and the words before
the comma name something the catalogue does not cover (`not_covered`), the value is about
that thing, however well the participle matches a topic's `about` phrase ("retain*"). A
participle after a noun the catalogue covers, or none, changes nothing.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import find_all

# The cue is the first word after a comma, and reads as a participle: "-ed", "-en", or one
# of the few irregular ones a policy uses for what happens to a thing.
_AFTER_COMMA_RE: Final = re.compile(r",\s*$")
_PARTICIPLE_RE: Final = re.compile(
    r"^(?:[A-Za-z]{2,}(?:ed|en)|kept|held|paid|sent|made|built|lost|set|cut)$", re.IGNORECASE
)


def described_uncovered(
    vocab: Vocabulary, text: str, start: int, end: int
) -> tuple[int, int] | None:
    """The span of the `not_covered` phrase that the participle cue at text[start:end]
    describes (the last one before its comma), or None."""
    words = text[start:end].split()
    if len(words) != 1 or not _PARTICIPLE_RE.match(words[0]):
        return None
    before = _AFTER_COMMA_RE.search(text[:start])
    if before is None:
        return None
    head = text[: before.start()]
    # the noun the participle follows: the sub-clause right before the comma
    cut = max(head.rfind(c) for c in ",;:(")
    spans = find_all(vocab.not_covered, head[cut + 1 :])
    if not spans:
        return None
    s, e = spans[-1]
    return cut + 1 + s, cut + 1 + e
