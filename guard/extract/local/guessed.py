"""A draft does not contradict itself: an age only the catalogue's shape put on a topic
yields to the value the draft's own words give that topic.

An age by its own words ("she'll need to be at least 21") that no words place goes to the
catalogue's one age topic (`reading._as_age`): a guess from the catalogue's shape, not from
the sentence. Where the same draft names that topic's value in words that say so ("You can
join from 16"), a different age the guess would add is someone else's: the adult who comes
along, the friend who signs, a parent. Kept on the topic it would contradict the draft's own
answer (a HOLD of a correct reply); so it goes to no topic (UNATTRIBUTED), where the engine
asks the ticket and, failing that, counts it as a number nobody checked (D0b: never ALLOW).
An age the guess places that agrees with the named value, or one with no named value
beside it, stays. Pure: claims and their readings in, claims out.
"""

from __future__ import annotations

from guard.engine.values import same_value
from guard.extract.local.ages import ONE_AGE_TOPIC
from guard.extract.local.cues import Because
from guard.kb.catalogue import UNATTRIBUTED
from guard.models import DraftClaim


def guessed_ages_yield(claims: list[DraftClaim], whys: list[Because]) -> list[DraftClaim]:
    """`claims` (each read for the reason at the same index in `whys`), with each age the
    one-age-topic guess placed that differs from a value the draft's words name for the
    same topic moved to UNATTRIBUTED (see the module docstring)."""
    named = [
        c for c, w in zip(claims, whys, strict=True)
        if w.note != ONE_AGE_TOPIC and c.topic != UNATTRIBUTED and c.value is not None
    ]  # fmt: skip
    out: list[DraftClaim] = []
    for c, w in zip(claims, whys, strict=True):
        if w.note == ONE_AGE_TOPIC and c.value is not None:
            same_topic = [n.value for n in named if n.topic == c.topic and n.value is not None]
            if same_topic and not any(same_value(v, c.value) for v in same_topic):
                c = c.model_copy(update={"topic": UNATTRIBUTED, "alternatives": []})
        out.append(c)
    return out
