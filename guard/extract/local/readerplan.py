"""A plan said to the reader is advice about their own trip, not the document's status.

"We plan to raise the fee in May" puts a change forward: the document speaks of its own
intentions, and a value in it is a proposal. "Please arrive early and don't plan to drive
far on the first day", "if you plan to stay longer, book ahead" speak of the reader's
plans: the customer's, as the pending and in-force wordings already leave the customer's
own process alone (`status._of_the_document`). Read as proposal wording, one such line of
advice made a whole help article a proposal, and every value in it stopped governing.

So "plan(s/ned/ning) to" is no proposal wording when the words right before it make the
reader its subject: "you" (with an auxiliary or a modal), or an imperative ("don't",
"do not", "never", "please").
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.wantedplan import plan_as_object

_I: Final = re.IGNORECASE

_PLAN_RE: Final = re.compile(r"plan(?:s|ned|ning)?\s+to\b", _I)

# The reader as the plan's subject, or an imperative addressed to them, right before it.
_READER_BEFORE_RE: Final = re.compile(
    r"(?:\b(?:you|you['’](?:ll|re|d|ve))(?:\s+(?:may|might|can|could|will|would|should|"
    r"do|don['’]t|are|were|have|had))?(?:\s+(?:not|also|still|already|ever))?"
    r"|\b(?:don['’]t|do\s+not|never|please)(?:\s+(?:not|also))?)\s+$",
    _I,
)


def plan_of_the_reader(text: str, start: int) -> bool:
    """Whether the "plan to" at text[start:] is said of the reader (module docstring), or is
    a noun "plan" a verb of wanting takes as its object ("want the plan to", `wantedplan`)."""
    if plan_as_object(text, start):
        return True
    return bool(_PLAN_RE.match(text, start)) and bool(
        _READER_BEFORE_RE.search(text[max(0, start - 40) : start])
    )
