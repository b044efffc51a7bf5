"""A question asked in a block that says the change is undecided puts that change forward.

"Thinking we start selling it at the resorts too – £30? Nothing's decided yet." A question
is no policy ("Did it take more than 5 days?"), and a source's value asked about is set
aside. But a question whose own block (a paragraph, a chat message) says in another sentence
that a change is proposed or pending ("nothing's decided yet", "not approved yet") is the
change that block puts forward: the value is a proposal, read with the block's status, as
a question with proposal wording of its own is (`wording.suggests`). The status is read by
the same reader as any status sentence (`status`), so no phrase here names a team's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from guard.extract.local.segment import Sentence
from guard.extract.local.status import sentence_status

_UNDECIDED: Final = frozenset({"proposed", "pending_approval"})


def undecided_blocks(sents: Sequence[Sentence]) -> frozenset[int]:
    """The blocks (`Sentence.line`) in which a sentence's status wording says a change is
    proposed or pending."""
    return frozenset(s.line for s in sents if sentence_status(s.text) in _UNDECIDED)
