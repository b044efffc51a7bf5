"""A value another text "still says" is that text's old value, not this one's.

"The price list *Winter rates* still says €40 until the next print run, so quote from the
booking page." A sentence whose verb is "still says" (or "still shows", "still lists", …)
reports what another text holds, and its "still" marks that value as one about to be
replaced: the writer is warning that the text is out of date, not stating the value. Read as
the sentence's own claim, an announcement that corrects an old figure would signal that very
figure as a coming change. So a value right after "still says/shows/lists/states/reads/has"
(with "that", "it's" or a colon between at most) is someone else's words (`wording.reported`),
as a customer's "says" is: no claim in a source, no definitive promise in a draft.
"""

from __future__ import annotations

import re
from typing import Final

_STILL_SAYS_RE: Final = re.compile(
    r"\bstill\s+(?:says?|shows?|lists?|states?|reads?|quotes?|displays?|mentions?|has|have)"
    r"(?:\s+(?:that|it['’]s|it\s+is))?[\s:,\"“‘']*$",
    re.IGNORECASE,
)


def still_said(before: str) -> bool:
    """Whether the value after `before` (its clause's words before it) is what another text
    still says (see the module docstring)."""
    return _STILL_SAYS_RE.search(before) is not None
