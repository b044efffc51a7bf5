"""A change's new value that the same sentence restates on a topic is that topic's value.

"We moved the cut-off in May from 5 days to 3 days, so your claim is due within 3 days": the
first "3 days" is the new value of a change "from X to Y", said of a word that only says what
kind of quantity changed ("the cut-off", "the timing", "the amount"), which names no topic.
Read alone, it is a value of something uncovered (`other`, OUTSIDE_COVERAGE). But the same
sentence goes on to state the same value on a topic ("so your claim is due within 3 days"):
the change it reports is the change of that value, and the restatement names what changed.
So the change's new value takes the topic of an equal value later in its sentence.

Only where no text put the change's value on a topic or on something the catalogue leaves
uncovered (`Because` "none"), and only for an equal value (same amount and unit): a different
value later in the sentence is another claim, not a restatement. English grammar only ("from
… to" ending right before the value), no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.values import same_value
from guard.extract.local.cues import NOTHING, Because
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.models import DraftClaim

_I: Final = re.IGNORECASE

# The clause before the value ends "from <old value> to ": the value is a change's new one.
_NEW_VALUE_RE: Final = re.compile(r"\bfrom\s+[^,;:.!?()]{1,40}?\s+to\s*$", _I)


def new_value_of_change(left: str) -> bool:
    """Whether the value whose clause reads `left` before it is a change's new value."""
    return bool(_NEW_VALUE_RE.search(left))


def restated_on_topic(
    claims: list[DraftClaim], whys: list[Because], changes: list[bool]
) -> list[DraftClaim]:
    """`claims` with each change's new value that names nothing (`changes[i]`, `whys[i]` is
    `NOTHING`) put on the topic of an equal value later in its sentence (module docstring)."""
    out = list(claims)
    for i, c in enumerate(claims):
        if not changes[i] or c.value is None or c.topic not in (OTHER, UNATTRIBUTED):
            continue
        if whys[i].where != NOTHING.where:
            continue
        later = next(
            (
                d
                for d in claims[i + 1 :]
                if d.span == c.span
                and d.topic not in (OTHER, UNATTRIBUTED)
                and d.value is not None
                and same_value(c.value, d.value)
            ),
            None,
        )
        if later is not None:
            out[i] = c.model_copy(
                update={"topic": later.topic, "alternatives": list(later.alternatives)}
            )
    return out
