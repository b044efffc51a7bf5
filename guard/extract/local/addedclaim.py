"""A claim that a reading after the sentence reader adds to a draft's claims.

Several readings find a value the sentence reader does not: a zero said in words
(`zerotime`, `freeperiod`, `nodiscount`), a count per day (`percountperiod`), a comparison or
a move with no number of its own. Each adds its claim after the ones already read, numbered
on from them, quoting its sentence, with its words as written on one line. One builder keeps
that numbering and quoting the same for all of them, so a trace reads alike whichever reading
found the value.
"""

from __future__ import annotations

from collections.abc import Sequence

from guard.models import DraftClaim, Topic, Value


def added_claim(
    claims: Sequence[DraftClaim],
    topic: Topic,
    value: Value | None,
    words: str,
    sentence: str,
    *,
    definitive: bool,
    condition: str | None = None,
) -> DraftClaim:
    """The next claim after `claims`: `value` on `topic`, said in `words` of the quoted
    `sentence`; `definitive` False for a question or the customer's own words, `condition`
    the words it holds under (`DraftClaim.condition`)."""
    return DraftClaim(
        claim_id=f"draft#c{len(claims) + 1}",
        topic=topic,
        value=value,
        value_text=" ".join(words.split()),
        span=sentence,
        definitive=definitive,
        condition=condition,
    )
