"""A zero said of a thing included in another: "Towel hire is included in every day pass at
no extra cost".

The zero prices the clause's subject, the thing that is included (towel hire); the noun
phrase after "included in" or "included with" is the bundle it comes with (the day pass).
Read by nearness, the bundle's words, right before the zero, put it on the bundle's price
topic, as if the day pass were free, and that false zero contradicts every real price of the
pass. So, for a zero, the words from "included in/with" up to it are blanked: the clause's
other words (its subject) may still name the zero's topic ("Racquet hire is included in
your booking at no charge" is the racquet hire's), and where they name none the zero is no
claim. English grammar only: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

#: "included in every day pass ", "included with your booking ", up to the zero, in one
#: sub-clause (no comma, semicolon, colon or bracket between).
_BUNDLE_RE: Final = re.compile(
    r"\bincluded\s+(?:in|with|as\s+part\s+of)\b[^,;:()\[\]]*$", re.IGNORECASE
)


def without_bundle(left: str) -> str | None:
    """`left` (the text before a zero in its clause) with its "included in <bundle>" words
    blanked, positions kept, or None when it has none (module docstring)."""
    m = _BUNDLE_RE.search(left)
    if m is None:
        return None
    return left[: m.start()] + " " * (len(left) - m.start())
