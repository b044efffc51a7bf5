"""The window or reason a draft's zero is said under, where the draft claims its limit.

"You can cancel free of charge within 3 minutes of booking": the zero holds only inside the
window after it. "As your delivery is still more than 24 hours away, you can cancel free of
charge": only for the reason fronted before it. Neither opens with a condition word
(`threshold.CONDITION_WORDS`: "if", "when", …), so `exceptionzero` reads no condition and the
zero is read as an outright value of the fee. But the window's or the reason's limit (3
minutes, 24 hours) is a value the draft states, and where the reader puts it on a topic that
is the limit of the zero's free side ("free cancellation window", "notice needed to cancel free
of charge": `guard.engine.otherside.limits_free_side`), the sentence states one rule with two
sides: those words are the zero's condition, and the engine checks the zero through that
limit's claim (`otherside`).

Where the limit is claimed on no such topic, or not claimed at all, the words are left
unread: a zero with no claimed limit is decided as before (an outright zero against a fee is
a HOLD), so this reading never softens a zero that nothing else checks.

English grammar only: the window words after the zero ("within", "up to", "until", "no later
than") and the openers of a fronted reason ("as", "since", "because", "now that", "given
that"), never a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.otherside import checked_through
from guard.extract.local.exceptionzero import is_zero_price
from guard.extract.local.segment import Clause
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim

_I: Final = re.IGNORECASE
# Where a condition's words end: a clause mark (not a decimal point).
_END: Final = r"(?:[^,;:!?()\[\]–—.]|\.(?=\d))*"
#: Right after the zero: a window it holds inside ("free within 3 minutes of booking").
_WINDOW_AFTER_RE: Final = re.compile(
    rf"\s+(?P<words>(?:within|up\s+to|until|no\s+later\s+than)\b{_END})", _I
)
#: A reason fronted before the zero's clause, ended by its comma ("As it's still 2 days
#: away, …"), with nothing but the zero's own clause between that comma and the zero.
_REASON_BEFORE_RE: Final = re.compile(
    r"^[\W_]*(?P<words>(?:as|since|because|now\s+that|given\s+that|seeing\s+as)\b[^,;:()\[\]–—]+),"
    r"[^,;:()\[\]–—.!?]*$",
    _I,
)


def limit_words(clause: Clause) -> str | None:
    """The words of the window after a zero or the reason fronted before it (see the module
    docstring), or None. Not in a table: a row's label is its own condition."""
    if clause.cell is not None:
        return None
    sentence, start, end = clause.sentence, clause.start, clause.end
    m = _WINDOW_AFTER_RE.match(sentence, end)
    if m is None:
        m = _REASON_BEFORE_RE.match(sentence[:start])
    if m is None:
        return None
    words = " ".join(m.group("words").strip(" *_").split())
    return words[:1].lower() + words[1:] if words else None


def claimed_limits(
    claims: list[DraftClaim], limits: list[str | None], catalogue: Catalogue
) -> list[DraftClaim]:
    """The claims, each zero with no condition given the window or reason words `limits`
    holds for it (one per claim, in order) when the engine checks it through the limit's own
    claim (`otherside.checked_through`); every other claim as it was."""
    out: list[DraftClaim] = []
    for c, words in zip(claims, limits, strict=True):
        if words is not None and c.condition is None and is_zero_price(c.value):
            said = c.model_copy(update={"condition": words})
            if checked_through(said, claims, catalogue) is not None:
                c = said
        out.append(c)
    return out
