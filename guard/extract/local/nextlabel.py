"""The words that name the next value are not this value's.

"Orders under £20 pay a packing charge of £1.50": after £20 comes "pay a packing charge of"
and then £1.50. The noun phrase joined to £1.50 by "of" (or a colon, or a copula: "the
charge is £1.50") is £1.50's own subject; it says nothing about £20, whose words are
"Orders under". So when a value's right side runs straight into the sentence's next value
through such a link, the noun phrase before the link (back to its determiner, at most four
words) is blanked from this value's right side: it is read on the value it names, and this
value is read on its own words (or, failing those, the wider text, as before).
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause

_I: Final = re.IGNORECASE
_WORD: Final = r"[^\W\d_][\w'’-]*"
# "a packing charge of " / "the charge is " / "packing charge: " at the end of the right side.
_LABEL_LINK_RE: Final = re.compile(
    rf"\b(?:a|an|the|your|our|their|its|this|that)\s+(?P<np>(?:{_WORD}\s+){{0,3}}{_WORD})"
    r"\s*(?:\s(?:of|is|are|was|costs?|at)\s+|:\s*)$",
    _I,
)
# The next value starts right where the right side ends: a currency sign or a digit.
_VALUE_START_RE: Final = re.compile(r"[£$€¥]?\d")


def without_next_label(clause: Clause) -> str:
    """The clause's right side with the next value's own label blanked (positions kept), or
    the right side as it is."""
    after = clause.end + len(clause.right)
    if not _VALUE_START_RE.match(clause.sentence, after):
        return clause.right
    m = _LABEL_LINK_RE.search(clause.right)
    if m is None:
        return clause.right
    s = m.start()
    return clause.right[:s] + " " * (len(clause.right) - s)
