"""A value the draft leaves on no topic, beside the draft's own answer to the ticket: not
the answer again.

A reply answers its ticket, so a value whose sentence names no topic is read on the topic
the ticket asks about (`attribution`). But where the same draft already gives that topic a
value in words that name it ("You can start from 16"), a different unplaced value is not a
second, contradicting answer: it measures something else the reply goes on to mention (the
adult who must come along is "at least 21"). Read on the ticket's topic it would HOLD a
correct reply; left unattributed it is a number nobody checked (D0b: CAUTION, never ALLOW).
An unplaced value that agrees with the draft's answer, or one with no answer beside it,
is still read on the ticket's topic; so is a figure the customer wrote in the ticket ("I
know the other site takes 10%"), which the customer-figure rule then sets aside as theirs
(`figures`), not a number left unchecked. Pure: claims in, a yes or no out.
"""

from __future__ import annotations

from guard.engine.values import same_value
from guard.models import DraftClaim


def answered_otherwise(c: DraftClaim, claims: list[DraftClaim], topic: str) -> bool:
    """Whether `claims` (the draft's) give `topic` by their own words a value, and none
    equals `c`'s (see the module docstring)."""
    said = [d.value for d in claims if d.topic == topic and not d.alternatives and d.value]
    return bool(said) and c.value is not None and not any(same_value(v, c.value) for v in said)
