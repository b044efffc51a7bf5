"""A draft's denial of a reduction ("no discount", "nothing off", "you'll pay full price"): a
claim of zero on the discount topic it is about.

A price's zero is "free" (`money`); a reduction's zero is its absence. "There's no member
discount", "members don't get money off repairs", "you'd pay full price" each say the discount
is nothing, as "0% off" would. Read as no value at all, the draft states nothing the check can
weigh, and a wrong "sorry, no discount" against a 15% the team gives goes out as an ALLOW (issue
17: no claim found is never proof of safety). `reductions` keeps the price zeros off these
topics ("joining is free" is no 0% discount); this is the other half: the reduction's own zero
goes only to a topic whose label says it is a reduction (a percent or money topic).

Only in a draft (as `zerotime`: more claims there can only make the check stricter; a policy's
"no discount on sale items" is an exception, read by its own rules). The wordings are English
grammar, never a catalogue's: "no" (or a negated verb of getting, giving or applying) before a
reduction noun that ends its noun phrase ("no discount code" is a code); "nothing"/"anything"
off after a negation; paying or being charged "full price" (not "20% off the full price"); a
reduction topic's own phrase followed by a negated availability ("the repair discount isn't
available"). Which topic: a topic its own clause names, by its phrase or said loosely; a clause
that names only a topic that is no reduction ("no discount on gift cards") denies that thing's
discount, no claim; a clause that names nothing is a zero of no topic (`UNATTRIBUTED`: the
engine reads it on the ticket's topic of its kind, or leaves an unread value, CAUTION). Not
read: a discount set apart as another ("no other discount", "nothing extra off", "on top"), a
sentence that states a percentage of its own (its number wins), a hedged or asked denial; one
under a condition ("no discount if you pay monthly") is said so (`DraftClaim.condition`).
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import clause_bounds
from guard.extract.local.addedclaim import added_claim
from guard.extract.local.cues import cue
from guard.extract.local.exceptionzero import clause_condition_words
from guard.extract.local.readtext import Read
from guard.extract.local.reductions import _REDUCTION_RE
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wording import definitive
from guard.kb.catalogue import UNATTRIBUTED
from guard.models import DraftClaim, Value

_I: Final = re.IGNORECASE

# A reduction's nouns.
_NOUN: Final = r"(?:discounts?|reductions?|savings?|rebates?|cashback|concessions?)"
# "off" with a pronoun or "money" before it: its object follows ("money off repairs").
_OFF: Final = r"(?:money|anything|something)\s+off"

# Words that set the denied reduction apart from one the draft gives: "no other discount".
_ANOTHER: Final = r"(?:other|further|additional|extra|more|second|separate|special)"

# What may end the reduction's noun phrase: a preposition, a conjunction, punctuation or the
# end ("no discount code" is a code, not a discount).
_PHRASE_END: Final = (
    r"(?=\s*(?:$|[.,;:!?)\u2013\u2014]|\s-\s)|\s+(?:on|for|off|with|at|to|in|if|when|unless|"
    r"until|and|but|or|so|i['’]m|sorry|though|either|available|applies|apply|here|there|"
    r"this|that|now|today|any\s+more|anymore|these\s+days)\b)"
)

# A negation of a verb of getting, giving or applying before the noun.
_NEGATED_VERB: Final = (
    r"(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|will\s+not|can['’]?t|cannot|"
    r"never|aren['’]?t|isn['’]?t|wouldn['’]?t|would\s+not)\s+"
    r"(?:(?:be\s+)?(?:able\s+to\s+)?)"
    r"(?:get|gets|receive|receives|have|has|give|gives|offer|offers|apply|applies|include|"
    r"includes|qualify\s+for|qualifies\s+for|eligible\s+for|entitled\s+to|do|does)\s+"
)

#: The denial of a reduction (module docstring).
NO_DISCOUNT_RE: Final = re.compile(
    rf"\bno\s+(?!{_ANOTHER}\b)(?:[a-z'’-]+\s+){{0,2}}?(?:{_NOUN}{_PHRASE_END}|money\s+off\b)"
    rf"|\b{_NEGATED_VERB}(?:(?:a|an|any)\s+)?(?!{_ANOTHER}\b)(?:[a-z'’-]+\s+){{0,2}}?"
    rf"(?:{_NOUN}{_PHRASE_END}|{_OFF}\b)"
    r"|\bnothing\s+off\b"
    r"|\b(?:pay|pays|paid|paying|charged|charge|charges|cost|costs)\s+(?:the\s+)?"
    r"full\s+price\b"
    r"|\b(?:at|is|are|['’]s|['’]re)\s+full\s+price\b",
    _I,
)

# After a reduction topic's phrase: its negated availability.
_UNAVAILABLE_RE: Final = re.compile(
    r"\s+(?:(?:is|are|was)\s+not|isn['’]t|aren['’]t|doesn['’]t|does\s+not|don['’]t|do\s+not|"
    r"won['’]t|will\s+not)\s+(?:available|offered|on\s+offer|apply|applicable|included|valid)\b",
    _I,
)

# "nothing extra off", "no discount on top": another reduction than the one given.
_ON_TOP_RE: Final = re.compile(rf"^\s*(?:on\s+top|as\s+well|too|{_ANOTHER})\b", _I)

# What ends the zero's clause, for the topic its clause names.
_BREAK_RE: Final = re.compile(r"[,;:!?()\u2013\u2014]|\s-\s|\b(?:but|so|then|whereas|while)\b", _I)


def _is_reduction(vocab: Vocabulary, topic: str) -> bool:
    """A percent or money topic whose label says it is a reduction (`reductions`)."""
    spec = vocab.topic(topic)
    return (
        spec is not None
        and spec.kind in ("percent", "money")
        and bool(_REDUCTION_RE.search(spec.label))
    )


def reduction_denials(text: str, vocab: Vocabulary) -> list[tuple[int, int]]:
    """Where the sentence denies a reduction: its wording's span (module docstring)."""
    out = [m.span() for m in NO_DISCOUNT_RE.finditer(text)]
    for a, b, t in (*cue(text, vocab).strong, *cue(text, vocab).loose):
        m = _UNAVAILABLE_RE.match(text, b)
        if m is not None and _is_reduction(vocab, t):
            out.append((a, m.end()))
    return sorted(out)


def _topic(text: str, start: int, end: int, vocab: Vocabulary) -> str | None:
    """The reduction topic the denial's clause names (nearest); None when the clause names
    only topics that are no reduction, or one after the denial (what it is denied for), or
    names none in a sentence that does;
    `UNATTRIBUTED` when neither names any topic."""
    lo, hi = clause_bounds(text, start, end, _BREAK_RE)
    found = cue(text, vocab)
    named = [
        (min(abs(a - start), abs(b - end), 0 if a < end and start < b else 10**6), rank, t)
        for rank, matches in enumerate((found.strong, found.loose))
        for a, b, t in matches
        if lo <= a and b <= hi
    ]
    if any(
        a >= end and lo <= a and b <= hi and not _is_reduction(vocab, t)
        for a, b, t in (
            *found.strong,
            *found.loose,
        )
    ):
        return None  # "the discount doesn't apply to the booking fee": denied of that thing
    ours = sorted(n for n in named if _is_reduction(vocab, n[2]))
    if ours:
        return ours[0][2]
    if named:
        return None
    # A clause with no topic of its own may be a fragment of another's ("A wash is £8, no
    # discount"): a sentence that names only topics that are no reduction says whose it is.
    if any(not _is_reduction(vocab, t) for _, _, t in (*found.strong, *found.loose)):
        return None
    return UNATTRIBUTED


def zero_discount_claims(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The claims, and a zero for each denial of a reduction in a draft sentence that states
    no percentage of its own (module docstring)."""
    if not any(_is_reduction(vocab, t.key) for t in vocab.catalogue.topics):
        return claims
    out = list(claims)
    for r in reads:
        text = r.sentence.text
        if r.sentence.table_row or any(f.value.kind == "percent" for f, _ in r.claims):
            continue
        said: set[str] = set()
        for start, end in reduction_denials(text, vocab):
            if _ON_TOP_RE.match(text, end):
                continue  # "no discount on top": another reduction than the one given
            topic = _topic(text, start, end, vocab)
            if topic is None or topic in said:
                continue
            clause = Clause(text[:start], text[end:], text, text[:start], start, end)
            if not definitive(clause):
                continue
            spec = vocab.topic(topic)
            if spec is not None and spec.kind == "money":
                value = Value(amount=0, unit=spec.currency or "XXX", kind="money")
            else:
                value = Value(amount=0, unit="percent", kind="percent")
            said.add(topic)
            out.append(
                added_claim(
                    out,
                    topic,
                    value,
                    text[start:end],
                    r.sentence.quote,
                    definitive=True,
                    condition=clause_condition_words(clause),
                )
            )
    return out
