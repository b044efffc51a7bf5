"""What another text "still says" is its old value: "The FAQ page still says €12, is that
being changed?", "the app still shows 14 days".

A value a text is said to *still* state is reported from that text, and "still" says it has
not caught up with a change: it is the value being replaced, as "was £25" or "instead of
£25" are. In an announcement (a Slack thread) it is no proposal of a new value; in a
document it is no statement of the document's own. So the value, when its own sub-clause
puts a verb of a text's voice ("says", "shows", "lists", "reads", "quotes", "mentions",
"states", "displays") right after "still", is no claim.

English only: "still" and a text's verb, with at most a few words (no clause stop) between
the verb and the value ("still says the pet charge is £25"). A writer's own "we still
charge £25" has no such verb and stays a claim.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause

#: Why such a value is no claim (the reading's trace).
STILL_SAID: Final = "what another text still says: the value being replaced"

_STILL_SAYS_RE: Final = re.compile(
    r"\bstill\s+(?:says?|shows?|showing|lists?|reads?|quotes?|mentions?|states?|displays?)\b"
    r"(?P<gap>[^.;!?,\n]{0,60})$",
    re.IGNORECASE,
)


def still_said(clause: Clause) -> bool:
    """Whether the value at `clause` is what a text "still says" (module docstring)."""
    before = clause.sentence[max(0, clause.start - 120) : clause.start]
    return _STILL_SAYS_RE.search(before) is not None
