"""Values a source states that the local extractor read and deliberately made no claim.

A source with no claim whose text shows a value is counted unread (`engine.reading`): an
extractor that returned nothing for it may have been told to. But a team's Slack thread
where a member repeats what "the guy on the phone" said, a question, an old price "(was
£45)" or an instruction not to quote a figure states no policy, and the extractor decided
so on purpose. Counting such a source unread capped every ALLOW in the workspace, forever.

So the reader lists what it set aside, with why and where. Only reasons that are a reading
of the words count (someone else's words, a question, a denial, an old value...). Two never
do: a bare number on no topic (it has no unit: unread, not explained) and a frequency ("every
6 months" may be a "how often" topic's value). Sentences that address an AI are not read at
all, so they stay unread. Pure and memoised per body, title and catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Final

from guard.extract.local.dropped import FREQUENCY
from guard.extract.local.noclaim import ASKED, BARE_NO_TOPIC, ZERO_OF_NO_FEE, source_skip
from guard.extract.local.quoteplace import quote_span
from guard.extract.local.reading import _as_written, topic_and_value
from guard.extract.local.readtext import Read, _read
from guard.extract.local.values import set_aside_in
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.extract.local.wording import addresses_an_ai
from guard.kb.catalogue import Catalogue
from guard.models import SetAside

#: Reasons that are no proof of a deliberate reading: the value stays unread.
NOT_READ: Final = frozenset({BARE_NO_TOPIC, FREQUENCY})


@dataclass(frozen=True)
class SetAsideAt:
    """One value set aside, and where its words are in the body (start, end). `covers` is
    the stretch of the body the reading explains: the value's words, or for a question the
    whole sentence, since a question states none of the values its words hold ("is free
    cancellation 24 or 48 hours before pick-up?" offers both, and "free", as options)."""

    item: SetAside
    start: int
    end: int
    covers: tuple[int, int]


def _in_sentence(r: Read, vocab: Vocabulary) -> list[tuple[int, int, str, str]]:
    """(start, end, words, why) of each value the sentence holds and does not claim."""
    out = []
    if not r.sentence.table_row:
        out = [
            (f.start, f.end, _as_written(f), why)
            for f, why in set_aside_in(r.sentence.text, vocab, heading=r.sentence.heads)
        ]
    for found, clause in r.claims:
        why = source_skip(vocab, found, clause, r)
        if why is None and topic_and_value(vocab, r, found, clause) is None:
            why = ZERO_OF_NO_FEE
        if why is not None:
            out.append((found.start, found.end, _as_written(found), why))
    return out


@lru_cache(maxsize=4096)
def set_aside(body: str, title: str, catalogue: Catalogue) -> tuple[SetAsideAt, ...]:
    """Every value of `body` read and deliberately not claimed, for a reason that counts as
    a reading (not in `NOT_READ`), in reading order."""
    vocab = vocabulary(catalogue)
    out: list[SetAsideAt] = []
    at = 0
    for r in _read(body, vocab, source=True):
        if addresses_an_ai(r.sentence.text):
            continue
        where = body.find(r.sentence.quote, at)
        if where < 0:
            continue  # no place to point to: the value stays unread
        at = where
        if title.strip():
            r.sentence = replace(r.sentence, title=title)
        sentence = (where, where + len(r.sentence.quote))
        for start, end, words, why in _in_sentence(r, vocab):
            if why not in NOT_READ:
                item = SetAside(quote=r.sentence.quote, value_text=words, reason=why)
                # `start`/`end` are offsets in the sentence as read (`quoteplace`)
                a, b = quote_span(r.sentence.text, r.sentence.quote, start, end)
                covers = sentence if why == ASKED else (where + a, where + b)
                out.append(SetAsideAt(item, where + a, where + b, covers))
    return tuple(out)
