"""A zero said under a condition, beside the document's own price, is the condition's exception.

The commonest way to write a fee is the fee and when it is not charged: "There's no
cancellation fee if you cancel at least 48 hours before. Cancellations within 48 hours cost
£25.", "The late fee is £20. We won't charge the late fee if the delay is ours." Read word by
word, the document states two values of one topic for one scope, nothing and £25, and the
rules escalate every reply on that fee as a conflict, though a document does not contradict
itself (the principle `documents._named_values_win` applies to guessed topics). The zero is
said only where its condition holds ("if", "unless", "when", "where", "provided", "as long
as", "in case": `threshold.CONDITION_WORDS`, the one list of them; or above a spend, "free on
orders over £40": `zerothreshold`; or said with no condition word, after an imperative and
"and", "Book early and there's no fee": `imperativecondition`, or of "a thing that …",
`relativecondition`); the non-zero amount is
what the fee is. So a zero whose own sentence holds a condition word, on a money or percent
topic for which the same document states a non-zero value for the same scope, is the
exception that condition sets, not a second value of the topic: it goes to `other`, with a
note in its reading saying why, so a trace still shows it.

A conditional zero is an exception wherever it is written, so one in a document that states
no other value for the topic goes to `other` too: a help article's "no cancellation fee if
you cancel 48 hours ahead" is no value of the fee that a policy's "the cancellation fee is
£25" conflicts with (two documents, nothing against £25, escalated every reply on the fee),
and it does not govern the fee as nothing where no document states the fee. A zero with no
condition ("Express delivery is free", "no fee for members") is a value of its topic and is
left alone. Which draft zeros this touches is `drafts`' (a draft's conditional zero is no
outright value either: `DraftClaim.condition`).
English grammar only: the condition words, never a catalogue's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.clauses import COORDINATED_PREDICATE, clause_end, clause_start
from guard.engine.values import format_value
from guard.extract.local.imperativecondition import imperative_condition
from guard.extract.local.reading import Reading
from guard.extract.local.relativecondition import relative_condition
from guard.extract.local.segment import Clause
from guard.extract.local.threshold import CONDITION_WORDS
from guard.extract.local.zerothreshold import in_zero_condition
from guard.kb.catalogue import OTHER
from guard.models import SourceClaim, Value

# A condition word anywhere in a clause, or opening one (after any list marker or bold).
_CONDITION_RE: Final = re.compile(rf"\b{CONDITION_WORDS}\b", re.IGNORECASE)
_OPENS_WITH_CONDITION_RE: Final = re.compile(
    rf"^[\s*_>(–—-]*(?:[,–—-]\s*)?(?P<word>{CONDITION_WORDS})\b", re.IGNORECASE
)

#: The kinds whose zero is a price of nothing (a zero duration or count is not a waiver).
_PRICED: Final = frozenset({"money", "percent"})


def is_zero_price(value: Value | None) -> bool:
    """Whether `value` is a price of nothing: a money or percent value of 0 (not a range)."""
    return (
        value is not None
        and value.kind in _PRICED
        and value.amount == 0
        and (value.amount_max is None or value.amount_max == 0)
    )


def zero_condition(sentence: str, start: int, end: int) -> str | None:
    """The condition word a zero at `sentence[start:end]` is said under, or None: one in the
    zero's own clause ("no fee if you cancel 48 hours ahead", "but there's no charge where
    the delay is ours"), one opening the clause right after it ("no fee, provided you
    rebook"), or one opening the sentence, whose condition clause the zero's main clause
    follows ("If you cancel with 48 hours' notice, there is no fee"). A condition in another
    coordinated clause ("no fee on weekdays, so it costs nothing unless you upgrade") is
    not the zero's."""
    at = _condition_at(sentence, start, end)
    return " ".join(sentence[at[0] : at[1]].casefold().split()) if at else None


def _condition_at(sentence: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the condition word `zero_condition` reads is, as (start, end), or None."""
    cuts = COORDINATED_PREDICATE
    own_start, own_end = clause_start(sentence, start, cuts), clause_end(sentence, end, cuts)
    m = _CONDITION_RE.search(sentence, own_start, own_end)
    if m is not None:
        return m.span()
    after = _OPENS_WITH_CONDITION_RE.match(sentence[own_end:])
    if after is not None:
        return own_end + after.start("word"), own_end + after.end("word")
    opens = _OPENS_WITH_CONDITION_RE.match(sentence)
    if opens is not None:
        return opens.span("word")
    # "Book early and there's no fee": an imperative joined by "and" (`imperativecondition`)
    imperative = imperative_condition(sentence, own_start)
    if imperative is not None:
        return imperative
    # "A parcel that arrives damaged is replaced free" (`relativecondition`)
    return relative_condition(sentence, start) or _threshold_at(sentence, end, own_end)


# A preposition or comparison opening a spend right after a zero, then the amount in its
# clause: "free on orders over £40", "free over £40", "waived for baskets of £30 or more".
_SPEND_AFTER_RE: Final = re.compile(
    r"\s+(?P<word>on|for|over|above|with)\b[^,;:.!?()\[\]–—]*?(?P<amount>[$€£¥]\s?\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)


def _threshold_at(sentence: str, end: int, own_end: int) -> tuple[int, int] | None:
    """Where the word opening a spend a zero is said under is ("free on orders over £40":
    the "on"), or None. A zero that holds only above an amount (`zerothreshold`) is said
    under that condition as much as under an "if": the exception it sets, not the fee."""
    m = _SPEND_AFTER_RE.match(sentence, end)
    if m is None or m.end() > own_end:
        return None
    return m.span("word") if in_zero_condition(sentence, *m.span("amount")) else None


# Where a condition's words end: a clause mark (not a decimal point).
_CONDITION_END_RE: Final = re.compile(r"[,;:!?()\[\]–—]|\.(?!\d)|\s-\s")


def zero_condition_words(sentence: str, start: int, end: int) -> str | None:
    """The words of the condition a zero at `sentence[start:end]` is said under (the clause
    `zero_condition`'s word opens, "if you cancel 48 hours ahead"), or None: what a draft
    says the zero holds only under (`drafts`), for traces and headlines to name."""
    at = _condition_at(sentence, start, end)
    if at is None:
        return None
    m = _CONDITION_END_RE.search(sentence, at[1])
    stop = m.start() if m else len(sentence)
    own_start = clause_start(sentence, start, COORDINATED_PREDICATE)
    if at == imperative_condition(sentence, own_start):
        stop = at[1]  # the imperative's words up to its "and"
    words = sentence[at[0] : stop]
    words = " ".join(words.strip(" *_").split())
    return words[:1].lower() + words[1:]


def clause_condition_words(clause: Clause) -> str | None:
    """The words of the condition the value of `clause` is said under
    (`zero_condition_words`); in a table, a row label that is a condition is them."""
    if clause.cell is not None and _CONDITION_RE.search(clause.cell.label):
        label = " ".join(clause.cell.label.strip(" *_").split())
        return label[:1].lower() + label[1:]
    return zero_condition_words(clause.sentence, clause.start, clause.end)


def clause_condition(clause: Clause) -> str | None:
    """The condition word the value of `clause` is said under (`zero_condition`); in a table
    the row is the cell's sentence, so a row label that is a condition ("| If you cancel
    online | none |") sets it."""
    if clause.cell is not None:
        m = _CONDITION_RE.search(clause.cell.label)
        if m is not None:
            return " ".join(m.group().casefold().split())
    return zero_condition(clause.sentence, clause.start, clause.end)


def conditional_zeros_yield(
    claims: list[tuple[SourceClaim, Reading]],
    conditions: dict[str, str],
    bounded: dict[str, str] | None = None,
) -> list[tuple[SourceClaim, Reading]]:
    """Each zero said under a condition (`conditions`: the claim ids of the zeros
    `zero_condition` found one for, and its word), moved to `other` with a note naming the
    condition and, where the same document states a non-zero value for that topic and scope,
    that value (see the module's docstring). A zero bounded in time by an event (`bounded`,
    `timebound`) moves only beside such a value. The claims are one document's."""
    stated: dict[tuple[str, tuple[tuple[str, str], ...]], Value] = {}
    for c, _ in claims:
        priced = c.value is not None and c.value.kind in _PRICED
        if c.topic != OTHER and priced and c.value is not None and not is_zero_price(c.value):
            stated.setdefault((c.topic, tuple(sorted(c.scope.items()))), c.value)
    out: list[tuple[SourceClaim, Reading]] = []
    for c, r in claims:
        price = stated.get((c.topic, tuple(sorted(c.scope.items()))))
        word = conditions.get(c.claim_id) if is_zero_price(c.value) else None
        if word is None and price is not None and is_zero_price(c.value):
            word = (bounded or {}).get(c.claim_id)  # "free until we have started"
        if word is not None and c.topic != OTHER:
            note = f"a zero said under a condition (“{word}”): the exception it sets, not "
            if price is not None:
                note += f"a second value of {c.topic}, for which the document states "
                note += format_value(price)
            else:  # an exception wherever it is written: to another document's fee too
                note += f"a value of {c.topic}"
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
