"""A value inside a trailing condition measures the condition's own subject, not the rule's.

"We need 7 days' notice to cancel, unless your next visit is already within 2 days": the main
clause states the rule (7 days' notice); the "unless …" clause after it says when the rule
gives way, and its value (2 days) measures how near that clause's own subject is (the next
visit), not the notice. Read as a second notice period, it makes the document contradict
itself (an ESCALATE on every reply about the notice) and holds a reply that repeats the
condition. What the value measures follows from the sentence's structure, not its words:

- the value sits inside a condition clause ("if", "unless", "when", "once", "provided",
  "as long as", "in case") that comes after a main clause, with no clause break (comma,
  semicolon, colon, dash, bracket) between the condition word and the value;
- that clause has its own subject, a noun phrase opened by a determiner or possessive ("your
  next visit", "the booking", "their order"): a pronoun ("it", "they", "that") may refer back
  to the rule's own thing ("…, or 10 days when it's a flat") and is left alone;
- the same sentence states, before the condition word, a different value on the same topic
  and scope: that is the rule; the condition's value is the case it gives way in.

Such a value is `other`, with the reason in its reading.

In a draft, a value in such a trailing condition that names no topic (`unattributed`) is
`other` too when a claim before the condition word, in the same sentence, is on a topic
whatever the condition's subject ("The hire fee is £60, and half of it comes back if you
return the kit the same week"): the condition says when that claim's rule holds, and its
value measures the condition's own act, which no topic's words name. Left unattributed, the
engine would read it on the ticket's topic of its kind, a topic the sentence never names
(D0c, not TOPIC: a value whose own clause names a thing no topic covers is about that thing).
Never looser than before: a value on `other` is never ALLOWed. A value after the condition clause
("…, unless you rent, in which case it is 28 days"), or before it ("or 28 days if you rent"),
is the exception's own value and stays. The word lists are closed grammar classes
(subordinators and determiners), never a domain's words.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.engine.values import same_value
from guard.extract.local.reading import Reading
from guard.extract.local.segment import Clause
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.models import DraftClaim, SourceClaim, Value

_I: Final = re.IGNORECASE
# Subordinators that open a condition (closed class); "where" is left out: it is also relative.
_CONDITION_RE: Final = re.compile(
    r"\b(?:if|unless|when|whenever|once|in\s+case|provided(?:\s+that)?|as\s+long\s+as)\s+", _I
)
# Determiners and possessives that open a noun-phrase subject (closed class).
_NOUN_SUBJECT_RE: Final = re.compile(
    r"(?:the|your|our|their|his|her|its|my|this|that|these|those|each|every|any|a|an)\s+"
    r"[^\W\d_][\w'’-]*",
    _I,
)
# Anything that ends the condition clause, or hands over to the exception's own value.
_BREAK_RE: Final = re.compile(
    r"[,;:.!?()\[\]–—]|\s-\s|\b(?:then|which|in\s+which\s+case|it\s+is|it['’]s)\b", _I
)

NOTE: Final = (
    "said inside a condition after the rule's own value: it measures the condition's subject"
)


def condition_start(clause: Clause, own_subject: bool = True) -> int | None:
    """Where the trailing condition holding the value opens (the condition word's position
    in the sentence), when that condition has a main clause before it and (`own_subject`) a
    noun-phrase subject of its own; else None."""
    before = clause.sentence[: clause.start]
    opened = None
    for m in _CONDITION_RE.finditer(before):
        opened = m
    if opened is None or not before[: opened.start()].strip(" \t"):
        return None  # no condition, or a fronted one (`frontedcondition`)
    inside = before[opened.end() :]
    if _BREAK_RE.search(inside) or (own_subject and not _NOUN_SUBJECT_RE.match(inside)):
        return None
    return opened.start()


def _yielding(
    keys: list[tuple[str, str, str]],
    values: list[Value | None],
    starts: list[int],
    opens: list[int | None],
) -> set[int]:
    """Indexes of values said inside a trailing condition whose sentence states a different
    value on the same topic and scope before the condition word."""
    out: set[int] = set()
    for i, at in enumerate(opens):
        if at is None:
            continue
        for j, key in enumerate(keys):
            if (
                j != i
                and key == keys[i]
                and starts[j] < at
                and opens[j] is None
                and (a := values[i]) is not None
                and (b := values[j]) is not None
                and not same_value(a, b)
            ):
                out.add(i)
                break
    return out


def source_conditions_yield(
    claims: list[tuple[SourceClaim, Reading]], clauses: list[Clause]
) -> list[tuple[SourceClaim, Reading]]:
    """Source claims with a trailing condition's own value made `other` (module docstring)."""
    keys = [(c.quote, c.topic, repr(sorted(c.scope.items()))) for c, _ in claims]
    values = [c.value for c, _ in claims]
    ok = [c.topic != OTHER and c.value is not None for c, _ in claims]
    opens = [condition_start(cl) if good else None for cl, good in zip(clauses, ok, strict=True)]
    keys = [
        k if good else ("", f"#{i}", "") for i, (k, good) in enumerate(zip(keys, ok, strict=True))
    ]
    drop = _yielding(keys, values, [cl.start for cl in clauses], opens)
    out: list[tuple[SourceClaim, Reading]] = []
    for i, (c, r) in enumerate(claims):
        if i in drop:
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=NOTE))
        out.append((c, r))
    return out


def draft_conditions_yield(
    claims: list[DraftClaim], clauses: list[Clause | None]
) -> list[DraftClaim]:
    """Draft claims with a trailing condition's own value made `other` (module docstring):
    the reply states the rule's value before it, and that value is checked; the condition's
    measure is no value of the topic, and like any value of something the catalogue does not
    cover it is for the agent to confirm, never a contradiction of the rule."""
    keys = [(c.span, c.topic, "") for c in claims]
    values = [c.value for c in claims]
    opens = [
        condition_start(cl) if cl is not None and c.value is not None else None
        for c, cl in zip(claims, clauses, strict=True)
    ]
    starts = [cl.start if cl is not None else 0 for cl in clauses]
    drop = _yielding(keys, values, starts, opens) | _unnamed_conditions(claims, clauses)
    return [
        c.model_copy(update={"topic": OTHER, "alternatives": []}) if i in drop else c
        for i, c in enumerate(claims)
    ]


def _unnamed_conditions(claims: list[DraftClaim], clauses: list[Clause | None]) -> set[int]:
    """Indexes of unattributed draft values inside a trailing condition (any subject) whose
    sentence puts a claim on a topic before the condition word (module docstring)."""
    out: set[int] = set()
    for i, (c, cl) in enumerate(zip(claims, clauses, strict=True)):
        if c.topic != UNATTRIBUTED or c.value is None or cl is None:
            continue
        at = condition_start(cl, own_subject=False)
        if at is None:
            continue
        if any(
            j != i
            and o.span == c.span
            and o.topic not in (OTHER, UNATTRIBUTED)
            and (ocl := clauses[j]) is not None
            and ocl.end <= at
            for j, o in enumerate(claims)
        ):
            out.add(i)
    return out
