"""An owner's answer on no catalogue topic, shown by `ask` for its own question only.

An answer captured for a question on `other` ("Pending transfers clear within 2 hours")
governs nothing: no topic's rules ever read it. It still answers that question, so when
someone asks it again, `ask` shows it, labelled as an owner's answer to that question (who
answered, when it was approved), never as a topic's governing value.

Which question it answers is decided by the words, scored the way `asktopics` scores
topics: each content word (function words, unit words and numbers left out, lightly stemmed:
`nearwords`) weighs ln(1 + N / df) over the N documents that could own it — the catalogue's
topics (their `about` and option phrases and label) and the candidate answers' questions —
so a word many of them share weighs least. An answer matches when the words the asker uses
carry at least `MATCH_SHARE` of its question's weight, and at least two of its words (or
all, for a one-word question). The order never depends on the catalogue's or the sources'
order: best share first, ties by source id.

Only approved answers are shown (verified, and not edited since), only to who may see them
(the caller passes the asker's visible sources), and only where their scope applies to the
ticket. Pure: no I/O, no clock.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import datetime
from typing import Final

from pydantic import Field

from guard.engine.ask import scope_words
from guard.engine.nearwords import nearest_words
from guard.engine.standing import weakeners_of
from guard.kb.catalogue import OTHER, SCOPE_ANY, UNKNOWN, Catalogue
from guard.models import Model, Source, Ticket

#: The share of an answer's question weight the asker's words must carry. Two thirds: a
#: question that keeps the answer's generic words but drops a specific one ("failed
#: transfers clear" for "pending transfers clear") is another question.
MATCH_SHARE: Final = 2 / 3
#: How many of the answer's words must be used (fewer only when it has fewer).
MIN_SHARED: Final = 2

#: What every surface says of such an answer: it answers one question, it governs no topic.
GOVERNS_NOTHING: Final = "an owner's answer to this question; it governs no catalogue topic"


class OwnerAnswer(Model):
    """An owner's approved answer to a question on no catalogue topic: what `ask` shows."""

    source_id: str
    #: The words of the question it answers, as captured.
    question: str
    #: The owner's words, verbatim.
    text: str
    owner: str
    owner_slack: str | None = None
    answered_at: datetime
    approved_at: datetime
    #: Every catalogue dimension the answer was given for ("any" where it holds for all).
    scope: dict[str, str] = Field(default_factory=dict)
    weakeners: list[str] = Field(default_factory=list)
    #: The share of the question's word weight the asker used (how the match was made).
    share: float

    @property
    def byline(self) -> str:
        """Who answered, when it was approved, for which scope, with any doubt: "answered by
        Ana on 2026-11-30 · approved 2026-12-01 · for plan pro · verification expired"."""
        where = scope_words(self.scope)
        parts = [
            f"answered by {self.owner} on {self.answered_at.date().isoformat()}",
            f"approved {self.approved_at.date().isoformat()}",
            *([f"for {where}"] if any(v != SCOPE_ANY for v in self.scope.values()) else []),
            *(w.lower().replace("_", " ") for w in self.weakeners),
        ]
        return " · ".join(parts)


def _topic_words(cat: Catalogue) -> list[frozenset[str]]:
    out = []
    for t in cat.topics:
        phrases = (*t.about, *(p for _, words in t.choices for p in words))
        out.append(nearest_words(" ".join((*phrases, t.label, t.key.replace("_", " "))), ""))
    return out


def _weights(docs: Iterable[frozenset[str]]) -> dict[str, float]:
    docs = list(docs)
    df: dict[str, int] = {}
    for d in docs:
        for w in d:
            df[w] = df.get(w, 0) + 1
    return {w: math.log(1 + len(docs) / n) for w, n in df.items()}


def _approved(s: Source) -> bool:
    sig = s.signals
    return (
        sig.verified_at is not None
        and sig.verification != "unverified"
        and sig.updated_at <= sig.verified_at
        and not sig.flagged_outdated
    )


def _applies(scope: dict[str, str], ticket: Ticket) -> bool:
    return all(v == SCOPE_ANY or ticket.value_of(d) in (UNKNOWN, v) for d, v in scope.items())


def candidates(sources: list[Source], ticket: Ticket) -> list[Source]:
    """The approved answers on `other` with their question's words, applying to the ticket."""
    return [
        s
        for s in sources
        if s.signals.answers is not None
        and s.signals.answers.topic == OTHER
        and _question(s).strip()
        and _approved(s)
        and _applies(s.signals.answers.scope, ticket)
    ]


def share_of(asked: frozenset[str], words: frozenset[str], weight: dict[str, float]) -> float:
    """The share of `words`' weight that `asked` carries (0 when too few words are shared)."""
    shared = asked & words
    if not words or len(shared) < min(MIN_SHARED, len(words)):
        return 0.0
    return sum(weight[w] for w in shared) / sum(weight[w] for w in words)


def owner_answers(
    question: str, sources: list[Source], ticket: Ticket, now: datetime, cat: Catalogue
) -> list[OwnerAnswer]:
    """The approved answers on no catalogue topic whose question this one asks, best first.
    `sources` must be the ones the asker may see."""
    found = candidates(sources, ticket)
    if not found:
        return []
    words = {s.id: nearest_words(_question(s), "") for s in found}
    weight = _weights([*_topic_words(cat), *words.values()])
    asked = nearest_words(question, "")
    out: list[OwnerAnswer] = []
    for s in found:
        share = share_of(asked, words[s.id], weight)
        if share >= MATCH_SHARE:
            out.append(_shown(s, share, now, cat))
    return sorted(out, key=lambda a: (-a.share, a.source_id))


def _question(s: Source) -> str:
    return (s.signals.answers.question if s.signals.answers else None) or ""


def _shown(s: Source, share: float, now: datetime, cat: Catalogue) -> OwnerAnswer:
    sig = s.signals
    scope = sig.answers.scope if sig.answers else {}
    return OwnerAnswer(
        source_id=s.id,
        question=_question(s),
        text=s.body,
        owner=sig.owner.name,
        owner_slack=sig.owner.slack,
        answered_at=sig.updated_at,
        approved_at=sig.verified_at or sig.updated_at,
        scope={d: scope.get(d, SCOPE_ANY) for d in cat.dimension_keys},
        weakeners=weakeners_of(s, now),
        share=round(share, 3),
    )
