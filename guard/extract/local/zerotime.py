"""A draft's word for no time at all ("instantly", "straight away", "no notice") on a duration
topic its clause names: a claim of zero.

Agents promise speed and freedom in words, not numbers: "refunds are instant", "we'll refund
you straight away", "you can cancel without notice", "there's no notice period to cancel". Each
says the topic's duration is nothing, as "same day" says 0 days; read as no value at all, the
draft states nothing the check can weigh, and a wrong promise of no wait goes out as an ALLOW.

Only in a draft (`drafts.extract_draft_claims`): there more claims can only make the check
stricter, while a document says "straight away" of many steps that are no policy period
("freeze your card straight away"). Only where the word and a duration topic's own phrase
share a clause (no comma, semicolon, colon, dash or "and"/"but" between them), the nearest
such topic, and only when the sentence states no duration already (its number wins). A negated
word ("it isn't instant", "not straight away"), one in a clause put in the past ("the lesson was
missed without any notice": what happened) and a word for speed after "you can" and a verb
("you can cancel straight away": when the customer may act) state no zero: no claim. Nor
does the word inside the phrase of a topic of another kind ("instant payouts cost 1.75%",
where a fee topic's phrase is "instant payout*"): it names that thing; so does the adjective
right before its noun ("Instant payouts cost 1.5%"): a kind of payout, not a wait.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import cue
from guard.extract.local.readtext import Read
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wording import definitive
from guard.extract.local.zerosubject import notice_topic, subject_topic
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.models import DraftClaim, Value

#: No time: said of the wait ("instant", "immediately", "straight away", "right away", "at
# once") or of the notice ("no notice", "without notice", "no notice period", "zero notice").
ZERO_TIME_RE: Final = re.compile(
    r"\b(?:instant(?:ly|aneous(?:ly)?)?|immediate(?:ly)?|straight\s*away|right\s+away|"
    r"at\s+once|(?:no|without(?:\s+any)?|zero)\s+notice(?:\s+period)?)\b",
    re.IGNORECASE,
)

# The adjective right before a word of its noun phrase ("instant payouts", "immediate
# transfers"): it names a kind of thing, which may have a price of its own, not a wait.
_ATTRIBUTIVE_RE: Final = re.compile(
    r"(?:instant|instantaneous|immediate)\s+(?!(?:and|or|but|if|when|for|to|on|at|in|by|with|"
    r"from|as|so|then|once|after|before|unless|until|while)\b)[a-z]",
    re.IGNORECASE,
)

# What ends a clause between the word and the topic's phrase.
_BREAK_RE: Final = re.compile(r"[,;:!?()\u2013\u2014]|\s-\s|\b(?:and|but|or|so|then)\b", re.I)

# A negation right before the word: "not instant", "isn't immediate", "never straight away".
_NOT_BEFORE_RE: Final = re.compile(
    r"(?:\bnot|\bnever|n['’]t|\bno\s+longer)(?:\s+(?:always|quite|exactly|be|been))?\s+$", re.I
)


# The word's clause puts what it times in the past: a report of what happened ("the lesson was
# missed without any notice"), not a promise.
_PAST_RE: Final = re.compile(r"\b(?:was|were|had|did|didn['’]t|wasn['’]t|weren['’]t)\b", re.I)

# The customer's permitted act timed by a word for speed ("you can cancel straight away"): when
# they may act, which says nothing of how long the topic's wait is. A notice word keeps its
# sense there ("you can cancel without notice" is no notice at all).
_MAY_ACT_RE: Final = re.compile(
    r"\b(?:can|could|may|are\s+able\s+to)(?:\s+[a-z'’]+){1,4}\s+$", re.I
)


def _clause_start(text: str, start: int) -> int:
    """Where the word's own clause starts (after the last clause break before it)."""
    stops = [m.end() for m in _BREAK_RE.finditer(text, 0, start)]
    return stops[-1] if stops else 0


def _clause_before(text: str, start: int) -> str:
    """The words of the word's own clause before it (from the last clause break)."""
    return text[_clause_start(text, start) : start]


def zero_time_claims(text: str, vocab: Vocabulary) -> list[tuple[str, str, Value]]:
    """(topic, the words, zero value) for each word for no time in a draft sentence
    `text` whose clause names a duration topic by its own phrase (module docstring)."""
    out: list[tuple[str, str, Value]] = []
    found = cue(text, vocab)
    # A phrase said loosely ("cancel without notice" for "notice to cancel", `loose`) names its
    # topic too, more weakly: at the same distance the exact phrase wins.
    strong = [
        (a, b, t, rank)
        for rank, matches in enumerate((found.strong, found.loose))
        for a, b, t in matches
        if (spec := vocab.topic(t)) is not None and spec.kind == "duration"
    ]
    if not strong and not ZERO_TIME_RE.search(text):
        return out
    # A phrase of a topic of another kind holding the word names a thing, not a wait
    # ("instant payouts cost 1.75%" beside a fee topic's "instant payout*").
    names = [
        (a, b)
        for a, b, t in found.strong
        if (spec := vocab.topic(t)) is not None and spec.kind != "duration"
    ]
    for m in ZERO_TIME_RE.finditer(text):
        if any(a <= m.start() and m.end() <= b for a, b in names):
            continue
        if _ATTRIBUTIVE_RE.match(text, m.start()):
            continue  # "Instant payouts cost 1.5%": a kind of payout, not how long one takes
        before = _clause_before(text, m.start())
        if _NOT_BEFORE_RE.search(text[: m.start()]) or _PAST_RE.search(before):
            continue
        if "notice" not in m.group().lower() and _MAY_ACT_RE.search(before):
            continue
        near: list[tuple[int, int, str]] = []
        for a, b, topic, rank in strong:
            lo, hi = (b, m.start()) if b <= m.start() else (m.end(), a)
            if a < m.end() and b > m.start():
                lo, hi = m.start(), m.start()  # the word is inside the phrase ("no notice")
            if lo <= hi and not _BREAK_RE.search(text, lo, hi):
                near.append((hi - lo, rank, topic))
        if near:
            topic = min(near)[2]
        else:
            # "cancellation is instant": a subject that shares a word with a topic's phrases
            # (`zerosubject`); UNATTRIBUTED when it shares words with several
            named = subject_topic(text, m.start(), _clause_start(text, m.start()), vocab)
            if named is None and "notice" in m.group().lower():
                # "no notice needed, you can cancel any time": the notice's own noun
                named = notice_topic(text, m.start(), m.end(), vocab)
            if named is None:
                continue
            topic = named
        if any(t == topic for t, _, _ in out):
            continue
        clause = Clause(
            text[: m.start()], text[m.end() :], text, text[: m.start()], m.start(), m.end()
        )
        if not definitive(clause):
            continue
        out.append((topic, m.group(), Value(amount=0, unit="calendar_days")))
    return out


def stated_duration_topics(claims: list[DraftClaim], r: Read) -> frozenset[str] | None:
    """The duration topics whose number the sentence `r` states (a zero there yields to it:
    "you have 14 days to cancel, so cancel straight away"), or None when it states a duration
    read on no topic or dropped: that number may be any topic's, so every zero there yields.
    A number of another topic leaves a zero its own ("cancellation is instant and your refund
    takes 5 days")."""
    if not any(f.value.kind == "duration" for f, _ in r.claims):
        return frozenset()
    topics = {
        c.topic
        for c in claims
        if c.span == r.sentence.quote and c.value is not None and c.value.kind == "duration"
    }
    if not topics or topics & {OTHER, UNATTRIBUTED}:
        return None
    return frozenset(topics)
